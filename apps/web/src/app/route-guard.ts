import { PREVIEW_PARAM } from '@member-app/contract/rules/preview';
import {
  APP_PATHS,
  FEEDBACK_PATH,
  HOME_PATH,
  LOGIN_PATH,
  findRoute,
} from '@member-app/contract/routes';

/**
 * Beyond SPEC: member pages the console's live preview shows a draft on (its frame has no session).
 * With a preview token in the address they open to a guest, whose member-only calls are not made;
 * the server answers nothing of a member without a session whatever the page.
 */
const PREVIEW_MEMBER_PAGES: readonly string[] = [
  APP_PATHS.mallHome,
  APP_PATHS.rewardCenter,
  APP_PATHS.leaderBoard,
];

export type GuardDecision = { type: 'allow' } | { type: 'redirect'; to: string };

/** §2 a token in the query (`token` or `tokens`) counts as logged in. */
export function queryToken(search: string): string | null {
  const params = new URLSearchParams(search);
  return params.get('token') || params.get('tokens') || null;
}

/**
 * §2 Route guard: "Every protected route redirects to /m/login unless a token is present in the
 * query (token or tokens) or in the stored session. /m/feedback without a session redirects to
 * /m/home. /m/inviteFriends is public." `pathname` is the full path, with /m.
 */
export function decideRoute(input: {
  pathname: string;
  search: string;
  hasSessionToken: boolean;
}): GuardDecision {
  const route = findRoute(input.pathname);
  if (!route) return { type: 'allow' };
  const hasToken = input.hasSessionToken || queryToken(input.search) !== null;
  if (route.path === FEEDBACK_PATH)
    return hasToken ? { type: 'allow' } : { type: 'redirect', to: HOME_PATH };
  const preview =
    PREVIEW_MEMBER_PAGES.includes(route.path) &&
    new URLSearchParams(input.search).has(PREVIEW_PARAM);
  if (route.protected && !hasToken && !preview) return { type: 'redirect', to: LOGIN_PATH };
  return { type: 'allow' };
}
