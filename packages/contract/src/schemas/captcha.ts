import { z } from 'zod';
import { text } from './text';

/** GET /wps/captcha/geetest?t=: how to show the captcha (§2 screen 11, §5). */
export const captchaQuerySchema = z.object({ t: z.coerce.number().int().nonnegative().optional() });

/** ALTCHA proof-of-work challenge (the built-in captcha when the merchant has no Geetest id). */
export const altchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});

export const captchaInitSchema = z
  .discriminatedUnion('provider', [
    z.object({ provider: z.literal('builtin'), challenge: altchaChallengeSchema }),
    z.object({
      provider: z.literal('geetest'),
      version: z.enum(['v3', 'v4']),
      /** Geetest captcha id (v4) or gt (v3). */
      captchaId: z.string(),
      /** v3 only: the registered challenge and whether Geetest's servers answered. */
      challenge: z.string().optional(),
      success: z.boolean().optional(),
    }),
  ])
  .meta({ id: 'CaptchaInit' });
export type CaptchaInit = z.infer<typeof captchaInitSchema>;

/**
 * POST /wps/captcha/verify: the widget's answer is checked once, on the server; a pass token of
 * §9 (50 characters, valid 60 s, one use) then goes with the protected call as geetestValidateV4.
 */
export const captchaVerifyRequestSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('builtin'), payload: text(8192).min(1) }),
  z.object({
    provider: z.literal('geetest'),
    version: z.enum(['v3', 'v4']),
    // v3
    geetestChallenge: text(256).optional(),
    geetestValidate: text(256).optional(),
    geetestSeccode: text(256).optional(),
    // v4
    lotNumber: text(256).optional(),
    captchaOutput: text(4096).optional(),
    passToken: text(512).optional(),
    genTime: text(32).optional(),
  }),
]);
export type CaptchaVerifyRequest = z.infer<typeof captchaVerifyRequestSchema>;

export const captchaVerifyValueSchema = z.object({
  captchaToken: z.string(),
  expiresAt: z.number().int(),
});

/** §9 "fake captcha token length 50, lifetime 60 s". */
export const CAPTCHA_TOKEN_PATTERN = /^[A-Za-z0-9_-]{50}$/;
