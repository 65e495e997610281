import { DOMAIN_NOT_AVAILABLE } from '@member-app/contract/call-errors';
import type { SiteSettings } from '@member-app/contract/schemas/system';

export type StatusFailureDecision =
  /** §8 "errorCode domain_not_available goes to the domain error handler". */
  | { type: 'domain'; message: string }
  /** §8 a notice dialog with the server message (or Error) and a confirm button. */
  | { type: 'notice'; message: string };

export const NETWORK_ERROR_MESSAGE = 'Network Error / CORS Errors';

/**
 * §8 Status call failure: "errorCode domain_not_available goes to the domain error handler; any
 * other errorCode, or a non-http protocol, shows a notice dialog with the server message (or
 * Error) and a confirm button; plain http with no errorCode shows Network Error / CORS Errors."
 */
export function decideStatusFailure(input: {
  errorCode: string | null;
  message: string;
  protocol: string;
}): StatusFailureDecision {
  if (input.errorCode === DOMAIN_NOT_AVAILABLE)
    return { type: 'domain', message: input.message || 'Error' };
  const isHttp = input.protocol === 'http:' || input.protocol === 'https:';
  if (input.errorCode || !isHttp) return { type: 'notice', message: input.message || 'Error' };
  return { type: 'notice', message: NETWORK_ERROR_MESSAGE };
}

export type SystemScreen = 'maintenance' | 'restricted' | null;

/** §2 screens 1 and 2 replace the app: maintenance first, then IP or region restriction. */
export function decideSystemScreen(
  settings: Pick<SiteSettings, 'maintenance' | 'regionRestriction'> | undefined,
): SystemScreen {
  if (!settings) return null;
  if (settings.maintenance) return 'maintenance';
  if (settings.regionRestriction) return 'restricted';
  return null;
}
