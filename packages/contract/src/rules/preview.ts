/**
 * The live preview of content in the console (zod-free: the member app's entry reads it). The
 * console sends an unsaved item to the server, which keeps it for a short while under a random
 * token; the member app opened with the token in its address shows its home with the item as
 * players would get it. Without the token nothing of a draft is ever answered, so no player sees one.
 */

/** The query parameter of the member app's address that carries the token. */
export const PREVIEW_PARAM = 'mcPreview';

/** How long a preview token works (seconds). */
export const PREVIEW_TTL_SECONDS = 600;

/** The player-side call with a token's content (GET, the token after the slash). */
export const PREVIEW_CONTENT_PATH = '/wps/content/preview';

/** A token: 32 random bytes in base64url. */
export const PREVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The message the console posts to the framed app after it sent the next version of the draft under
 * the same token: the app reads the token's content again. It carries nothing else.
 */
export const PREVIEW_REFRESH_MESSAGE = 'mc-preview-refresh';

/** The pause in typing after which the console sends the draft (ms). */
export const PREVIEW_DEBOUNCE_MS = 400;

/**
 * The query parameter naming the part of the previewed page to show: the id of its element, which
 * the member app scrolls into view once rendered (a draft below the first screen of the phone).
 */
export const PREVIEW_PLACE_PARAM = 'mcPreviewShow';

/** A place's id as the address may carry it. */
export const PREVIEW_PLACE_PATTERN = /^[a-z0-9-]{1,60}$/;

/** The element ids of the previewed parts, which the pages give those elements. */
export const PREVIEW_PLACES = {
  /** Home's game lanes. */
  lanes: 'home-game-lanes',
  /** A point-market item's card. */
  mallItem: (id: number) => `mall-item-${id}`,
  /** A reward-center promotion's card. */
  promotion: (id: number) => `promotion-${id}`,
  /** A mission's card. */
  mission: (id: number) => `mission-${id}`,
} as const;
