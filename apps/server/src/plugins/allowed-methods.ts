import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import Router from 'find-my-way';

/** One registered route: what a schema-driven fuzz needs to call it (the reliability bench). */
export interface RouteEntry {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  config: Record<string, unknown> | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods some route answers at `path` (a path without its query), for 405 and Allow. */
    allowedMethods: (path: string) => string[];
    /** Every route registered so far, in order, with its schema and config. */
    routeTable: () => readonly RouteEntry[];
  }
}

const noop = () => undefined;

/**
 * The route table. Keeps a second router with every route's pattern (fastify's own router does not say which other
 * methods a path has), so a wrong method on an existing path is a 405 with its `Allow` header
 * instead of a 404. Registered before any route; its onRoute hook sees the scoped ones too.
 */
export const allowedMethodsPlugin = fp(
  async (app: FastifyInstance) => {
    const router = Router({ ignoreTrailingSlash: false, maxParamLength: 200 });
    const methods = new Set<Router.HTTPMethod>();
    const table: RouteEntry[] = [];
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat() as Router.HTTPMethod[]) {
        methods.add(method);
        table.push({
          method,
          url: route.url,
          schema: route.schema,
          config: route.config as Record<string, unknown> | undefined,
        });
        // A pattern this router already has for the method (a constrained twin) adds nothing.
        if (!router.hasRoute(method, route.url)) router.on(method, route.url, noop);
      }
    });
    app.decorate('allowedMethods', (path: string) =>
      [...methods].filter((method) => router.find(method, path) !== null).sort(),
    );
    app.decorate('routeTable', () => table);
  },
  { name: 'allowed-methods' },
);
