import { TOO_MANY_REQUEST_PREFIX } from '@member-app/contract/call-errors';
import { isApiError } from './api-error';
import { showAlert, showToast } from './overlay-store';
import { translateServerMessage } from './server-message';

/**
 * §8 for the flows that show their own errors (the `alert: false` callers): the same catalogue as
 * the global error policy. "Messages starting with TOO_MANY_REQUEST are not alerted": such a
 * refusal is never shown as a raw message in an alert.
 */
export function isTooManyRequests(e: unknown): boolean {
  return isApiError(e) && e.message.startsWith(TOO_MANY_REQUEST_PREFIX);
}

/**
 * §4 SMS code: a code asked for too soon is refused with the time the next one is allowed
 * (`value.expirationTime`); the send button counts down to it. Null for any other failure.
 */
export function resendAtFromRefusal(e: unknown): number | null {
  if (!isTooManyRequests(e) || !isApiError(e)) return null;
  const value = e.value as { expirationTime?: unknown } | null | undefined;
  const at = value?.expirationTime;
  return typeof at === 'number' && Number.isFinite(at) ? at : null;
}

/**
 * A failed call of a flow that handles its errors: the server message (translated when its code is
 * known) in an alert; a TOO_MANY_REQUEST refusal only as a short note in the user's language.
 */
export async function showCallerError(
  e: unknown,
  t: (key: 'notice' | 'confirm' | 'unknown_error' | 'too_many_attempts') => string,
): Promise<void> {
  if (isTooManyRequests(e)) {
    showToast(t('too_many_attempts'), 'error');
    return;
  }
  await showAlert(isApiError(e) ? translateServerMessage(e.code, e.message) : t('unknown_error'), {
    title: t('notice'),
    okLabel: t('confirm'),
  });
}
