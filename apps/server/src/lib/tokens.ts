import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** An opaque random token in base64url (32 bytes → 43 characters): session tokens, ids. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

export const hmacHex = (key: string, value: string) =>
  createHmac('sha256', key).update(value).digest('hex');

/** Compares two strings in constant time for equal lengths (length itself is not secret here). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
