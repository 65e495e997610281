import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@member-app/contract/schemas/text';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import {
  CONTENT_TYPES,
  contentItemMetaSchema,
  contentItemParamsSchema,
  contentListQuerySchema,
  contentOrderSchema,
  contentParamsSchema,
} from '@member-app/contract/schemas/admin-content';
import { paged } from '@member-app/contract/schemas/admin';
import { ok } from '../../lib/envelope';
import { audit } from '../operators/service';
import { adminDoc } from './route-docs';

const errors = { '4xx': errorEnvelope };
/** Any item of any type: its input fields plus id, enabled and sortOrder (per type in the docs). */
const itemSchema = contentItemMetaSchema.catchall(z.unknown());
const typeList = CONTENT_TYPES.join(', ');

/**
 * Content of every type the player app shows, per merchant: list, read, create, update (including
 * enabled), delete and order. Players read the database on each request, so a change shows on
 * their next request on every instance.
 */
export function contentAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const content = () => app.admin.content;

  app.get(
    '/admin/merchants/:code/content/:type',
    {
      config: { right: 'content.read' },
      schema: {
        ...adminDoc('content.read', `List a content type (${typeList}), in display order`),
        params: contentParamsSchema,
        querystring: contentListQuerySchema,
        response: { 200: envelope(paged(itemSchema)), ...errors },
      },
    },
    async (request) => {
      const { code, type } = request.params;
      const { items, total } = await content().list(type, code, request.query);
      return ok({ items, total, page: request.query.page, size: request.query.size });
    },
  );

  app.get(
    '/admin/merchants/:code/content/:type/:id',
    {
      config: { right: 'content.read' },
      schema: {
        ...adminDoc('content.read', 'Read a content item'),
        params: contentItemParamsSchema,
        response: { 200: envelope(itemSchema), ...errors },
      },
    },
    async (request) => {
      const { code, type, id } = request.params;
      return ok(await content().get(type, code, id));
    },
  );

  app.post(
    '/admin/merchants/:code/content/:type',
    {
      config: { right: 'content.write' },
      schema: {
        ...adminDoc(
          'content.write',
          'Create a content item (body: the type’s input schema, e.g. BannerInput)',
        ),
        params: contentParamsSchema,
        body: z.record(text(64), z.unknown()),
        response: { 200: envelope(itemSchema), ...errors },
      },
    },
    async (request) => {
      const { code, type } = request.params;
      const item = await content().create(type, code, request.body);
      await audit(request, {
        action: `${type}.create`,
        merchantCode: code,
        targetType: type,
        targetId: item.id,
        after: item,
      });
      return ok(item);
    },
  );

  app.patch(
    '/admin/merchants/:code/content/:type/:id',
    {
      config: { right: 'content.write' },
      schema: {
        ...adminDoc(
          'content.write',
          'Change a content item: any of its fields, and `enabled` to show or hide it',
        ),
        params: contentItemParamsSchema,
        body: z.record(text(64), z.unknown()),
        response: { 200: envelope(itemSchema), ...errors },
      },
    },
    async (request) => {
      const { code, type, id } = request.params;
      const { before, after } = await content().update(type, code, id, request.body);
      await audit(request, {
        action: `${type}.update`,
        merchantCode: code,
        targetType: type,
        targetId: id,
        before,
        after,
      });
      return ok(after);
    },
  );

  app.delete(
    '/admin/merchants/:code/content/:type/:id',
    {
      config: { right: 'content.write' },
      schema: {
        ...adminDoc('content.write', 'Delete a content item'),
        params: contentItemParamsSchema,
        response: { 200: envelope(z.null()), ...errors },
      },
    },
    async (request) => {
      const { code, type, id } = request.params;
      const before = await content().remove(type, code, id);
      await audit(request, {
        action: `${type}.delete`,
        merchantCode: code,
        targetType: type,
        targetId: id,
        before,
      });
      return ok(null);
    },
  );

  app.put(
    '/admin/merchants/:code/content/:type/order',
    {
      config: { right: 'content.write' },
      schema: {
        ...adminDoc('content.write', 'Set the display order of a type’s items, first to last'),
        params: contentParamsSchema,
        body: contentOrderSchema,
        response: { 200: envelope(z.object({ ordered: z.number().int() })), ...errors },
      },
    },
    async (request) => {
      const { code, type } = request.params;
      const ordered = await content().order(type, code, request.body.ids);
      await audit(request, {
        action: `${type}.order`,
        merchantCode: code,
        targetType: type,
        targetId: null,
        after: request.body,
      });
      return ok({ ordered });
    },
  );
}
