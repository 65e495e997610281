import { z } from 'zod';
import { cleanText, text } from './text';
import { FIREBASE_CHANNELS } from '../account';
import { IDENTITY_MESSAGE_TYPE } from '../rules/identity';

/**
 * The built-in identity provider (ARCHITECTURE.md "Outside services"): what Firebase Auth does for
 * a merchant with a Firebase project, this server does for everyone else, offline. It signs id
 * tokens with its own keys and publishes them as a JWKS; the login call verifies them with `jose`.
 * These calls are the vendor's API, not the product contract (§7 "Third-party identity ... calls").
 * Errors use Firebase's codes (`auth/...`) so the app's error catalogue (§8) serves both.
 */
// The paths, message type and error codes live zod-free in rules/identity.ts (the web app imports them).
export {
  BUILTIN_IDENTITY_ISSUER,
  IDENTITY_BASE_PATH,
  IDENTITY_ERROR_CODES,
  IDENTITY_MESSAGE_TYPE,
  IDENTITY_PATHS,
  SIGN_IN_PROVIDERS,
} from '../rules/identity';

/** GET signin query. `origin` is the app's origin; the result is posted to it only if it is the merchant's. */
export const identitySigninQuerySchema = z.object({
  channel: z.enum(FIREBASE_CHANNELS),
  origin: z.url().max(253).check(cleanText),
});

/** POST signin (form): the account the person picked or typed in the provider's window. */
export const identitySigninFormSchema = z.object({
  channel: z.enum(FIREBASE_CHANNELS),
  origin: z.url().max(253).check(cleanText),
  email: z.email().max(254).check(cleanText),
  displayName: text(64).trim().min(1),
});

/** The message the popup posts to its opener: `{ type, idToken, channel }` or `{ type, error }`. */
export const identityMessageSchema = z.discriminatedUnion('ok', [
  z.object({
    type: z.literal(IDENTITY_MESSAGE_TYPE),
    ok: z.literal(true),
    channel: z.enum(FIREBASE_CHANNELS),
    idToken: z.string(),
  }),
  z.object({
    type: z.literal(IDENTITY_MESSAGE_TYPE),
    ok: z.literal(false),
    code: z.string(),
    message: z.string(),
  }),
]);
export type IdentityMessage = z.infer<typeof identityMessageSchema>;

/** POST phone/send: E.164 number (+ dialing code + number, §4 phone verification). */
export const identityPhoneSendSchema = z.object({ phoneNumber: text().regex(/^\+\d{6,18}$/) });
export const identityPhoneSentSchema = z.object({
  /** Opaque handle of this verification, sent back with the code. */
  sessionInfo: z.string(),
  /** Epoch ms after which the code no longer works (the client's countdown is 60 s, §4). */
  expirationTime: z.number().int(),
});
export const identityPhoneVerifySchema = z.object({
  sessionInfo: text(512).min(1),
  code: text()
    .trim()
    .regex(/^\d{6}$/),
});
export const identityTokenSchema = z.object({ idToken: z.string() });
