import { eq, sql } from 'drizzle-orm';
import type { InvalidationBus } from '../../cache/invalidation';
import type { Db } from '../../db/client';
import { gameCategories, games, gameVendors } from '../../db/schema';
import type { CatalogueSnapshot } from '../../domain/game-catalogue';
import { buildCatalogue, type Catalogue } from './catalogue';

/**
 * How often an instance on PostgreSQL asks whether a merchant's catalogue rows changed behind its
 * back (another writer than the operator API: a script on the database). The operator API drops
 * the catalogue on change on every instance; the embedded database has no other writer.
 */
export const CATALOGUE_TTL_S = 60;
/** The invalidation topic of one merchant's catalogue (plugins/invalidation.ts). */
export const catalogueTopic = (merchantCode: string) => `games:catalogue:${merchantCode}`;
const INSERT_BATCH = 1000;

export interface CatalogueStoreOptions {
  /**
   * Other processes may write the rows (PostgreSQL: other instances, scripts), so the held
   * catalogue is checked against them every CATALOGUE_TTL_S. On the embedded database (PGlite)
   * this process is the only one that opens its folder, and every write it makes goes through
   * `replace`, which drops the catalogue: nothing can change it unannounced, so it never expires.
   */
  otherWriters: boolean;
  /** The clock of the lifetime (the app's, which tests move). */
  now: () => number;
}

/**
 * The version of a merchant's stored catalogue: a digest of every row of its three tables, made by
 * the database in one small answer. Any change of any row (by whatever writer) changes it.
 */
function versionQuery(merchantCode: string) {
  const rows = (table: string) => sql`coalesce((select string_agg(t::text, ',' order by t.id)
    from ${sql.identifier(table)} t where t.merchant_code = ${merchantCode}), '')`;
  return sql`select md5(${rows('games')} || '/' || ${rows('game_vendors')}
    || '/' || ${rows('game_categories')}) as version`;
}

/** A merchant's game catalogue: built once per instance and held, replaced by the operator API. */
export function createGameCatalogueStore(
  db: Db,
  bus: InvalidationBus,
  options: CatalogueStoreOptions,
) {
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

  async function version(merchantCode: string): Promise<string> {
    const result: unknown = await db.execute(versionQuery(merchantCode));
    // Both drivers (node-postgres, PGlite) answer a raw statement with its `rows`.
    return (result as { rows: { version: string }[] }).rows[0]!.version;
  }

  /**
   * The rows and, where others may write them, their version read first: a write between the two
   * reads leaves an older version with newer rows, which the next check only builds again.
   */
  async function read(merchantCode: string) {
    const seen = options.otherWriters ? await version(merchantCode) : undefined;
    return { version: seen, catalogue: buildCatalogue(await load(merchantCode)) };
  }

  // Every player call reads the catalogue: parsing and rebuilding it per request made each call's
  // cost grow with the number of games. Each instance keeps the built catalogue in its memory; a
  // change drops it on every instance (the invalidation bus: Redis pub/sub with REDIS_URL).
  interface Held {
    catalogue: Promise<Catalogue>;
    /** The version of the rows it was built from, once read (PostgreSQL only). */
    version?: string;
    /** When it is checked against the rows again (never on the embedded database). */
    until: number;
    /** The check under way, if any. */
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
  const lifetime = () => (options.otherWriters ? options.now() + CATALOGUE_TTL_S * 1000 : Infinity);

  /**
   * Past its lifetime the held catalogue's version is read again in the background (one small
   * answer) while players are still answered from it; only a changed version reads and builds the
   * rows again. Reading 5000 games, parsing and building them took 0.6-1.5 s on a busy machine,
   * on the event loop that answers the players, once a minute, to find nothing changed.
   */
  function refresh(merchantCode: string, held: Held) {
    held.refreshing ??= version(merchantCode)
      .then(async (seen) => {
        if (seen === held.version) {
          held.until = lifetime();
          return;
        }
        const next = await read(merchantCode);
        // Dropped meanwhile (a change): the next call builds it from the changed rows.
        if (built.get(merchantCode) !== held) return;
        built.set(merchantCode, {
          catalogue: Promise.resolve(next.catalogue),
          version: next.version,
          until: lifetime(),
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
      if (held.version !== undefined && held.until <= options.now()) refresh(merchantCode, held);
      return held.catalogue;
    }
    listen(merchantCode);
    const entry: Held = {
      catalogue: read(merchantCode).then((next) => {
        entry.version = next.version;
        return next.catalogue;
      }),
      until: lifetime(),
      refreshing: null,
    };
    built.set(merchantCode, entry);
    // A failed load is not kept: the next call tries again.
    entry.catalogue.catch(() => {
      if (built.get(merchantCode) === entry) built.delete(merchantCode);
    });
    return entry.catalogue;
  }

  /** Drops the merchant's catalogue from every instance's memory. */
  async function invalidate(merchantCode: string): Promise<void> {
    built.delete(merchantCode);
    await bus.publish(catalogueTopic(merchantCode));
  }

  /** Replaces the merchant's whole catalogue in one transaction, then drops the held copies. */
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

  return { catalogue, refreshed, invalidate, replace, load };
}

export type GameCatalogueStore = ReturnType<typeof createGameCatalogueStore>;
