import { ADMIN_ERROR_CODES, ERROR_CODES } from '@member-app/contract/errors';
import {
  CONTENT_ITEM_SCHEMAS,
  contentPatchSchema,
  type ContentType,
} from '@member-app/contract/schemas/admin-content';
import { uniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { sanitizeHtml } from '../content/service';
import type { ContentAdminRepository, ContentItem } from './content-repository';

/** Fields holding HTML: sanitized on write (and again when sent to players). */
const HTML_FIELDS = ['content'];

/** References from one item to others of the same merchant, checked on write. */
const REFERENCES: Partial<
  Record<ContentType, { field: string; type: ContentType; many: boolean }[]>
> = {
  activities: [{ field: 'categoryIds', type: 'promotion-categories', many: true }],
  announcements: [{ field: 'activityId', type: 'activities', many: false }],
  'vip-benefits': [{ field: 'labelId', type: 'vip-labels', many: false }],
  'customer-service': [{ field: 'labelIds', type: 'vip-labels', many: true }],
};

const notFound = () => new AppError(404, ADMIN_ERROR_CODES.NOT_FOUND, 'Unknown item');

const conflict = (error: unknown): never => {
  if (uniqueViolation(error) !== null) {
    throw new AppError(409, ADMIN_ERROR_CODES.CONFLICT, 'An item with this name already exists');
  }
  throw error;
};

/**
 * Content of every type the player app shows, per merchant: validated with the contract's schema
 * of its type, HTML sanitized, references to other items checked to be the same merchant's.
 */
export function createContentAdminService(
  repo: ContentAdminRepository,
  /** After a write: what players are answered of the merchant's content is dropped everywhere. */
  changed: (merchantCode: string) => Promise<void> = async () => {},
) {
  async function then<T>(code: string, write: Promise<T>): Promise<T> {
    const result = await write;
    await changed(code);
    return result;
  }

  function bodyOf(type: ContentType, raw: unknown, partial: boolean): Record<string, unknown> {
    const schema = partial ? contentPatchSchema(type) : CONTENT_ITEM_SCHEMAS[type];
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      throw new AppError(400, ERROR_CODES.VALIDATION, `Invalid ${type} item`, {
        fields: parsed.error.issues.map((i) => ({
          field: ['body', ...i.path].join('.'),
          message: i.message,
        })),
      });
    }
    const body = { ...(parsed.data as Record<string, unknown>) };
    for (const field of HTML_FIELDS) {
      if (typeof body[field] === 'string') body[field] = sanitizeHtml(body[field]);
    }
    return body;
  }

  async function checkReferences(type: ContentType, code: string, body: Record<string, unknown>) {
    for (const ref of REFERENCES[type] ?? []) {
      const value = body[ref.field];
      if (value === undefined || value === null) continue;
      const ids = ref.many ? (value as number[]) : [value as number];
      if (!(await repo.owns(ref.type, code, ids))) {
        throw new AppError(400, ERROR_CODES.VALIDATION, `${ref.field}: unknown ${ref.type} item`, {
          fields: [{ field: `body.${ref.field}`, message: `unknown ${ref.type} item` }],
        });
      }
    }
  }

  return {
    list: (...args: Parameters<ContentAdminRepository['list']>) => repo.list(...args),

    async get(type: ContentType, code: string, id: number): Promise<ContentItem> {
      const item = await repo.get(type, code, id);
      if (!item) throw notFound();
      return item;
    },

    async create(type: ContentType, code: string, raw: unknown): Promise<ContentItem> {
      const body = bodyOf(type, raw, false);
      await checkReferences(type, code, body);
      return then(code, repo.create(type, code, body).catch(conflict));
    },

    async update(type: ContentType, code: string, id: number, raw: unknown) {
      const body = bodyOf(type, raw, true);
      await checkReferences(type, code, body);
      const before = await repo.get(type, code, id);
      if (!before) throw notFound();
      const after = await then(code, repo.update(type, code, id, body).catch(conflict));
      if (!after) throw notFound();
      return { before, after };
    },

    async remove(type: ContentType, code: string, id: number): Promise<ContentItem> {
      const before = await repo.get(type, code, id);
      if (!before || !(await then(code, repo.remove(type, code, id)))) throw notFound();
      return before;
    },

    order: (...args: Parameters<ContentAdminRepository['order']>) =>
      then(args[1], repo.order(...args)),
  };
}

export type ContentAdminService = ReturnType<typeof createContentAdminService>;
