/**
 * Pure decisions of the home page (no DOM, no React): banner click (§2), popup announcements
 * (§4, §5), welcome image popups (§4), splash (§4). Clocks and storage come in as arguments.
 */
import { inAppOrLite } from '@member-app/contract/rules/downloads';
import type { Banner, PopupAnnouncement } from '@member-app/contract/schemas/content';
import {
  LOTTERY_GAME_CATEGORY,
  LOTTERY_VENDORS,
  POPUP_KEY_GUEST,
  POPUP_KEY_MEMBER_PREFIX,
} from '@member-app/contract/rules/content';

// ----- §2 banner click by linkageType -----

export type BannerClick =
  | { type: 'none' }
  /** Navigate inside the app to a full /m path. */
  | { type: 'navigate'; to: string }
  /** Open an outside address in a new window. */
  | { type: 'open'; url: string };

export interface ClickContext {
  loggedIn: boolean;
  token?: string | null;
  userName?: string | null;
}

const isLotteryVendor = (vendor: string | null) => !!vendor && (LOTTERY_VENDORS as readonly string[]).includes(vendor);

/** §2 "URL: an internal path (no http and starting with /m) opens in the app". */
export function isInternalPath(url: string): boolean {
  return !/^https?:/i.test(url) && /^\/m(\/|$|\?)/.test(url);
}

/** §2 external address, with token and username added as query parameters if logged in. */
export function externalUrl(url: string, ctx: ClickContext): string {
  if (!ctx.loggedIn || !ctx.token) return url;
  const u = new URL(url);
  u.searchParams.set('token', ctx.token);
  if (ctx.userName) u.searchParams.set('username', ctx.userName);
  return u.toString();
}

/** §2 G: the /m/launchGame query for a banner's game; lottery vendors launch as category ELOTT. */
export function launchGamePath(b: Pick<Banner, 'linkage' | 'vendor' | 'gameType' | 'nodeId' | 'roomId'>): string {
  const q = new URLSearchParams();
  const lottery = isLotteryVendor(b.vendor);
  if (b.linkage) q.set('code', b.linkage);
  if (b.vendor) q.set('vendor', b.vendor);
  q.set('gameType', lottery ? LOTTERY_GAME_CATEGORY : (b.gameType ?? ''));
  if (b.nodeId) q.set('nodeId', b.nodeId);
  if (b.roomId) q.set('roomId', b.roomId);
  if (lottery) q.set('lottoView', b.nodeId === 'lobby' || !b.nodeId ? 'lobby' : 'betting');
  q.set('backUrl', '/m/home');
  return `/m/launchGame?${q.toString()}`;
}

/** §2 "Banner click by linkageType". */
export function bannerClick(b: Banner, ctx: ClickContext): BannerClick {
  switch (b.linkageType) {
    case 'P':
      // "P: open the activity page with its id."
      return b.linkage ? { type: 'navigate', to: `/m/activity?id=${encodeURIComponent(b.linkage)}` } : { type: 'none' };
    case 'URL': {
      const url = b.linkage?.trim();
      if (!url) return { type: 'none' };
      if (isInternalPath(url)) return { type: 'navigate', to: url };
      if (!/^https?:\/\//i.test(url)) return { type: 'none' };
      return { type: 'open', url: externalUrl(url, ctx) };
    }
    case 'G':
      if (!b.linkage && !b.vendor) return { type: 'none' };
      // "lottery needs login, otherwise goes to /m/login".
      if (isLotteryVendor(b.vendor) && !ctx.loggedIn) return { type: 'navigate', to: '/m/login' };
      return { type: 'navigate', to: launchGamePath(b) };
    default:
      return { type: 'none' };
  }
}

// ----- §4/§5 popup announcements -----

/** §5 "logged-in users see execution A, or F on first login; guests see B". */
export function popupsFor(list: PopupAnnouncement[], who: { loggedIn: boolean; firstTimeLogin: boolean }): PopupAnnouncement[] {
  if (!who.loggedIn) return list.filter((p) => p.execution === 'B');
  return list.filter((p) => p.execution === 'A' || (p.execution === 'F' && who.firstTimeLogin));
}

/** §4 flag keys SHELL_PU_A_{id} (per member) and SHELL_PU_B (guests). */
export function popupStorageKey(memberId: string | number | null): string {
  return memberId === null || memberId === '' ? POPUP_KEY_GUEST : `${POPUP_KEY_MEMBER_PREFIX}${memberId}`;
}

/** A short, stable hash of what the popup shows (FNV-1a), so that new content shows again. */
export function contentHash(list: Pick<PopupAnnouncement, 'id' | 'title' | 'content'>[]): string {
  let h = 0x811c9dc5;
  const text = list.map((p) => `${p.id}\u0000${p.title}\u0000${p.content}`).join('\u0001');
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

export interface PopupRecord {
  /** The show flag. */
  show: boolean;
  hash: string;
  /** Epoch ms of the next local midnight after a today-hide, else null. */
  hideUntil: number | null;
}

export function parsePopupRecord(raw: string | null): PopupRecord | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<PopupRecord>;
    if (typeof v.show !== 'boolean' || typeof v.hash !== 'string') return null;
    return { show: v.show, hash: v.hash, hideUntil: typeof v.hideUntil === 'number' ? v.hideUntil : null };
  } catch {
    return null;
  }
}

/**
 * §4 "shown when the stored show flag is set and the content hash changes, or when the next-day
 * cutoff after a today-hide passes". Nothing stored yet: shown. New content (hash changed): shown
 * again. After a today-hide: hidden until the cutoff. Closed without today-hide: hidden.
 */
export function shouldShowPopups(record: PopupRecord | null, hash: string, now: number): boolean {
  if (!record) return true;
  if (record.hash !== hash) return true;
  if (record.hideUntil !== null) return now >= record.hideUntil;
  return record.show;
}

/** §4 "hidden until the next local midnight": the cutoff after a today-hide at `now`. */
export function nextLocalMidnight(now: number): number {
  const d = new Date(now);
  d.setHours(24, 0, 0, 0);
  return d.getTime();
}

/** §4 "Closing sets show false and may store a today-hide time". */
export function closedPopupRecord(hash: string, now: number, hideToday: boolean): PopupRecord {
  return { show: false, hash, hideUntil: hideToday ? nextLocalMidnight(now) : null };
}

/** §2 screen 17 "with forceRead closing is blocked until the last slide". */
export function canClosePopup(list: Pick<PopupAnnouncement, 'forceRead'>[], index: number, reachedLast: boolean): boolean {
  const forced = list.some((p) => p.forceRead);
  return !forced || reachedLast || index >= list.length - 1;
}

// ----- §4 welcome image popups -----

/** §2 home paths (the welcome popups show only there). */
export const HOME_PATHS = ['/m/', '/m/home', '/m/index', '/m/index.html'] as const;

export function isHomePath(pathname: string): boolean {
  return (HOME_PATHS as readonly string[]).includes(pathname);
}

/** The app or lite context (the native shell): query inApp or lite, or the shell's user agent. */
export function isAppOrLiteContext(search: string, userAgent = ''): boolean {
  return inAppOrLite(search, userAgent);
}

export function imageName(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return path.slice(path.lastIndexOf('/') + 1);
}

/**
 * §4 welcome popups, banner 1 then 2: only on home paths, only if the image name differs from the
 * stored name, not in app or lite contexts, and not after a dismissal this session (flag 0).
 */
export function welcomePopupsToShow(input: {
  banners: Pick<Banner, 'groupName' | 'url'>[];
  groups: readonly string[];
  pathname: string;
  search: string;
  /** The native shell says so in its user agent too. */
  userAgent?: string;
  sessionFlag: string | null;
  storedNames: Record<string, string | null>;
}): string[] {
  if (!isHomePath(input.pathname) || isAppOrLiteContext(input.search, input.userAgent) || input.sessionFlag === '0') return [];
  return input.groups.filter((g) => {
    const b = input.banners.find((x) => x.groupName === g);
    return !!b && imageName(b.url) !== (input.storedNames[g] ?? null);
  });
}

// ----- §4 splash -----

/** §4 "Splash hides after a delay, once per session if a session flag is set". */
export function shouldShowSplash(input: { oncePerSession: boolean; seenThisSession: boolean }): boolean {
  return !(input.oncePerSession && input.seenThisSession);
}
