import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { seedDemo } from '../src/db/seed/seed';

/**
 * Prepares one migrated and seeded database for the run: a PGlite folder that each test file
 * copies (reopening a folder takes ~1 s, creating one ~5 s), or, with DATABASE_URL, the given
 * PostgreSQL database reset to an empty schema.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    // The CI database is the test database: start every run from an empty schema.
    await client.query(
      'DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public; DROP SCHEMA IF EXISTS drizzle CASCADE;',
    );
    await client.end();
    const database = await openDatabase({ databaseUrl, dataDir: '' });
    await seedDemo(database.db);
    await database.close();
    return;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'mc-template-'));
  const database = await openDatabase({ dataDir: dir });
  await seedDemo(database.db);
  await database.close();
  project.provide('pgliteTemplate', dir);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
