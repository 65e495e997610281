/**
 * §3 the customer-service path codec: the server encodes each entry's address, the web app decodes
 * it when the player opens the entry. Apart from rules/member-area.ts, whose constants the shell
 * reads on every page, so that the codec loads with the customer-service entries (issue 14).
 * zod-free, so the web app may import it.
 */

/** §3 "path (encrypted, decoded client side with a key of the last 8 characters)". */
export const CS_PATH_KEY_LENGTH = 8;

const toBase64Url = (bytes: Uint8Array): string => {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
const fromBase64Url = (text: string): Uint8Array => {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};
const xorWithKey = (data: Uint8Array, key: string): Uint8Array => {
  const k = new TextEncoder().encode(key);
  return data.map((b, i) => b ^ k[i % k.length]!);
};

const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** An 8-character key for {@link encodeCsPath}, from the given random bytes (at least 8). */
export function csPathKey(random: Uint8Array): string {
  let key = '';
  for (let i = 0; i < CS_PATH_KEY_LENGTH; i++)
    key += KEY_ALPHABET[random[i]! % KEY_ALPHABET.length];
  return key;
}

/**
 * §3 the customer-service path as the server sends it: the address XOR-ed with the key, base64url,
 * followed by the 8-character key. The key travels with the value, so this keeps addresses out of
 * plain sight (scrapers, logs) rather than secret; no cipher would add secrecy here.
 */
export function encodeCsPath(url: string, key: string): string {
  if (key.length !== CS_PATH_KEY_LENGTH)
    throw new Error(`key must be ${CS_PATH_KEY_LENGTH} characters`);
  return toBase64Url(xorWithKey(new TextEncoder().encode(url), key)) + key;
}

/** §3 decodes a customer-service path with the key of its last 8 characters; null when malformed. */
export function decodeCsPath(path: string): string | null {
  if (path.length <= CS_PATH_KEY_LENGTH) return null;
  const key = path.slice(-CS_PATH_KEY_LENGTH);
  try {
    const url = new TextDecoder('utf-8', { fatal: true }).decode(
      xorWithKey(fromBase64Url(path.slice(0, -CS_PATH_KEY_LENGTH)), key),
    );
    return /^(https?:\/\/|\/)/.test(url) ? url : null;
  } catch {
    return null;
  }
}
