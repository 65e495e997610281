import { memberAreaQueryKey } from '../../../lib/member-info';

/**
 * Query keys of the loyalty calls: under the member area's key, so a logout clears them
 * (app/session-effects), with the token so that one session's answers never show in another.
 */
export const loyaltyKey = (name: string, token: string | null) =>
  [...memberAreaQueryKey, 'loyalty', name, token] as const;

/** Everything the loyalty screens show about a member: refreshed after a claim or a redemption. */
export const loyaltyRootKey = [...memberAreaQueryKey, 'loyalty'] as const;
