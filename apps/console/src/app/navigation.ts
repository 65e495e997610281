import {
  hasRight,
  type OperatorRight,
  type OperatorRole,
} from '@member-app/contract/rules/operators';
import type { ContentType } from '@member-app/contract/schemas/admin-content';
import { SETTINGS_DOCS } from '../features/content/content-settings';
import { EDITABLE_CONTENT_TYPES } from '../features/content/content-types';

/**
 * The console's screens and the right each needs (packages/contract rules/operators.ts, the table
 * the server decides with): what the operator's role does not allow is not shown at all.
 */
export const NAV_GROUPS = ['merchant', 'support', 'content', 'admin'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

export interface NavItem {
  key: string;
  group: NavGroup;
  /** Under /merchants/:code when true, else a path of its own. */
  perMerchant: boolean;
  path: string;
  /** Any one of these rights shows the item; none: every operator of the merchant. */
  rights: readonly OperatorRight[];
}

const content = (type: ContentType): NavItem => ({
  key: type,
  group: 'content',
  perMerchant: true,
  path: `content/${type}`,
  rights: ['content.write'],
});

export const NAV_ITEMS: readonly NavItem[] = [
  // Counts only, no member named: every role starts here.
  { key: 'dashboard', group: 'merchant', perMerchant: true, path: 'dashboard', rights: [] },
  {
    key: 'settings',
    group: 'merchant',
    perMerchant: true,
    path: 'settings',
    // A content operator edits the SEO part only.
    rights: ['merchants.manage', 'settings.seo'],
  },
  {
    key: 'members',
    group: 'support',
    perMerchant: true,
    path: 'members',
    rights: ['members.read'],
  },
  {
    key: 'chats',
    group: 'support',
    perMerchant: true,
    path: 'chats',
    rights: ['chat.write'],
  },
  { key: 'push', group: 'support', perMerchant: true, path: 'push', rights: ['push.write'] },
  { key: 'outbox', group: 'support', perMerchant: true, path: 'outbox', rights: ['outbox.read'] },
  {
    key: 'agents',
    group: 'support',
    perMerchant: true,
    path: 'agents',
    rights: ['members.read'],
  },
  ...EDITABLE_CONTENT_TYPES.map(content),
  { key: 'games', group: 'content', perMerchant: true, path: 'games', rights: ['games.write'] },
  // The one-per-merchant documents (referral program, deposit, withdrawal), as content writes them.
  ...SETTINGS_DOCS.map((doc): NavItem => ({
    key: doc,
    group: 'content',
    perMerchant: true,
    path: `content/settings/${doc}`,
    rights: ['content.write'],
  })),
  {
    key: 'merchants',
    group: 'admin',
    perMerchant: false,
    path: '/merchants',
    rights: ['merchants.manage'],
  },
  {
    key: 'operators',
    group: 'admin',
    perMerchant: false,
    path: '/operators',
    rights: ['operators.manage'],
  },
  { key: 'audit', group: 'admin', perMerchant: false, path: '/audit', rights: ['audit.read'] },
];

export function visibleNav(role: OperatorRole): NavItem[] {
  return NAV_ITEMS.filter(
    (item) => item.rights.length === 0 || item.rights.some((right) => hasRight(role, right)),
  );
}

export function navPath(item: NavItem, merchantCode: string | null): string | null {
  if (!item.perMerchant) return item.path;
  return merchantCode ? `/merchants/${encodeURIComponent(merchantCode)}/${item.path}` : null;
}
