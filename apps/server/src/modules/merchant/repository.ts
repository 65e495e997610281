import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import {
  merchantSettingsSchema,
  type MerchantSettings,
} from '@member-app/contract/schemas/merchant-settings';
import type { Db } from '../../db/client';
import { normalizeHost, type Merchant } from '../../domain/merchant';
import { merchantDomains, merchants } from '../../db/schema';

/** How long a merchant stays in the per-process cache; operator changes show within this time. */
const MERCHANT_CACHE_TTL_MS = 15_000;

export function createMerchantRepository(db: Db) {
  // `null` caches a miss too, so that unknown hosts cost no query.
  const byCode = new LRUCache<string, { m: Merchant | null }>({
    max: 1_000,
    ttl: MERCHANT_CACHE_TTL_MS,
  });
  const codeByDomain = new LRUCache<string, { code: string | null }>({
    max: 10_000,
    ttl: MERCHANT_CACHE_TTL_MS,
  });

  // A site is asked for under a few spellings of its Host header (with a port, in capitals), each
  // the same on every request: each spelling is normalized once (normalizing took longer than the
  // two cache look-ups after it). Bounded, since callers choose the header.
  const spellings = new Map<string, string>();
  const domainOf = (host: string) => {
    let domain = spellings.get(host);
    if (domain === undefined) {
      if (spellings.size >= 1_000) spellings.clear();
      spellings.set(host, (domain = normalizeHost(host)));
    }
    return domain;
  };

  async function loadByCode(code: string): Promise<Merchant | null> {
    const [row] = await db.select().from(merchants).where(eq(merchants.code, code));
    // A disabled merchant is unknown to its players; operators read it through the admin API.
    if (!row || row.disabledAt) return null;
    const domains = await db
      .select({ domain: merchantDomains.domain })
      .from(merchantDomains)
      .where(eq(merchantDomains.merchantCode, code));
    // Parsed on load: settings stored before a field existed get its default.
    const settings = merchantSettingsSchema.parse(row.settings);
    return { code: row.code, settings, domains: domains.map((d) => d.domain) };
  }

  return {
    async findByCode(code: string): Promise<Merchant | null> {
      const hit = byCode.get(code);
      if (hit) return hit.m;
      const m = await loadByCode(code);
      byCode.set(code, { m });
      return m;
    },

    /** The cached answer of findByDomain, without waiting: undefined when not cached. */
    peekByDomain(host: string): Merchant | null | undefined {
      const entry = codeByDomain.get(domainOf(host));
      if (!entry) return undefined;
      if (entry.code === null) return null;
      return byCode.get(entry.code)?.m;
    },

    async findByDomain(host: string): Promise<Merchant | null> {
      const domain = normalizeHost(host);
      if (!domain) return null;
      let entry = codeByDomain.get(domain);
      if (!entry) {
        const [row] = await db
          .select({ code: merchantDomains.merchantCode })
          .from(merchantDomains)
          .where(eq(merchantDomains.domain, domain));
        entry = { code: row?.code ?? null };
        codeByDomain.set(domain, entry);
      }
      return entry.code ? this.findByCode(entry.code) : null;
    },

    /** Server-only: the merchant's default temporary password (§5). */
    async tempPassword(code: string): Promise<string | null> {
      const [row] = await db
        .select({ p: merchants.tempPassword })
        .from(merchants)
        .where(eq(merchants.code, code));
      return row?.p ?? null;
    },

    async upsert(input: {
      code: string;
      settings: MerchantSettings;
      domains: string[];
      tempPassword: string;
    }) {
      const domains = [...new Set(input.domains.map(normalizeHost).filter(Boolean))];
      await db.transaction(async (tx) => {
        await tx
          .insert(merchants)
          .values({ code: input.code, settings: input.settings, tempPassword: input.tempPassword })
          .onConflictDoUpdate({
            target: merchants.code,
            set: {
              settings: input.settings,
              tempPassword: input.tempPassword,
              version: sql`${merchants.version} + 1`,
              updatedAt: new Date(),
            },
          });
        await tx.delete(merchantDomains).where(eq(merchantDomains.merchantCode, input.code));
        if (domains.length > 0) {
          // A domain another merchant holds moves to this one (one merchant per host).
          await tx
            .insert(merchantDomains)
            .values(domains.map((domain) => ({ domain, merchantCode: input.code })))
            .onConflictDoUpdate({
              target: merchantDomains.domain,
              set: { merchantCode: input.code },
            });
        }
      });
      this.invalidate();
    },

    invalidate() {
      byCode.clear();
      codeByDomain.clear();
    },
  };
}

export type MerchantRepository = ReturnType<typeof createMerchantRepository>;
