import { constants, createDecipheriv, createHash, privateDecrypt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ACCOUNT_ERROR_CODES, ERROR_CODES } from '@member-app/contract/errors';
import {
  DIGEST_HEADER,
  ENCRYPTION_HEADER,
  ENCRYPTION_SCHEME,
  RSA_HEADER,
  encryptedBodySchema,
} from '@member-app/contract/schemas/crypto';
import { AppError } from '../../lib/errors';
import { safeEqual } from '../../lib/tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body may come encrypted (§7 Encryption, X-Digest, X-RSA); it is decrypted before validation. */
    encryptedBody?: boolean;
  }
}

const SCHEME = new RegExp(
  `^${ENCRYPTION_SCHEME.replace(/[+]/g, '\\+')};\\s*kid=([A-Za-z0-9_-]{1,64})$`,
);
const GCM_TAG_BYTES = 16;

const keyUnknown = () =>
  new AppError(
    400,
    ACCOUNT_ERROR_CODES.CRYPTO_KEY_UNKNOWN,
    'Unknown or expired encryption key; fetch a new one',
  );
const cipherInvalid = () =>
  new AppError(400, ACCOUNT_ERROR_CODES.CRYPTO_CIPHER_INVALID, 'The encrypted body cannot be read');
const digestMismatch = () =>
  new AppError(
    400,
    ACCOUNT_ERROR_CODES.CRYPTO_DIGEST_MISMATCH,
    'The body does not match its digest',
  );

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Body encryption of §7 as the contract describes it (schemas/crypto.ts): AES-256-GCM under a fresh
 * key wrapped with RSA-OAEP-256. It is a second layer on top of TLS, which stays the primary
 * protection: a plain JSON body (no Encryption header) is still accepted, because a client on TLS
 * gains nothing from being refused. Bodies, keys and plaintext are never logged.
 */
export const encryptedBodyPlugin = fp(
  async (app: FastifyInstance) => {
    const decrypt: preValidationAsyncHookHandler = async (request) => {
      const scheme = header(request, ENCRYPTION_HEADER);
      if (scheme === undefined) return;
      const kid = SCHEME.exec(scheme.trim())?.[1];
      const privateKey = kid ? await app.rsaKeys.privateKey(kid) : null;
      if (!privateKey) throw keyUnknown();

      const body = encryptedBodySchema.safeParse(request.body);
      const wrapped = header(request, RSA_HEADER);
      if (!body.success || !wrapped) throw cipherInvalid();

      let plaintext: Buffer;
      try {
        const aesKey = privateDecrypt(
          { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          Buffer.from(wrapped, 'base64'),
        );
        const iv = Buffer.from(body.data.iv, 'base64');
        const data = Buffer.from(body.data.data, 'base64');
        if (aesKey.length !== 32 || iv.length !== 12 || data.length < GCM_TAG_BYTES)
          throw cipherInvalid();
        const decipher = createDecipheriv('aes-256-gcm', aesKey, iv, {
          authTagLength: GCM_TAG_BYTES,
        });
        decipher.setAuthTag(data.subarray(data.length - GCM_TAG_BYTES));
        plaintext = Buffer.concat([
          decipher.update(data.subarray(0, data.length - GCM_TAG_BYTES)),
          decipher.final(),
        ]);
      } catch {
        throw cipherInvalid();
      }

      const digest = /^SHA-256=([A-Za-z0-9+/=]+)$/.exec(
        header(request, DIGEST_HEADER)?.trim() ?? '',
      )?.[1];
      const actual = createHash('sha256').update(plaintext).digest('base64');
      if (!digest || !safeEqual(digest, actual)) throw digestMismatch();

      try {
        request.body = JSON.parse(plaintext.toString('utf8')) as unknown;
      } catch {
        throw new AppError(400, ERROR_CODES.VALIDATION, 'The decrypted body is not JSON');
      }
    };

    app.addHook('onRoute', (route) => {
      if (!route.config?.encryptedBody) return;
      const existing = route.preValidation
        ? Array.isArray(route.preValidation)
          ? route.preValidation
          : [route.preValidation]
        : [];
      route.preValidation = [decrypt, ...existing];
    });
  },
  { name: 'encrypted-body', dependencies: ['session'] },
);
