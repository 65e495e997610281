/**
 * Body encryption of SPEC §7 as ARCHITECTURE.md decides it: the headers Encryption, X-Digest and
 * X-RSA are kept; the body is AES-256-GCM under a fresh key, the key wrapped with RSA-OAEP-256.
 *
 *   Encryption: AES-256-GCM+RSA-OAEP-256; kid=<keyId>
 *   X-RSA:      base64(RSA-OAEP-SHA256(publicKey, aesKey))
 *   X-Digest:   SHA-256=<base64(SHA-256(plaintext JSON bytes))>
 *   body:       {"iv": base64(12 bytes), "data": base64(ciphertext || 16-byte tag)}
 */
export const ENCRYPTION_SCHEME = 'AES-256-GCM+RSA-OAEP-256';
export const ENCRYPTION_HEADER = 'encryption';
export const DIGEST_HEADER = 'x-digest';
export const RSA_HEADER = 'x-rsa';
