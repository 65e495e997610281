import { Secret, TOTP } from 'otpauth';
import type { Cache } from '../cache/cache';

/** RFC 6238 defaults, what authenticator apps show: 6 digits every 30 s, SHA-1. */
const PERIOD_MS = 30_000;
/** Steps either side of now a code may come from (clock drift, typing time). */
const WINDOW = 1;
/**
 * How long an accepted step is remembered: a step validates for at most (2 × WINDOW + 1) periods
 * (90 s), so after 120 s nothing it could block is still valid.
 */
const USED_TTL_S = 120;

/**
 * Whether `code` is the account's authenticator code now (±1 step) and newer than every code
 * accepted for the account before; accepting it uses it up. Without this, a code seen over
 * someone's shoulder could be replayed for about a minute.
 *
 * Every instance shares the cache (Redis when scaled out), so each step is claimed with one atomic
 * set-if-absent: a second use of a step fails wherever it lands. A claim then yields to any later
 * step already claimed, so a code of a step at or before the last accepted one is refused; two
 * racing claims of different steps cannot both pass out of order, because the lower one checks
 * after it claimed and the higher one claimed after that check.
 *
 * `account` names the kind of account and its id (`member:12`, `operator:3`).
 */
export async function acceptTotpOnce(
  cache: Cache,
  account: string,
  secret: string,
  code: string,
  now: number,
): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const totp = new TOTP({
    secret: Secret.fromBase32(secret),
    digits: 6,
    period: PERIOD_MS / 1000,
    algorithm: 'SHA1',
  });
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return false;
  const step = Math.floor(now / PERIOD_MS) + delta;
  const key = (s: number) => `totp:used:${account}:${s}`;
  if (!(await cache.setIfAbsent(key(step), '1', USED_TTL_S))) return false;
  // The latest step anyone can claim is now + WINDOW, at most 2 × WINDOW after this one.
  for (let later = step + 1; later <= step + 2 * WINDOW; later++) {
    if ((await cache.get(key(later))) !== null) return false;
  }
  return true;
}
