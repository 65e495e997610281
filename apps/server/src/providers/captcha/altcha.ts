import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { Cache } from '../../cache/cache';

/** Proof-of-work size: the widget tries up to this many hashes (well under a second on a phone). */
export const ALTCHA_MAX_NUMBER = 100_000;
/** A challenge must be solved and verified within this time. */
export const ALTCHA_TTL_SECONDS = 300;

export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

/**
 * The built-in captcha (ARCHITECTURE "Outside services"): ALTCHA proof of work, self-hosted. The
 * HMAC key is shared by all instances (server_secrets); a solved challenge is accepted once, the
 * replay marker living in the shared cache until the challenge would have expired anyway.
 */
export function createAltcha(hmacKey: () => Promise<string>, cache: Cache, now: () => number) {
  return {
    async challenge(): Promise<AltchaChallenge> {
      return createChallenge({
        hmacKey: await hmacKey(),
        maxnumber: ALTCHA_MAX_NUMBER,
        expires: new Date(now() + ALTCHA_TTL_SECONDS * 1000),
      });
    },

    /** The widget's base64 payload: true once per solved challenge. */
    async verify(payload: string): Promise<boolean> {
      let signature: unknown;
      try {
        signature = (
          JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature?: unknown }
        ).signature;
      } catch {
        return false;
      }
      if (typeof signature !== 'string' || signature.length === 0 || signature.length > 256)
        return false;
      let valid: boolean;
      try {
        valid = await verifySolution(payload, await hmacKey(), true);
      } catch {
        return false;
      }
      return (
        valid && (await cache.setIfAbsent(`altcha:used:${signature}`, '1', ALTCHA_TTL_SECONDS))
      );
    },
  };
}
