/**
 * Operators and what each role may do (ARCHITECTURE "operator side"). zod-free, so the console can
 * import it to hide what an operator cannot use; the server decides with the same table.
 */

/**
 * `owner` runs everything, including operators and merchants; `content` the player-facing content,
 * games and SEO; `support` the members, the support chat, push and the message outbox.
 */
export const OPERATOR_ROLES = ['owner', 'content', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Every right an admin call can require. Reading a merchant's summary needs only a binding to it. */
export const OPERATOR_RIGHTS = [
  /** Create, change, reset and disable operators. */
  'operators.manage',
  /** Create, disable and configure merchants: the whole settings document, domains, secrets. */
  'merchants.manage',
  /** The SEO part of a merchant's settings (titles, descriptions, canonicals per path). */
  'settings.seo',
  /** Banners, popups, announcements, activities, promotions, articles, mall, VIP labels, ... */
  'content.write',
  /** Reading content is open to every role: support answers players about what they see. */
  'content.read',
  /** The game catalogue. */
  'games.write',
  /** Image uploads used by content. */
  'uploads.write',
  /** Ad pixel events and the conversion outbox. */
  'tracking.read',
  'members.read',
  /** Type, VIP label, password reset, lock, sessions, agent applications, statistics. */
  'members.write',
  'chat.write',
  'push.write',
  /** The built-in SMS and email outbox (codes sent to members). */
  'outbox.read',
  'audit.read',
] as const;
export type OperatorRight = (typeof OPERATOR_RIGHTS)[number];

/** The one table of rights per role; the server and the console both read it. */
export const ROLE_RIGHTS: Readonly<Record<OperatorRole, readonly OperatorRight[]>> = {
  owner: OPERATOR_RIGHTS,
  content: [
    'settings.seo',
    'content.write',
    'content.read',
    'games.write',
    'uploads.write',
    'tracking.read',
  ],
  support: [
    'content.read',
    'members.read',
    'members.write',
    'chat.write',
    'push.write',
    'outbox.read',
  ],
};

export function hasRight(role: OperatorRole, right: OperatorRight): boolean {
  return ROLE_RIGHTS[role].includes(right);
}

/**
 * The right a PATCH of a merchant needs: a patch that touches only the SEO part of the settings is
 * a content task; anything else (domains, secrets, other settings) is the owner's.
 */
export function merchantPatchRight(patch: {
  settings?: Record<string, unknown> | null | undefined;
  [key: string]: unknown;
}): OperatorRight {
  const topKeys = Object.keys(patch).filter((k) => patch[k] !== undefined);
  const settingsKeys = patch.settings ? Object.keys(patch.settings) : [];
  const onlySeo =
    topKeys.length === 1 &&
    topKeys[0] === 'settings' &&
    settingsKeys.length > 0 &&
    settingsKeys.every((k) => k === 'seo');
  return onlySeo ? 'settings.seo' : 'merchants.manage';
}

/** Operator usernames: letters, digits, dot, dash and underscore, as typed at login. */
export const OPERATOR_USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,40}$/;
/** Operator passwords are longer than members' (they guard every member of a merchant). */
export const OPERATOR_PASSWORD_MIN = 12;
export const OPERATOR_PASSWORD_MAX = 128;
/** How long an operator token lives without use being refreshed: one working day. */
export const OPERATOR_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** Paged lists: every admin list answers at most this many items per page. */
export const ADMIN_PAGE_SIZE_DEFAULT = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;

/**
 * The `ADMIN_TOKEN` bootstrap owner in audit entries: no operator row, every merchant, owner role.
 */
export const BOOTSTRAP_OPERATOR_NAME = 'ADMIN_TOKEN';

/**
 * An operator setting a member's deposit and withdrawal counts adds synthetic transactions whose
 * reference starts with this; counts of real activity (the dashboard) leave them out.
 */
export const STATISTICS_ADJUSTMENT_PREFIX = 'operator-adjustment:';
