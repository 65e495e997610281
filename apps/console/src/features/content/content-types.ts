import { CONTENT_ITEM_SCHEMAS, type ContentType } from '@member-app/contract/schemas/admin-content';
import { fieldsFromSchema, type FieldSpec } from './field-kinds';

export type { FieldKind, FieldSpec } from './field-kinds';

/**
 * How the console lists each content type of the operator API. The editor's fields are the
 * contract's input schema itself (field-kinds.ts); this table only says what a list shows. Labels
 * come from the locale files (`content.fields.<name>`, hints `content.hints.<name>`).
 */
interface ListSpec {
  /** Columns of the list besides order, enabled and actions. */
  columns: readonly string[];
  /** The field the list filters by (the API's `group`); its values are the schema's options. */
  filter?: string;
  /** The field that names an item in lists and titles. */
  titleField: string;
  /** Defaults of a new item beyond the schema's own. */
  initial?: Record<string, unknown>;
  /** A hint key other than the field's name where one name means different things; null: none. */
  hints?: Record<string, string | null>;
}

export interface ContentTypeSpec extends Omit<ListSpec, 'filter'> {
  type: ContentType;
  fields: readonly FieldSpec[];
  filter?: { field: string; values: readonly string[] };
}

const LISTS: Partial<Record<ContentType, ListSpec>> = {
  banners: {
    titleField: 'title',
    columns: ['imageUrl', 'title', 'groupName', 'startAt', 'endAt'],
    filter: 'groupName',
    initial: { groupName: 'main' },
  },
  announcements: {
    titleField: 'title',
    columns: ['title', 'type', 'category', 'execution'],
    filter: 'type',
    initial: { type: 'MQ', platform: 'A', category: 'general', content: '' },
  },
  activities: {
    titleField: 'title',
    columns: ['imageUrl', 'title', 'startAt', 'endAt'],
    initial: { summary: '', content: '' },
  },
  articles: {
    titleField: 'title',
    columns: ['title', 'kind', 'category'],
    filter: 'kind',
    initial: { kind: 'news', summary: '', content: '' },
    // Any words: the announcements' category rule is not theirs.
    hints: { category: null },
  },
  'promotion-categories': { titleField: 'name', columns: ['name', 'nameCn'] },
  promotions: {
    titleField: 'title',
    columns: ['imageUrl', 'key', 'title', 'reward'],
    initial: { description: '', reward: '' },
  },
  'mall-items': {
    titleField: 'name',
    columns: ['imageUrl', 'name', 'category', 'points', 'stock'],
    initial: { description: '', points: 0, stock: 0 },
    // A shelf name in any words: the announcements' category rule is not theirs.
    hints: { category: null },
  },
  leaderboard: {
    titleField: 'playerName',
    columns: ['board', 'rank', 'playerName', 'score', 'prize'],
    initial: { rank: 1, score: 0, prize: '' },
  },
  missions: {
    titleField: 'title',
    columns: ['key', 'title', 'event', 'target', 'points', 'cycle'],
    filter: 'cycle',
    initial: { description: '', event: 'LOGIN', target: 1, points: 0, cycle: 'DAILY' },
    // Not a promotion's key: the REFERRAL hint is not theirs.
    hints: { key: 'missionKey' },
  },
  'vip-labels': {
    titleField: 'labelName',
    columns: ['labelName', 'type', 'rankLevel'],
    initial: { type: 'AUTO', rankLevel: 0, rankConditions: [] },
    hints: { type: 'labelType' },
  },
  'vip-benefits': {
    titleField: 'title',
    columns: ['icon', 'labelId', 'title'],
    initial: { description: '' },
  },
  'customer-service': {
    titleField: 'title',
    columns: ['title', 'csType', 'csPosition', 'url'],
    initial: { csType: 'LIVECHAT', csPosition: 'CHAT', labelIds: [] },
  },
};

function buildSpec(type: ContentType, list: ListSpec): ContentTypeSpec {
  const fields = fieldsFromSchema(CONTENT_ITEM_SCHEMAS[type]);
  const { filter, ...rest } = list;
  const filterField = filter ? fields.find((f) => f.name === filter) : undefined;
  return {
    ...rest,
    type,
    fields,
    ...(filterField?.options
      ? { filter: { field: filterField.name, values: filterField.options } }
      : {}),
  };
}

export const CONTENT_SPECS: Partial<Record<ContentType, ContentTypeSpec>> = Object.fromEntries(
  Object.entries(LISTS).map(([type, list]) => [type, buildSpec(type as ContentType, list)]),
);

export const EDITABLE_CONTENT_TYPES = Object.keys(CONTENT_SPECS) as ContentType[];

export function contentSpec(type: string | undefined): ContentTypeSpec | null {
  return (type && CONTENT_SPECS[type as ContentType]) || null;
}
