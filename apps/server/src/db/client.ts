import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** 'pglite' (embedded, in DATA_DIR) or 'postgres' (DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The PostgreSQL pool's connections (for /metrics); absent on the embedded database. */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

/** Arbitrary constant: several instances starting together migrate one at a time. */
const MIGRATION_LOCK_ID = 727_001;

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory. */
  dataDir: string;
  poolSize?: number;
}

/**
 * The embedded database's own memory: PGlite runs PostgreSQL in WebAssembly, whose memory only
 * grows. With PostgreSQL's default 128 MB of shared buffers it held about 125 MB more for a
 * database of a few MB (the catalogue and content answers are kept by the server anyway).
 */
const PGLITE_CONFIG = ['shared_buffers=16MB'];

/**
 * Creates the embedded database (initdb) and applies the migrations in a worker thread that ends
 * when it is done: in the server's own thread the WebAssembly memory they grew (about 500 MB)
 * stayed with the process until its next start (RSS 930 MB on a first start, 500 MB on the next).
 */
async function createEmbeddedDatabase(dataDir: string): Promise<void> {
  const code = `
    const { workerData: w } = require('node:worker_threads');
    (async () => {
      const { PGlite } = require(w.pglite);
      const { drizzle } = require(w.drizzle);
      const { migrate } = require(w.migrator);
      const client = await PGlite.create(w.dataDir, { postgresqlconf: w.conf });
      await migrate(drizzle(client), { migrationsFolder: w.migrationsFolder });
      await client.close();
    })().catch((error) => { console.error(error); process.exit(1); });`;
  // Resolved here (the worker's eval code has no module of its own to resolve from).
  const { resolve: resolvePackage } = createRequire(import.meta.url);
  await new Promise<void>((resolve, reject) => {
    const worker = new Worker(code, {
      eval: true,
      workerData: {
        pglite: resolvePackage('@electric-sql/pglite'),
        drizzle: resolvePackage('drizzle-orm/pglite'),
        migrator: resolvePackage('drizzle-orm/pglite/migrator'),
        dataDir,
        conf: PGLITE_CONFIG,
        migrationsFolder,
      },
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`creating the embedded database failed (${code})`)),
    );
  });
}

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite in `dataDir` (ARCHITECTURE "One
 * process, one port, two ways to run"), and applies the migrations. Same schema, same queries.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    const db = drizzle(pool, { schema });
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migrate(drizzle(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
      client.release();
    }
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      close: () => pool.end(),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (!options.dataDir.startsWith('memory://')) {
    await mkdir(options.dataDir, { recursive: true });
    if (!existsSync(path.join(options.dataDir, 'PG_VERSION')))
      await createEmbeddedDatabase(options.dataDir);
  }
  const client = await PGlite.create(options.dataDir, { postgresqlconf: PGLITE_CONFIG });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/** A cheap round trip, for readiness checks. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
