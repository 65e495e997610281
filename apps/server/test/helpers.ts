import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, inject } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app';
import type { App } from '../src/lib/app-instance';
import { createMemoryCache, createRedisCache, type Cache } from '../src/cache/cache';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';

export const fixtureDist = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'fixtures/web-dist',
);
export const ADMIN_TOKEN = 'test-operator-token-0123456789';

let shared: { database: Database; cache: Cache; cleanup: () => Promise<void> } | undefined;

/**
 * One real database per test file (STACK-NOTES: PGlite uses up to ~1 GB, share it per file), and
 * the real cache: Redis when REDIS_URL is set.
 */
async function sharedResources() {
  if (shared) return shared;
  const databaseUrl = process.env.DATABASE_URL;
  let dir: string | undefined;
  let database: Database;
  if (databaseUrl) {
    database = await openDatabase({ databaseUrl, dataDir: '', poolSize: 4 });
  } else {
    dir = await mkdtemp(path.join(tmpdir(), 'mc-db-'));
    await cp(inject('pgliteTemplate'), dir, { recursive: true });
    database = await openDatabase({ dataDir: dir });
  }
  // Each file gets its own key space in Redis: counters and one-time markers of one file (or of an
  // earlier run) never leak into another.
  const cache = process.env.REDIS_URL
    ? await createRedisCache(
        process.env.REDIS_URL,
        `mc:test:${Math.random().toString(36).slice(2, 10)}:`,
      )
    : createMemoryCache();
  shared = {
    database,
    cache,
    cleanup: async () => {
      await cache.close();
      await database.close();
      if (dir) await rm(dir, { recursive: true, force: true });
    },
  };
  return shared;
}

afterAll(async () => {
  await shared?.cleanup();
  shared = undefined;
});

/** Test configuration; an override of `undefined` leaves that variable unset (e.g. ADMIN_TOKEN). */
export function testConfig(overrides: Record<string, string | undefined> = {}): Config {
  const env: Record<string, string | undefined> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: fixtureDist,
    SEED_DEMO: 'false',
    ADMIN_TOKEN,
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...overrides,
  };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  return loadConfig(env);
}

/**
 * The app against the file's real database, before `ready()`: a test may still add routes (e.g. one
 * that throws) and must call `ready()` or `inject()` itself.
 */
export async function buildUnreadyTestApp(
  overrides: Record<string, string | undefined> = {},
  options: TestAppOptions = {},
): Promise<App> {
  const { database, cache } = await sharedResources();
  const { wrapDatabase, ...rest } = options;
  return buildApp(testConfig(overrides), {
    database: wrapDatabase ? wrapDatabase(database) : database,
    cache,
    logger: false,
    ...rest,
  });
}

/** BuildOptions for a test app; `wrapDatabase` may put something between the app and the file's database. */
export type TestAppOptions = Omit<BuildOptions, 'database'> & {
  wrapDatabase?: (database: Database) => Database;
};

/** The app built per test against the file's real database (STYLE "Tests"); `cache` may replace the file's cache. */
export async function buildTestApp(
  overrides: Record<string, string | undefined> = {},
  options: TestAppOptions = {},
): Promise<App> {
  const app = await buildUnreadyTestApp(overrides, options);
  await app.ready();
  return app;
}

/** A unique merchant code, so that files sharing a PostgreSQL database never collide. */
export const uniqueCode = (prefix: string) =>
  `${prefix}_${Math.random().toString(36).slice(2, 10)}`;

import {
  merchantSettingsSchema,
  type MerchantSettingsInput,
} from '@member-app/contract/schemas/merchant-settings';
import { demoMerchantSettings } from '../src/db/seed/demo-merchant';

/** Creates a merchant through the operator API, starting from the demo merchant's settings. */
export async function createMerchant(
  app: App,
  options: { code?: string; domains?: string[]; settings?: Partial<MerchantSettingsInput> } = {},
) {
  const code = options.code ?? uniqueCode('m');
  const settings = merchantSettingsSchema.parse({ ...demoMerchantSettings, ...options.settings });
  const res = await app.inject({
    method: 'PUT',
    url: `/admin/merchants/${code}`,
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    payload: {
      settings,
      domains: options.domains ?? [`${code}.example`],
      tempPassword: 'Temp#Pass2026',
    },
  });
  if (res.statusCode !== 200) throw new Error(`createMerchant failed: ${res.body}`);
  return { code, domains: options.domains ?? [`${code}.example`] };
}
