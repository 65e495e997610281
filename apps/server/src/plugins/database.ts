import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type Database, type Db } from '../db/client';
import { sharedSecretOnce } from '../db/server-secrets';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database (PGlite or PostgreSQL) with its kind and close. */
    database: Database;
    /** The typed query layer of `database`, for repositories. */
    db: Db;
    /** A secret every instance shares through the database, made on first use (captcha, codes). */
    sharedSecret: (name: string) => () => Promise<string>;
  }
}

export interface DatabaseOptions {
  /** An already open database (tests share one per file); the app then does not close it. */
  database?: Database | undefined;
}

export const databasePlugin = fp<DatabaseOptions>(
  async (app: FastifyInstance, options) => {
    const database =
      options.database ??
      (await openDatabase({
        databaseUrl: app.config.DATABASE_URL,
        dataDir: app.config.DATA_DIR,
        poolSize: app.config.DATABASE_POOL_SIZE,
      }));
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('sharedSecret', (name: string) => sharedSecretOnce(database.db, name));
    app.addHook('onClose', async () => {
      if (!options.database) await database.close();
    });
  },
  { name: 'database', dependencies: ['config'] },
);
