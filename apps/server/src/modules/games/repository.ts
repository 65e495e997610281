import { eq } from 'drizzle-orm';
import type { Cache } from '../../cache/cache';
import type { InvalidationBus } from '../../cache/invalidation';
import type { Db } from '../../db/client';
import { gameCategories, games, gameVendors } from '../../db/schema';
import type { CatalogueSnapshot } from '../../domain/game-catalogue';
import { buildCatalogue, type Catalogue } from './catalogue';

/**
 * How long a merchant's catalogue stays in the cache (Redis when set, so every instance shares it).
 * The operator API drops it on change; the lifetime only bounds what another writer leaves stale.
 */
export const CATALOGUE_TTL_S = 60;
const key = (merchantCode: string) => `games:catalogue:${merchantCode}`;
/** The invalidation topic of one merchant's catalogue (plugins/invalidation.ts). */
export const catalogueTopic = (merchantCode: string) => `games:catalogue:${merchantCode}`;
const INSERT_BATCH = 1000;

/** A merchant's game catalogue: read through the cache, replaced by the operator API. */
export function createGameCatalogueStore(db: Db, cache: Cache, bus: InvalidationBus) {
  async function load(merchantCode: string): Promise<CatalogueSnapshot> {
    const [categoryRows, vendorRows, gameRows] = await Promise.all([
      db.select().from(gameCategories).where(eq(gameCategories.merchantCode, merchantCode)),
      db.select().from(gameVendors).where(eq(gameVendors.merchantCode, merchantCode)),
      db.select().from(games).where(eq(games.merchantCode, merchantCode)),
    ]);
    return {
      categories: categoryRows.map((c) => ({
        code: c.code,
        name: c.name,
        nameCn: c.nameCn,
        icon: c.icon,
        ordinal: c.ordinal,
      })),
      vendors: vendorRows.map((v) => ({
        code: v.code,
        name: v.name,
        nameCn: v.nameCn,
        logo: v.logo,
        isNew: v.isNew,
        maintenance: v.maintenance,
        enabled: v.enabled,
        sortOrder: v.sortOrder,
      })),
      games: gameRows.map((g) => ({
        gameCode: g.gameCode,
        vendorCode: g.vendorCode,
        category: g.category,
        name: g.name,
        nameCn: g.nameCn,
        image: g.image,
        providerGame: g.providerGame,
        lottery: g.lottery,
        trial: g.trial,
        hasLobby: g.hasLobby,
        playType: g.playType,
        prizeMode: g.prizeMode,
        lottoMode: g.lottoMode,
        hotRank: g.hotRank,
        isNew: g.isNew,
        enabled: g.enabled,
        sortOrder: g.sortOrder,
      })),
    };
  }

  /** The stored rows, from the cache when fresh. */
  async function snapshot(merchantCode: string): Promise<CatalogueSnapshot> {
    const cached = await cache.get(key(merchantCode));
    if (cached) return JSON.parse(cached) as CatalogueSnapshot;
    const fresh = await load(merchantCode);
    await cache.set(key(merchantCode), JSON.stringify(fresh), CATALOGUE_TTL_S);
    return fresh;
  }

  // Every player call reads the catalogue: parsing and rebuilding it per request made each call's
  // cost grow with the number of games. Each instance keeps the built catalogue in its memory; a
  // change drops it on every instance (the invalidation bus: Redis pub/sub with REDIS_URL), and
  // the lifetime bounds what a writer outside this server leaves stale.
  const built = new Map<string, { catalogue: Promise<Catalogue>; until: number }>();
  // One topic per merchant, listened to from the first time this instance builds its catalogue.
  const listening = new Set<string>();
  const listen = (merchantCode: string) => {
    if (listening.has(merchantCode)) return;
    listening.add(merchantCode);
    bus.subscribe(catalogueTopic(merchantCode), () => void built.delete(merchantCode));
  };

  /** What the merchant's players see (catalogue.ts buildCatalogue). */
  async function catalogue(merchantCode: string): Promise<Catalogue> {
    const held = built.get(merchantCode);
    if (held && held.until > Date.now()) return held.catalogue;
    listen(merchantCode);
    const next = snapshot(merchantCode).then(buildCatalogue);
    built.set(merchantCode, { catalogue: next, until: Date.now() + CATALOGUE_TTL_S * 1000 });
    // A failed load is not kept: the next call tries again.
    next.catch(() => {
      if (built.get(merchantCode)?.catalogue === next) built.delete(merchantCode);
    });
    return next;
  }

  /** Drops the merchant's catalogue from the shared cache and from every instance's memory. */
  async function invalidate(merchantCode: string): Promise<void> {
    built.delete(merchantCode);
    await cache.del(key(merchantCode));
    await bus.publish(catalogueTopic(merchantCode));
  }

  /** Replaces the merchant's whole catalogue in one transaction, then drops the cached copy. */
  async function replace(merchantCode: string, next: CatalogueSnapshot): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.delete(games).where(eq(games.merchantCode, merchantCode));
      await tx.delete(gameVendors).where(eq(gameVendors.merchantCode, merchantCode));
      await tx.delete(gameCategories).where(eq(gameCategories.merchantCode, merchantCode));
      if (next.categories.length)
        await tx
          .insert(gameCategories)
          .values(next.categories.map((c) => ({ ...c, merchantCode })));
      if (next.vendors.length)
        await tx.insert(gameVendors).values(next.vendors.map((v) => ({ ...v, merchantCode })));
      // In parts: one statement takes at most 65535 parameters (5000 games have 90000).
      for (let i = 0; i < next.games.length; i += INSERT_BATCH)
        await tx
          .insert(games)
          .values(next.games.slice(i, i + INSERT_BATCH).map((g) => ({ ...g, merchantCode })));
    });
    await invalidate(merchantCode);
  }

  return { snapshot, catalogue, invalidate, replace, load };
}

export type GameCatalogueStore = ReturnType<typeof createGameCatalogueStore>;
