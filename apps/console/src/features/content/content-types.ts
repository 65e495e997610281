import {
  ACTIVITY_ACTIONS,
  ANNOUNCEMENT_PLATFORMS,
  ANNOUNCEMENT_TYPES,
  ARTICLE_KINDS,
  LINKAGE_TYPES,
  POPUP_EXECUTIONS,
} from '@member-app/contract/rules/content';
import { CS_POSITIONS, CS_TYPES } from '@member-app/contract/rules/member-area';
import { BANNER_GROUPS, type ContentType } from '@member-app/contract/schemas/admin-content';

/**
 * How the console edits each content type of the operator API: its fields (named as in the
 * contract's input schema, which validates them), the columns of its list and the filter the list
 * offers. Labels come from the locale files (`content.fields.<name>`).
 */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'html'
  | 'image'
  | 'number'
  | 'switch'
  | 'datetime'
  | 'select'
  /** A text that is null when empty. */
  | 'optionalText'
  /** A select with "none" (null). */
  | 'optionalSelect'
  | 'optionalImage'
  | 'optionalNumber'
  /** Ids separated by commas (e.g. VIP labels an entry is limited to). */
  | 'idList'
  /** One `name: target` per line (VIP rank conditions). */
  | 'conditionList';

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  options?: readonly string[];
  /** Shown beside the label: what the field does for the player (a key of its own when named). */
  hint?: true | string;
}

export interface ContentTypeSpec {
  type: ContentType;
  fields: readonly FieldSpec[];
  /** Columns of the list besides order, enabled and actions. */
  columns: readonly string[];
  /** The list's filter (the API's `group`): field and its values. */
  filter?: { field: string; values: readonly string[] };
  /** The field that names an item in lists and titles. */
  titleField: string;
  /** Defaults of a new item beyond the schema's own. */
  initial?: Record<string, unknown>;
}

export const CONTENT_SPECS: Partial<Record<ContentType, ContentTypeSpec>> = {
  banners: {
    type: 'banners',
    titleField: 'title',
    fields: [
      { name: 'groupName', kind: 'select', options: BANNER_GROUPS, hint: true },
      { name: 'title', kind: 'text' },
      { name: 'imageUrl', kind: 'image', hint: true },
      { name: 'linkageType', kind: 'optionalSelect', options: LINKAGE_TYPES, hint: true },
      { name: 'linkage', kind: 'optionalText', hint: true },
      { name: 'vendor', kind: 'optionalText' },
      { name: 'gameType', kind: 'optionalText' },
      { name: 'startAt', kind: 'datetime' },
      { name: 'endAt', kind: 'datetime' },
    ],
    columns: ['imageUrl', 'title', 'groupName', 'startAt', 'endAt'],
    filter: { field: 'groupName', values: BANNER_GROUPS },
    initial: { groupName: 'main' },
  },
  announcements: {
    type: 'announcements',
    titleField: 'title',
    fields: [
      { name: 'type', kind: 'select', options: ANNOUNCEMENT_TYPES, hint: true },
      { name: 'platform', kind: 'select', options: ANNOUNCEMENT_PLATFORMS },
      { name: 'category', kind: 'text', hint: true },
      { name: 'title', kind: 'text' },
      { name: 'content', kind: 'html', hint: true },
      { name: 'execution', kind: 'optionalSelect', options: POPUP_EXECUTIONS, hint: true },
      { name: 'forceRead', kind: 'switch', hint: true },
      { name: 'imageUrl', kind: 'optionalImage' },
    ],
    columns: ['title', 'type', 'category', 'execution'],
    filter: { field: 'type', values: ANNOUNCEMENT_TYPES },
    initial: { type: 'MQ', platform: 'A', category: 'general', content: '' },
  },
  activities: {
    type: 'activities',
    titleField: 'title',
    fields: [
      { name: 'title', kind: 'text' },
      { name: 'summary', kind: 'textarea' },
      { name: 'content', kind: 'html' },
      { name: 'imageUrl', kind: 'image' },
      { name: 'categoryIds', kind: 'idList', hint: true },
      { name: 'actionType', kind: 'optionalSelect', options: ACTIVITY_ACTIONS, hint: true },
      { name: 'actionValue', kind: 'optionalText' },
      { name: 'buttonText', kind: 'optionalText' },
      { name: 'startAt', kind: 'datetime' },
      { name: 'endAt', kind: 'datetime' },
    ],
    columns: ['imageUrl', 'title', 'startAt', 'endAt'],
    initial: { summary: '', content: '' },
  },
  articles: {
    type: 'articles',
    titleField: 'title',
    fields: [
      { name: 'kind', kind: 'select', options: ARTICLE_KINDS },
      { name: 'category', kind: 'text' },
      { name: 'title', kind: 'text' },
      { name: 'summary', kind: 'textarea' },
      { name: 'content', kind: 'html' },
      { name: 'imageUrl', kind: 'optionalImage' },
    ],
    columns: ['title', 'kind', 'category'],
    filter: { field: 'kind', values: ARTICLE_KINDS },
    initial: { kind: 'news', summary: '', content: '' },
  },
  'promotion-categories': {
    type: 'promotion-categories',
    titleField: 'name',
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'nameCn', kind: 'optionalText' },
    ],
    columns: ['name', 'nameCn'],
  },
  promotions: {
    type: 'promotions',
    titleField: 'title',
    fields: [
      { name: 'key', kind: 'text', hint: true },
      { name: 'title', kind: 'text' },
      { name: 'description', kind: 'textarea' },
      { name: 'imageUrl', kind: 'image' },
      { name: 'reward', kind: 'text' },
      { name: 'rewardCenter', kind: 'switch', hint: true },
    ],
    columns: ['imageUrl', 'key', 'title', 'reward'],
    initial: { description: '', reward: '' },
  },
  'mall-items': {
    type: 'mall-items',
    titleField: 'name',
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'category', kind: 'text' },
      { name: 'description', kind: 'textarea' },
      { name: 'imageUrl', kind: 'image' },
      { name: 'points', kind: 'number' },
      { name: 'stock', kind: 'number' },
    ],
    columns: ['imageUrl', 'name', 'category', 'points', 'stock'],
    initial: { description: '', points: 0, stock: 0 },
  },
  leaderboard: {
    type: 'leaderboard',
    titleField: 'playerName',
    fields: [
      { name: 'board', kind: 'text', hint: true },
      { name: 'boardTitle', kind: 'text' },
      { name: 'rank', kind: 'number' },
      { name: 'playerName', kind: 'text' },
      { name: 'score', kind: 'number' },
      { name: 'prize', kind: 'text' },
    ],
    columns: ['board', 'rank', 'playerName', 'score', 'prize'],
    initial: { rank: 1, score: 0, prize: '' },
  },
  'vip-labels': {
    type: 'vip-labels',
    titleField: 'labelName',
    fields: [
      { name: 'labelName', kind: 'text' },
      { name: 'type', kind: 'select', options: ['AUTO', 'MANUAL'], hint: 'labelType' },
      { name: 'rankLevel', kind: 'number' },
      { name: 'rankConditions', kind: 'conditionList', hint: true },
    ],
    columns: ['labelName', 'type', 'rankLevel'],
    initial: { type: 'AUTO', rankLevel: 0, rankConditions: [] },
  },
  'vip-benefits': {
    type: 'vip-benefits',
    titleField: 'title',
    fields: [
      { name: 'labelId', kind: 'number', hint: true },
      { name: 'title', kind: 'text' },
      { name: 'titleCn', kind: 'optionalText' },
      { name: 'description', kind: 'textarea' },
      { name: 'descriptionCn', kind: 'optionalText' },
      { name: 'icon', kind: 'image' },
    ],
    columns: ['icon', 'labelId', 'title'],
    initial: { description: '' },
  },
  'customer-service': {
    type: 'customer-service',
    titleField: 'title',
    fields: [
      { name: 'csType', kind: 'select', options: CS_TYPES },
      { name: 'csPosition', kind: 'select', options: CS_POSITIONS, hint: true },
      { name: 'title', kind: 'text' },
      { name: 'url', kind: 'text' },
      { name: 'labelIds', kind: 'idList', hint: true },
    ],
    columns: ['title', 'csType', 'csPosition', 'url'],
    initial: { csType: 'LIVECHAT', csPosition: 'CHAT', labelIds: [] },
  },
};

export const EDITABLE_CONTENT_TYPES = Object.keys(CONTENT_SPECS) as ContentType[];

export function contentSpec(type: string | undefined): ContentTypeSpec | null {
  return (type && CONTENT_SPECS[type as ContentType]) || null;
}
