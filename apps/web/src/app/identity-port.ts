import { lazy } from 'react';
import type { IdentityPort } from '../features/auth/identity-port';

/**
 * The identity feature as the auth forms see it (§4 Firebase login), composed here because
 * features do not import each other. Everything loads on demand: the buttons with the form that
 * shows them, the provider's client at the first phone code or click.
 */
export const identityPort: IdentityPort = {
  SocialSignIn: lazy(() =>
    import('../features/identity/components/social-sign-in').then((m) => ({
      default: m.SocialSignIn,
    })),
  ),
  sendPhoneCode: (sms, dialingCode, mobile, t) =>
    import('../features/identity/phone').then((m) => m.sendPhoneCode(sms, dialingCode, mobile, t)),
  confirmPhoneCode: (sms, code, t) =>
    import('../features/identity/phone').then((m) => m.confirmPhoneCode(sms, code, t)),
};
