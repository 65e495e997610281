import { LRUCache } from 'lru-cache';
import type { Cache } from '../../cache/cache';
import type { Db } from '../../db/client';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { createSessionRepository } from './repository';

/** What a valid token stands for. Shared between calls: never mutate one. */
export interface SessionData {
  /** SHA-256 of the token (the key of the session everywhere). */
  tokenHash: string;
  memberId: number;
  merchantCode: string;
  type: number;
  userName: string;
  /** The IP the token was issued to (§8 token_ip_different). */
  ip: string;
  /** Epoch ms. */
  expiresAt: number;
}

const REVOKED = 'revoked';
const cacheKey = (hash: string) => `sess:${hash}`;

/**
 * Sessions: opaque random tokens, stored as their SHA-256 in `sessions` and read through
 * the cache, so that an authenticated call on a warm cache makes no database round trip. The cache
 * entry lives as long as the session; a revoked session leaves a tombstone for the rest of its life
 * so that a concurrent read-through cannot bring it back.
 */
export function createSessionStore(db: Db, cache: Cache, now: () => number) {
  const repository = createSessionRepository(db);
  // SHA-256 of recent tokens, so that a busy member's calls do not hash the same token again.
  const hashes = new LRUCache<string, string>({ max: 10_000 });
  const hashOf = (token: string) => {
    let hash = hashes.get(token);
    if (hash === undefined) {
      hash = sha256Hex(token);
      hashes.set(token, hash);
    }
    return hash;
  };
  // Parsed entries by their cached text: a warm call neither hashes nor parses (measured by npm run bench).
  const parsed = new LRUCache<string, SessionData>({ max: 10_000 });
  const parse = (text: string) => {
    let data = parsed.get(text);
    if (data === undefined) {
      data = JSON.parse(text) as SessionData;
      parsed.set(text, data);
    }
    return data;
  };
  const remainingSeconds = (expiresAt: number) =>
    Math.max(1, Math.ceil((expiresAt - now()) / 1000));

  async function tombstone(hash: string, expiresAt: number) {
    await cache.set(cacheKey(hash), REVOKED, remainingSeconds(expiresAt));
  }

  return {
    hashOf,

    async create(
      input: Omit<SessionData, 'expiresAt' | 'tokenHash'> & {
        device: string | null;
        ttlHours: number;
      },
    ) {
      const token = randomToken(32);
      const tokenHash = sha256Hex(token);
      const createdAt = now();
      const expiresAt = createdAt + input.ttlHours * 3_600_000;
      await repository.insert({
        tokenHash,
        memberId: input.memberId,
        merchantCode: input.merchantCode,
        ip: input.ip,
        device: input.device,
        createdAt: new Date(createdAt),
        expiresAt: new Date(expiresAt),
      });
      const data: SessionData = {
        tokenHash,
        memberId: input.memberId,
        merchantCode: input.merchantCode,
        type: input.type,
        userName: input.userName,
        ip: input.ip,
        expiresAt,
      };
      await cache.set(cacheKey(tokenHash), JSON.stringify(data), remainingSeconds(expiresAt));
      return { token, tokenHash, session: data };
    },

    /** The live session of a token, or null when unknown, expired or revoked. */
    async find(token: string): Promise<SessionData | null> {
      const tokenHash = hashOf(token);
      const cached = await cache.get(cacheKey(tokenHash));
      if (cached === REVOKED) return null;
      let data: SessionData | null = cached ? parse(cached) : null;
      if (!data) {
        const row = await repository.findByHash(tokenHash);
        if (!row || row.revokedAt) return null;
        data = {
          tokenHash,
          memberId: row.memberId,
          merchantCode: row.merchantCode,
          type: row.type,
          userName: row.userName,
          ip: row.ip,
          expiresAt: row.expiresAt.getTime(),
        };
        if (data.expiresAt > now()) {
          // Only when absent: a revocation that happened meanwhile keeps its tombstone.
          await cache.setIfAbsent(
            cacheKey(tokenHash),
            JSON.stringify(data),
            remainingSeconds(data.expiresAt),
          );
        }
      }
      return data.expiresAt > now() ? data : null;
    },

    async revokeHash(tokenHash: string) {
      const expiresAt = await repository.revoke(tokenHash, new Date(now()));
      await tombstone(tokenHash, expiresAt ? expiresAt.getTime() : now() + 3_600_000);
    },

    revoke(token: string) {
      return this.revokeHash(hashOf(token));
    },

    /** Every other live session of a member (after a password change). */
    async revokeOthers(memberId: number, keepHash: string) {
      const rows = await repository.revokeOthers(memberId, keepHash, new Date(now()));
      await Promise.all(rows.map((r) => tombstone(r.tokenHash, r.expiresAt.getTime())));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
