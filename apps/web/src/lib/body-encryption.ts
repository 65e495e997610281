import { ENCRYPTION_SCHEME } from '@member-app/contract/crypto';
import type { EncryptedBody, RsaKey } from '@member-app/contract/schemas/crypto';

const toB64 = (buf: ArrayBuffer | Uint8Array) => {
  const bytes = buf instanceof Uint8Array ? buf : new Uint8Array(buf);
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
};
const fromB64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

export interface EncryptedRequest {
  headers: Record<string, string>;
  body: EncryptedBody;
}

/**
 * §7 body encryption as ARCHITECTURE.md decides it (packages/contract/src/schemas/crypto.ts):
 * AES-256-GCM under a fresh key, the key wrapped with the server's RSA-OAEP-256 key, a SHA-256
 * digest of the plaintext. WebCrypto only: no hand-rolled ciphers.
 */
export async function encryptBody(json: unknown, key: RsaKey): Promise<EncryptedRequest> {
  const subtle = crypto.subtle;
  const plaintext = new TextEncoder().encode(JSON.stringify(json));
  const rsa = await subtle.importKey(
    'spki',
    fromB64(key.publicKey),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const [data, rawKey, digest] = await Promise.all([
    subtle.encrypt({ name: 'AES-GCM', iv }, aes, plaintext),
    subtle.exportKey('raw', aes),
    subtle.digest('SHA-256', plaintext),
  ]);
  const wrapped = await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, rawKey);
  return {
    headers: {
      Encryption: `${ENCRYPTION_SCHEME}; kid=${key.keyId}`,
      'X-RSA': toB64(wrapped),
      'X-Digest': `SHA-256=${toB64(digest)}`,
    },
    body: { iv: toB64(iv), data: toB64(data) },
  };
}
