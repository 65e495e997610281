import type { ContentSettingsDoc } from '@member-app/contract/schemas/admin-content';

export const settingsDocPath = (code: string, doc: ContentSettingsDoc) =>
  `/admin/merchants/${encodeURIComponent(code)}/content/settings/${doc}`;

export const settingsDocQueryKey = (code: string, doc: ContentSettingsDoc) =>
  ['content', code, 'settings', doc] as const;
