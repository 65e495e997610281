// The server's boundary zones, generated from its folder list (ARCHITECTURE "Dependencies point one
// way"): a module reaches another only through that module's public files, the layers below the
// modules never import one and import each other only downwards, and nothing imports app.ts (it
// only composes; server.ts starts it).
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The files of a module that other modules may import: its service and its public types. */
export const PUBLIC_MODULE_FILES = ['service', 'types'];

/**
 * The layers under src/ that sit below the modules, lowest first: each imports only the layers
 * before it (apps/server/README.md "Layers").
 */
export const SERVER_LAYER_FLOORS = [
  ['domain', 'cache', 'config.ts'],
  ['lib'],
  ['db'],
  ['providers'],
  ['plugins'],
];
export const SERVER_LOWER_LAYERS = SERVER_LAYER_FLOORS.flat();

/**
 * Modules the others build on, lowest first: every code check uses verification, a registration
 * through an identity uses identity, and login (session) uses members and identities. Each imports
 * none of those after it, so the four cannot knot into a circle again.
 */
export const MODULE_FLOORS = ['verification', 'identity', 'member', 'session'];

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `root` the repository, `serverSrc` the server's src folder relative to it. */
export function serverBoundaryZones(root, serverSrc = 'apps/server/src') {
  const modulesDir = `${serverSrc}/modules`;
  const modules = readdirSync(path.join(root, modulesDir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const publicFile = `^${escape(modulesDir)}/[^/]+/(${PUBLIC_MODULE_FILES.join('|')})$`;
  // A zone's target is the importing file's path, its `from` the imported path without extension.
  const asTarget = (layer) => `${serverSrc}/${layer}`;
  const asSource = (layer) => `${serverSrc}/${layer.replace(/\.ts$/, '')}`;
  const upwards = SERVER_LAYER_FLOORS.flatMap((floor, i) =>
    floor.flatMap((low) =>
      SERVER_LAYER_FLOORS.slice(i + 1)
        .flat()
        .map((high) => ({
          target: asTarget(low),
          from: asSource(high),
          message: `${low} sits below ${high} and does not import it (dependencies point down).`,
        })),
    ),
  );
  const moduleUpwards = MODULE_FLOORS.flatMap((low, i) =>
    MODULE_FLOORS.slice(i + 1).map((high) => ({
      target: `${modulesDir}/${low}`,
      from: `${modulesDir}/${high}`,
      message: `The ${low} module sits below ${high} and does not import it (MODULE_FLOORS).`,
    })),
  );
  return [
    ...moduleUpwards,
    ...modules.map((name) => ({
      target: `${modulesDir}/${name}`,
      from: modulesDir,
      except: [name],
      allow: [publicFile],
      message: `A module imports another module only through its ${PUBLIC_MODULE_FILES.map((f) => f + '.ts').join(' or ')}.`,
    })),
    ...SERVER_LOWER_LAYERS.map((layer) => ({
      target: asTarget(layer),
      from: modulesDir,
      message: `${layer} sits below the modules and imports none of them.`,
    })),
    ...upwards,
    ...[...SERVER_LOWER_LAYERS, 'modules'].map((layer) => ({
      target: asTarget(layer),
      from: `${serverSrc}/app`,
      message:
        'Nothing imports app.ts: it only composes plugins (take the App type from lib/app-instance.ts).',
    })),
  ];
}

/** The server's route files, relative to `serverSrc`: `routes.ts` and `<what>-routes.ts`. */
export const ROUTE_FILE_GLOBS = ['**/routes.ts', '**/*-routes.ts'];

/**
 * Routes hold HTTP only (apps/server/README.md "Adding a module"): no drizzle and no table in a
 * route file; the module's repository holds the SQL and its service the rules. Options of the core
 * `no-restricted-imports` rule.
 */
export const routeImportRestrictions = {
  patterns: [
    {
      regex: '^drizzle-orm(/.*)?$',
      message: "Routes hold HTTP only: put the query in the module's repository.ts.",
    },
    {
      regex: '(^|/)db/(schema[^/]*|client)$',
      message: "Routes hold HTTP only: the tables belong to the module's repository.ts.",
    },
  ],
};

/** A module's files that may hold SQL: `repository.ts` and `<what>-repository.ts`. */
export const REPOSITORY_FILE_GLOBS = ['**/repository.ts', '**/*-repository.ts'];

/**
 * Services hold the rules, repositories the SQL (apps/server/README.md "Inside a module"): a module
 * file other than a repository imports no drizzle and no table as a value. Types stay allowed (a
 * service takes `Db` to make its repository, a row type to name what it handles). Options of
 * `@typescript-eslint/no-restricted-imports`; route files have the stricter rule above.
 */
export const serviceImportRestrictions = {
  patterns: [
    {
      regex: '^drizzle-orm(/.*)?$',
      allowTypeImports: true,
      message: "Services hold the rules: put the query in the module's repository.ts.",
    },
    {
      regex: '(^|/)db/(schema[^/]*|client)$',
      allowTypeImports: true,
      message: "Services hold the rules: the tables belong to the module's repository.ts.",
    },
  ],
};
