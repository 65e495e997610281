import { createPrivateKey, generateKeyPair, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import { LRUCache } from 'lru-cache';
import type { RsaKey } from '@member-app/contract/schemas/crypto';
import type { Db } from '../../db/client';
import { randomToken } from '../../lib/tokens';
import { createRsaKeyRepository, type RsaKeyRow } from './repository';

/** A key is handed out for a day (a leaked key is useless the next day); a newer one is made on the first request after that. */
export const RSA_KEY_LIFETIME_MS = 24 * 3_600_000;
/** After a newer key is handed out, the previous one still decrypts for this long. */
export const RSA_KEY_GRACE_MS = 2 * 3_600_000;
const RSA_MODULUS_BITS = 2048;

const generate = promisify(generateKeyPair);

/**
 * The RSA-OAEP key pairs of body encryption (contract schemas/crypto.ts), kept in `rsa_keys` so that
 * every instance hands out and accepts the same keys.
 */
export function createRsaKeyStore(db: Db, now: () => number) {
  const repository = createRsaKeyRepository(db);
  let current: RsaKeyRow | null = null;
  // Keys never change once made: cache the parsed private key by id (misses too, briefly).
  const privateKeys = new LRUCache<string, { key: KeyObject | null; expiresAt: number }>({
    max: 1_000,
    ttl: 300_000,
  });

  async function rotate(t: number): Promise<RsaKeyRow> {
    // Made outside the lock: generating a 2048-bit key takes tens of milliseconds.
    const pair = await generate('rsa', {
      modulusLength: RSA_MODULUS_BITS,
      publicKeyEncoding: { type: 'spki', format: 'der' },
      privateKeyEncoding: { type: 'pkcs8', format: 'der' },
    });
    // Another instance may have rotated while this one waited: then its key is used, ours dropped.
    return repository.insertUnlessFresh(
      {
        id: randomToken(12),
        publicSpki: pair.publicKey.toString('base64'),
        privatePkcs8: pair.privateKey.toString('base64'),
        createdAt: new Date(t),
        expiresAt: new Date(t + RSA_KEY_LIFETIME_MS),
      },
      t,
    );
  }

  return {
    /** GET /wps/session/key/rsa: the key to encrypt with now, rotating it when it is a day old. */
    async current(): Promise<RsaKey> {
      const t = now();
      if (!current || current.expiresAt.getTime() <= t) {
        let row = await repository.newest();
        if (!row || row.expiresAt.getTime() <= t) row = await rotate(t);
        current = row;
      }
      return {
        keyId: current.id,
        publicKey: current.publicSpki,
        algorithm: 'RSA-OAEP-256',
        expiresAt: current.expiresAt.getTime(),
      };
    },

    /** The private key of `id` while it may still decrypt (until its expiry plus the grace period). */
    async privateKey(id: string): Promise<KeyObject | null> {
      let entry = privateKeys.get(id);
      if (!entry) {
        const row = await repository.byId(id);
        entry = row
          ? {
              key: createPrivateKey({
                key: Buffer.from(row.privatePkcs8, 'base64'),
                format: 'der',
                type: 'pkcs8',
              }),
              expiresAt: row.expiresAt.getTime(),
            }
          : { key: null, expiresAt: 0 };
        privateKeys.set(id, entry, row ? {} : { ttl: 30_000 });
      }
      return entry.key && now() < entry.expiresAt + RSA_KEY_GRACE_MS ? entry.key : null;
    },
  };
}

export type RsaKeyStore = ReturnType<typeof createRsaKeyStore>;
