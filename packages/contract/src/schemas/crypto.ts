import { z } from 'zod';
import { text } from './text';

// Re-exported for the server's convenience; the web app imports them from '../crypto' (no zod).
export * from '../crypto';

export const encryptedBodySchema = z.object({
  iv: text().regex(/^[A-Za-z0-9+/]{16}$/, '12 bytes, base64'),
  data: text(400_000).min(24),
});
export type EncryptedBody = z.infer<typeof encryptedBodySchema>;

/** GET /wps/session/key/rsa?_={timestamp}. */
export const rsaKeyQuerySchema = z.object({ _: z.coerce.number().int().nonnegative().optional() });
export const rsaKeyValueSchema = z
  .object({
    keyId: z.string(),
    /** base64 of the DER SubjectPublicKeyInfo (WebCrypto `importKey('spki', ...)`). */
    publicKey: z.string(),
    algorithm: z.literal('RSA-OAEP-256'),
    /** Epoch ms after which a newer key is handed out; the key stays valid for a grace period. */
    expiresAt: z.number().int(),
  })
  .meta({ id: 'RsaKey' });
export type RsaKey = z.infer<typeof rsaKeyValueSchema>;
