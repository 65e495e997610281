/**
 * §2 "Banner click by linkageType" (no DOM, no React): on the first screen of home, so kept apart
 * from the popup rules (rules.ts re-exports it).
 */
import { APP_PATHS } from '@member-app/contract/routes';
import type { Banner } from '@member-app/contract/schemas/content';
import { LOTTERY_GAME_CATEGORY, LOTTERY_VENDORS } from '@member-app/contract/rules/content';
import { safeRedirectTarget } from '@member-app/contract/rules/redirects';

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

const isLotteryVendor = (vendor: string | null) =>
  !!vendor && (LOTTERY_VENDORS as readonly string[]).includes(vendor);

/** §2 "URL: an internal path (no http and starting with /m) opens in the app". */
export function isInternalPath(url: string): boolean {
  return safeRedirectTarget(url) !== null;
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
export function launchGamePath(
  b: Pick<Banner, 'linkage' | 'vendor' | 'gameType' | 'nodeId' | 'roomId'>,
): string {
  const q = new URLSearchParams();
  const lottery = isLotteryVendor(b.vendor);
  if (b.linkage) q.set('code', b.linkage);
  if (b.vendor) q.set('vendor', b.vendor);
  q.set('gameType', lottery ? LOTTERY_GAME_CATEGORY : (b.gameType ?? ''));
  if (b.nodeId) q.set('nodeId', b.nodeId);
  if (b.roomId) q.set('roomId', b.roomId);
  if (lottery) q.set('lottoView', b.nodeId === 'lobby' || !b.nodeId ? 'lobby' : 'betting');
  q.set('backUrl', APP_PATHS.home);
  return `${APP_PATHS.launchGame}?${q.toString()}`;
}

/** §2 "Banner click by linkageType". */
export function bannerClick(b: Banner, ctx: ClickContext): BannerClick {
  switch (b.linkageType) {
    case 'P':
      // "P: open the activity page with its id."
      return b.linkage
        ? { type: 'navigate', to: `${APP_PATHS.activity}?id=${encodeURIComponent(b.linkage)}` }
        : { type: 'none' };
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
      if (isLotteryVendor(b.vendor) && !ctx.loggedIn)
        return { type: 'navigate', to: APP_PATHS.login };
      return { type: 'navigate', to: launchGamePath(b) };
    default:
      return { type: 'none' };
  }
}
