/**
 * Pure decisions of the home page (no DOM, no React): banner click (§2), popup announcements
 * (§4, §5), welcome image popups (§4), splash (§4). Clocks and storage come in as arguments.
 */
import { APP_PATHS } from '@member-app/contract/routes';
import { inAppOrLite } from '@member-app/contract/rules/downloads';
import type { Banner, PopupAnnouncement } from '@member-app/contract/schemas/content';
import { POPUP_KEY_GUEST, POPUP_KEY_MEMBER_PREFIX } from '@member-app/contract/rules/content';

export * from './banner-rules';
export * from './splash-rules';

// ----- §4/§5 popup announcements -----

/** §5 "logged-in users see execution A, or F on first login; guests see B". */
export function popupsFor(
  list: PopupAnnouncement[],
  who: { loggedIn: boolean; firstTimeLogin: boolean },
): PopupAnnouncement[] {
  if (!who.loggedIn) return list.filter((p) => p.execution === 'B');
  return list.filter((p) => p.execution === 'A' || (p.execution === 'F' && who.firstTimeLogin));
}

/** §4 flag keys SHELL_PU_A_{id} (per member) and SHELL_PU_B (guests). */
export function popupStorageKey(memberId: string | number | null): string {
  return memberId === null || memberId === ''
    ? POPUP_KEY_GUEST
    : `${POPUP_KEY_MEMBER_PREFIX}${memberId}`;
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
    return {
      show: v.show,
      hash: v.hash,
      hideUntil: typeof v.hideUntil === 'number' ? v.hideUntil : null,
    };
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
export function canClosePopup(
  list: Pick<PopupAnnouncement, 'forceRead'>[],
  index: number,
  reachedLast: boolean,
): boolean {
  const forced = list.some((p) => p.forceRead);
  return !forced || reachedLast || index >= list.length - 1;
}

// ----- §4 welcome image popups -----

/** §2 home paths (the welcome popups show only there). */
export const HOME_PATHS = [
  APP_PATHS.root,
  APP_PATHS.home,
  APP_PATHS.index,
  APP_PATHS.indexHtml,
] as const;

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
  if (
    !isHomePath(input.pathname) ||
    isAppOrLiteContext(input.search, input.userAgent) ||
    input.sessionFlag === '0'
  )
    return [];
  return input.groups.filter((g) => {
    const b = input.banners.find((x) => x.groupName === g);
    return !!b && imageName(b.url) !== (input.storedNames[g] ?? null);
  });
}
