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

  /** The stored rows as JSON text, from the cache when fresh. */
  async function snapshotText(merchantCode: string): Promise<string> {
    const cached = await cache.get(key(merchantCode));
    if (cached) return cached;
    const text = JSON.stringify(await load(merchantCode));
    await cache.set(key(merchantCode), text, CATALOGUE_TTL_S);
    return text;
  }

  /** The stored rows, from the cache when fresh. */
  async function snapshot(merchantCode: string): Promise<CatalogueSnapshot> {
    return JSON.parse(await snapshotText(merchantCode)) as CatalogueSnapshot;
  }

  // Every player call reads the catalogue: parsing and rebuilding it per request made each call's
  // cost grow with the number of games. Each instance keeps the built catalogue in its memory; a
  // change drops it on every instance (the invalidation bus: Redis pub/sub with REDIS_URL), and
  // the lifetime bounds what a writer outside this server leaves stale.
  interface Held {
    catalogue: Promise<Catalogue>;
    /** The rows' text it was built from, once read. */
    text?: string;
    until: number;
    /** The refresh under way, if any. */
    refreshing: Promise<void> | null;
  }
  const built = new Map<string, Held>();
  // One topic per merchant, listened to from the first time this instance builds its catalogue.
  const listening = new Set<string>();
  const listen = (merchantCode: string) => {
    if (listening.has(merchantCode)) return;
    listening.add(merchantCode);
    bus.subscribe(catalogueTopic(merchantCode), () => void built.delete(merchantCode));
  };

  /**
   * Past its lifetime, the held catalogue is read again in the background while players are still
   * answered from it, and kept (with every answer made from it) when its rows have not changed. With
   * 5000 games, reading, parsing and building it again took 0.6-1.5 s on a busy machine, during which
   * every catalogue call waited, once a minute, and its answers were all made again after it.
   */
  function refresh(merchantCode: string, held: Held) {
    held.refreshing ??= snapshotText(merchantCode)
      .then((text) => {
        // Dropped meanwhile (a change): the next call builds it from the changed rows.
        if (built.get(merchantCode) !== held) return;
        const until = Date.now() + CATALOGUE_TTL_S * 1000;
        if (text === held.text) {
          held.until = until;
          return;
        }
        const catalogue = buildCatalogue(JSON.parse(text) as CatalogueSnapshot);
        built.set(merchantCode, {
          catalogue: Promise.resolve(catalogue),
          text,
          until,
          refreshing: null,
        });
      })
      // The held catalogue stays; the next call tries again.
      .catch(() => {})
      .finally(() => {
        held.refreshing = null;
      });
  }

  /** Settles once the merchant's refresh under way, if any, has ended (tests). */
  async function refreshed(merchantCode: string): Promise<void> {
    await built.get(merchantCode)?.refreshing;
  }

  /** What the merchant's players see (catalogue.ts buildCatalogue). */
  async function catalogue(merchantCode: string): Promise<Catalogue> {
    const held = built.get(merchantCode);
    if (held) {
      if (held.text !== undefined && held.until <= Date.now()) refresh(merchantCode, held);
      return held.catalogue;
    }
    listen(merchantCode);
    const entry: Held = {
      catalogue: snapshotText(merchantCode).then((text) => {
        entry.text = text;
        return buildCatalogue(JSON.parse(text) as CatalogueSnapshot);
      }),
      until: Date.now() + CATALOGUE_TTL_S * 1000,
      refreshing: null,
    };
    built.set(merchantCode, entry);
    // A failed load is not kept: the next call tries again.
    entry.catalogue.catch(() => {
      if (built.get(merchantCode) === entry) built.delete(merchantCode);
    });
    return entry.catalogue;
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

  return { snapshot, catalogue, refreshed, invalidate, replace, load };
}

export type GameCatalogueStore = ReturnType<typeof createGameCatalogueStore>;
