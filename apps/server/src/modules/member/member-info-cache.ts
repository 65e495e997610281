import { envelope } from '@member-app/contract/schemas/envelope';
import { memberInfoSchema } from '@member-app/contract/schemas/session';
import type { Cache } from '../../cache/cache';
import { fastSerializerCompiler } from '../../lib/fast-serializer';
import { ok } from '../../lib/envelope';
import type { MemberRepository } from './repository';

/** Short: an operator's change (label, type) shows within this time even without invalidation. */
export const MEMBER_INFO_TTL_SECONDS = 60;

export const memberInfoEnvelope = envelope(memberInfoSchema);
// Compiled from the route's own response schema, so the cached text has exactly its shape.
const serialize = fastSerializerCompiler({ schema: memberInfoEnvelope });

/**
 * §3 member info, read through the shared cache so that GET /wps/member/info makes no database
 * round trip when warm. The cache holds the answer already serialized (the envelope's JSON): a warm
 * call neither parses nor serializes. Every change the member makes through the API invalidates it.
 */
export function createMemberInfoCache(cache: Cache, members: MemberRepository) {
  const key = (id: number) => `member:info:${id}`;
  return {
    /** The whole success envelope as JSON, or null when the member is gone. */
    async envelopeJson(id: number): Promise<string | null> {
      const hit = await cache.get(key(id));
      if (hit) return hit;
      const info = await members.info(id);
      if (!info) return null;
      const json = serialize(ok(info));
      await cache.set(key(id), json, MEMBER_INFO_TTL_SECONDS);
      return json;
    },
    invalidate: (id: number) => cache.del(key(id)),
  };
}

export type MemberInfoCache = ReturnType<typeof createMemberInfoCache>;
