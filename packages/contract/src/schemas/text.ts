import { z } from 'zod';

/**
 * The one rule for every string a caller sends (body, query, path, headers the server reads):
 * no NUL character, no lone UTF-16 surrogate, and a bounded length. PostgreSQL refuses NUL in text
 * and JSON, and a lone surrogate cannot be encoded as UTF-8, so either would otherwise reach the
 * database (or a hash, a log, a header) and fail there as a server error instead of a 400.
 */

/** Longest string a request field takes when its schema names no tighter bound. */
export const TEXT_MAX = 2048;

/** A surrogate that is not half of a pair (with the u flag, a pair is one code point). */
const LONE_SURROGATE = /\p{Cs}/u;

export const TEXT_ISSUE = 'text.forbidden.character';

/** True when the string holds neither NUL nor a lone surrogate. */
export function isCleanText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * The check itself, one instance shared by every schema so a test can tell that a string schema
 * carries it (`hasCleanTextCheck`). Add it to string formats: `z.url().max(2048).check(cleanText).check(cleanText)`.
 */
export const cleanText = z.refine<string>(isCleanText, { message: TEXT_ISSUE });

/**
 * A request string: `text()` for up to TEXT_MAX characters, `text(64)` for less. Chain the rest as
 * usual (`text(64).trim().min(1)`); the character rule runs before any transform.
 */
export function text(max: number = TEXT_MAX) {
  return z.string().max(max).check(cleanText);
}

/**
 * Strings every request schema must refuse, and a few it must accept (the last ones), for the
 * contract's tests, the server's tests and the reliability bench.
 */
export const HOSTILE_STRINGS: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  'a'.repeat(TEXT_MAX + 1),
  'a'.repeat(100_000),
];
/** Unusual but valid: must never be refused for their characters. */
export const UNUSUAL_VALID_STRINGS: readonly string[] = [
  '😀',
  'Ñandú',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '\u200b\u202e',
  '\ud83d\ude00',
];
