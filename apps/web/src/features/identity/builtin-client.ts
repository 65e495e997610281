import type { FirebaseChannel } from '@member-app/contract/account';
import {
  IDENTITY_ERROR_CODES,
  IDENTITY_MESSAGE_TYPE,
  IDENTITY_PATHS,
} from '@member-app/contract/rules/identity';
import { isApiError } from '../../lib/api-error';
import type { IdentityClient } from './client';
import { IdentityError } from './identity-error';
import { loginPopupFeatures } from './rules';
import { sendPhoneVerification } from './api/phone-send';
import { verifyPhoneCode } from './api/phone-verify';

/** How often the opener looks whether the person closed the sign-in window. */
const POPUP_POLL_MS = 400;
/** A message posted just before the window closed is still on its way: wait for it this long. */
const CLOSED_GRACE_MS = 300;

/** The built-in provider answers in the contract envelope with Firebase's codes; transport failures are Firebase's network error. */
export function toIdentityError(e: unknown): IdentityError {
  if (e instanceof IdentityError) return e;
  if (isApiError(e)) {
    if (e.code?.startsWith('auth/')) return new IdentityError(e.code, e.message);
    if (e.kind === 'network' || e.kind === 'timeout')
      return new IdentityError(IDENTITY_ERROR_CODES.NETWORK, e.message);
    return new IdentityError(IDENTITY_ERROR_CODES.UNKNOWN, e.message);
  }
  return new IdentityError(
    IDENTITY_ERROR_CODES.UNKNOWN,
    e instanceof Error ? e.message : String(e),
  );
}

interface PopupMessage {
  type: string;
  ok: boolean;
  idToken?: unknown;
  code?: unknown;
  message?: unknown;
}

const isPopupMessage = (d: unknown): d is PopupMessage =>
  !!d &&
  typeof d === 'object' &&
  (d as PopupMessage).type === IDENTITY_MESSAGE_TYPE &&
  typeof (d as PopupMessage).ok === 'boolean';

/**
 * The built-in identity provider (ARCHITECTURE "Outside services"): social sign-in in a 500x600
 * popup of this server (§9) that posts the id token back, and phone verification through its API.
 */
export function createBuiltinClient(win: Window = window): IdentityClient {
  let cancelPending: (() => void) | null = null;
  let phoneSession: string | null = null;

  return {
    signIn(channel: FirebaseChannel): Promise<string> {
      // Like Firebase: a second sign-in replaces the first, which ends as cancelled-popup-request
      // (ignored silently, §8).
      cancelPending?.();
      const origin = win.location.origin;
      const url = `${IDENTITY_PATHS.signin}?channel=${channel}&origin=${encodeURIComponent(origin)}`;
      const popup = win.open(url, 'mc-identity-signin', loginPopupFeatures(win));
      if (!popup)
        return Promise.reject(
          new IdentityError(
            IDENTITY_ERROR_CODES.POPUP_BLOCKED,
            'The browser blocked the sign-in window.',
          ),
        );
      return new Promise<string>((resolve, reject) => {
        let settled = false;
        const settle = (fn: () => void) => {
          if (settled) return;
          settled = true;
          win.removeEventListener('message', onMessage);
          clearInterval(poll);
          cancelPending = null;
          fn();
        };
        const onMessage = (e: MessageEvent) => {
          if (e.origin !== origin || e.source !== popup || !isPopupMessage(e.data)) return;
          const d = e.data;
          settle(() =>
            d.ok && typeof d.idToken === 'string'
              ? resolve(d.idToken)
              : reject(
                  new IdentityError(
                    typeof d.code === 'string' ? d.code : IDENTITY_ERROR_CODES.UNKNOWN,
                    typeof d.message === 'string' ? d.message : '',
                  ),
                ),
          );
        };
        win.addEventListener('message', onMessage);
        const poll = setInterval(() => {
          if (!popup.closed) return;
          clearInterval(poll);
          setTimeout(
            () =>
              settle(() =>
                reject(
                  new IdentityError(
                    IDENTITY_ERROR_CODES.POPUP_CLOSED,
                    'The sign-in window was closed before signing in.',
                  ),
                ),
              ),
            CLOSED_GRACE_MS,
          );
        }, POPUP_POLL_MS);
        cancelPending = () =>
          settle(() => {
            if (!popup.closed) popup.close();
            reject(
              new IdentityError(IDENTITY_ERROR_CODES.CANCELLED_POPUP, 'Another sign-in started.'),
            );
          });
      });
    },

    async sendPhoneCode(phoneNumber: string): Promise<void> {
      try {
        phoneSession = (await sendPhoneVerification(phoneNumber)).sessionInfo;
      } catch (e) {
        throw toIdentityError(e);
      }
    },

    async confirmPhoneCode(code: string): Promise<string> {
      // §4 "a missing SMS result gives the code-expired error".
      if (!phoneSession)
        throw new IdentityError(IDENTITY_ERROR_CODES.CODE_EXPIRED, 'Request a new code first.');
      try {
        const { idToken } = await verifyPhoneCode({ sessionInfo: phoneSession, code: code.trim() });
        phoneSession = null;
        return idToken;
      } catch (e) {
        throw toIdentityError(e);
      }
    },
  };
}
