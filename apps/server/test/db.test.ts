import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { App } from '../src/lib/app-instance';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { clubLabels, members, merchantDomains, merchants } from '../src/db/schema';
import { seedDemo } from '../src/db/seed/seed';
import { DEMO_MEMBERS } from '../src/db/seed/demo-merchant';
import { verifyPassword } from '../src/lib/passwords';
import { ADMIN_TOKEN, testConfig, uniqueCode } from './helpers';

/**
 * The embedded database (ARCHITECTURE "one process, two ways to run"): what a first start seeds
 * survives a restart, and seeding never duplicates, even when instances start together.
 */

const usesPostgres = Boolean(process.env.DATABASE_URL);
const tempDirs: string[] = [];
afterAll(async () => {
  await Promise.all(tempDirs.map((d) => rm(d, { recursive: true, force: true })));
});

async function demoCounts(db: Db) {
  const n = async (rows: Promise<{ n: number }[]>) => (await rows)[0]!.n;
  return {
    merchants: await n(db.select({ n: count() }).from(merchants).where(eq(merchants.code, 'demo'))),
    domains: await n(
      db
        .select({ n: count() })
        .from(merchantDomains)
        .where(eq(merchantDomains.merchantCode, 'demo')),
    ),
    labels: await n(
      db.select({ n: count() }).from(clubLabels).where(eq(clubLabels.merchantCode, 'demo')),
    ),
    members: await n(
      db.select({ n: count() }).from(members).where(eq(members.merchantCode, 'demo')),
    ),
  };
}
const SEEDED = { merchants: 1, domains: 4, labels: 6, members: 4 };

describe.skipIf(usesPostgres)(
  'embedded PGlite in DATA_DIR (skipped: DATABASE_URL is set, so the server never opens PGlite)',
  () => {
    /** The real start path: buildApp opens and migrates the folder itself and closes it on close. */
    const start = (dataDir: string): Promise<App> =>
      buildApp(testConfig({ DATA_DIR: dataDir, SEED_DEMO: 'true', DATABASE_URL: undefined }), {
        logger: false,
      });

    it('seeds the demo merchant and members on first start, and keeps them and operator changes across a restart', async () => {
      const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'mc-restart-')), 'data');
      tempDirs.push(path.dirname(dataDir));
      const code = uniqueCode('kept');

      const first = await start(dataDir);
      try {
        expect(first.database.kind).toBe('pglite');
        expect(await demoCounts(first.db)).toEqual(SEEDED);
        const rows = await first.db
          .select({ userName: members.userName, type: members.type, hash: members.passwordHash })
          .from(members)
          .where(eq(members.merchantCode, 'demo'));
        expect(rows.map((r) => r.type).sort()).toEqual([0, 0, 1, 4]);
        expect(rows.map((r) => r.userName).sort()).toEqual(
          DEMO_MEMBERS.map((m) => m.userName).sort(),
        );
        const player = rows.find((r) => r.userName === 'demo_player')!;
        expect(await verifyPassword(player.hash, 'Player#2026')).toBe(true);
        expect(
          (await first.inject({ url: '/wps/system/status', headers: { host: 'localhost' } })).json()
            .value.merchantCode,
        ).toBe('demo');

        const put = await first.inject({
          method: 'PUT',
          url: `/admin/merchants/${code}`,
          headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
          payload: {
            settings: (await first.merchants.findByCode('demo'))!.settings,
            domains: [`${code}.example`],
            tempPassword: 'Temp#Pass2026',
          },
        });
        expect(put.statusCode).toBe(200);
      } finally {
        await first.close();
      }

      const second = await start(dataDir);
      try {
        expect(await demoCounts(second.db)).toEqual(SEEDED);
        const [player] = await second.db
          .select()
          .from(members)
          .where(eq(members.userName, 'demo_player'));
        expect(await verifyPassword(player!.passwordHash, 'Player#2026')).toBe(true);
        const status = await second.inject({
          url: '/wps/system/status',
          headers: { host: `${code}.example` },
        });
        expect(status.json().value.merchantCode).toBe(code);
      } finally {
        await second.close();
      }
    }, 60_000); // two starts of a file-backed PGlite that migrates and seeds the whole demo (loyalty too)
  },
);

/** A database nobody has seeded: PGlite in memory, or a throwaway PostgreSQL database. */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, drop: () => database.close() };
  }
  const { default: pg } = await import('pg');
  const name = uniqueCode('mc_seed').toLowerCase();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString(), dataDir: '', poolSize: 4 });
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    },
  };
}

describe('seedDemo', () => {
  it('run by several instances at once, seeds exactly once and fails none of them', async () => {
    const { database, drop } = await freshDatabase();
    try {
      const results = await Promise.all([
        seedDemo(database.db),
        seedDemo(database.db),
        seedDemo(database.db),
      ]);
      expect(results.filter((r) => r.created)).toHaveLength(1);
      expect(await demoCounts(database.db)).toEqual(SEEDED);
      // And once more on a later start: nothing to do.
      expect(await seedDemo(database.db)).toEqual({ created: false });
      expect(await demoCounts(database.db)).toEqual(SEEDED);
    } finally {
      await drop();
    }
  });
});
