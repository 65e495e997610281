// Proves the lint rules of ARCHITECTURE "Dependencies point one way" catch what they are for: a
// small server tree with one file of each kind of violation is linted through ESLint's Node API
// with the same zone generator and cycle block as eslint.config.js.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import repositoryConfig from '../../eslint.config.js';
import { boundaries } from './boundaries.js';
import { noCycleConfig } from './cycles.js';
import {
  REPOSITORY_FILE_GLOBS,
  ROUTE_FILE_GLOBS,
  routeImportRestrictions,
  serverBoundaryZones,
  serviceImportRestrictions,
} from './server-zones.js';

const root = mkdtempSync(path.join(tmpdir(), 'lint-rules-'));
const write = (file, text) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

/** file → [{ rule, line }] */
let found = {};

beforeAll(async () => {
  write(
    'apps/server/tsconfig.json',
    JSON.stringify({ compilerOptions: { module: 'esnext', moduleResolution: 'bundler' } }),
  );
  write('apps/server/src/app.ts', 'export const buildApp = () => 1;\n');
  write('apps/server/src/modules/session/service.ts', 'export const notLoggedIn = () => 1;\n');
  write('apps/server/src/modules/session/session-store.ts', 'export const store = 1;\n');
  write(
    'apps/server/src/modules/verification/routes.ts',
    "import { notLoggedIn } from '../session/service';\nexport const routes = [notLoggedIn];\n",
  );
  write(
    'apps/server/src/modules/content/routes.ts',
    "import { notLoggedIn } from '../session/service';\n" +
      "import { store } from '../session/session-store';\n" +
      'export const routes = [notLoggedIn, store];\n',
  );
  write(
    'apps/server/src/modules/push/admin-routes.ts',
    "import { eq } from 'drizzle-orm';\n" +
      "import { pushRegistrations } from '../../db/schema';\n" +
      'export const routes = eq(pushRegistrations.id, 1);\n',
  );
  write(
    'apps/server/src/modules/push/repository.ts',
    "import { eq } from 'drizzle-orm';\n" +
      "import { pushRegistrations } from '../../db/schema';\n" +
      'export const byId = eq(pushRegistrations.id, 1);\n',
  );
  write(
    'apps/server/src/modules/push/service.ts',
    "import { eq } from 'drizzle-orm';\n" +
      "import { pushRegistrations } from '../../db/schema';\n" +
      "import type { Db } from '../../db/client';\n" +
      'export const byId = (db: Db) => [db, eq(pushRegistrations.id, 1)];\n',
  );
  write(
    'apps/server/src/modules/push/sender.ts',
    "import type { SQL } from 'drizzle-orm';\n" +
      "import type { pushRegistrations } from '../../db/schema';\n" +
      'export type Row = [SQL, typeof pushRegistrations];\n',
  );
  write('apps/server/src/db/schema.ts', 'export const pushRegistrations = { id: 1 };\n');
  write('apps/server/src/db/client.ts', 'export type Db = { id: 1 };\n');
  write(
    'apps/server/src/providers/sms.ts',
    "import { notLoggedIn } from '../modules/session/service';\nexport const sms = notLoggedIn;\n",
  );
  write(
    'apps/server/src/lib/secrets.ts',
    "import { pushRegistrations } from '../db/schema';\nexport const secrets = pushRegistrations;\n",
  );
  write('apps/server/src/lib/passwords.ts', 'export const OPTIONS = { cost: 3 };\n');
  write(
    'apps/server/src/db/seed.ts',
    "import { OPTIONS } from '../lib/passwords';\nexport const seed = OPTIONS;\n",
  );
  write(
    'apps/server/src/lib/start.ts',
    "import { buildApp } from '../app';\nexport const start = buildApp;\n",
  );
  write(
    'apps/server/src/lib/cycle-a.ts',
    "import { b } from './cycle-b';\nexport const a = () => b;\n",
  );
  write(
    'apps/server/src/lib/cycle-b.ts',
    "import { a } from './cycle-a';\nexport const b = () => a;\n",
  );

  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
      noCycleConfig(root, ['apps/server/tsconfig.json']),
      {
        files: ['apps/server/src/**/*.ts'],
        plugins: { boundaries },
        rules: {
          'boundaries/no-restricted-paths': ['error', { zones: serverBoundaryZones(root), root }],
        },
      },
      {
        files: ROUTE_FILE_GLOBS.map((glob) => `apps/server/src/${glob}`),
        rules: { 'no-restricted-imports': ['error', routeImportRestrictions] },
      },
      {
        files: ['apps/server/src/modules/**/*.ts'],
        ignores: [...REPOSITORY_FILE_GLOBS, ...ROUTE_FILE_GLOBS].map(
          (glob) => `apps/server/src/${glob}`,
        ),
        plugins: { '@typescript-eslint': tseslint.plugin },
        rules: {
          '@typescript-eslint/no-restricted-imports': ['error', serviceImportRestrictions],
        },
      },
    ],
  });
  for (const result of await eslint.lintFiles(['apps/server/src'])) {
    found[path.relative(`${root}/apps/server/src`, result.filePath)] = result.messages.map((m) => ({
      rule: m.ruleId,
      line: m.line,
    }));
  }
  // Linting the tree takes a few seconds, many more on a loaded machine (the 10 s default failed).
}, 120_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('server boundary zones', () => {
  it("lets a module import another module's service.ts, not its other files", () => {
    expect(found['modules/content/routes.ts']).toEqual([
      { rule: 'boundaries/no-restricted-paths', line: 2 },
    ]);
  });

  it('keeps the modules others build on from importing those above them', () => {
    expect(found['modules/verification/routes.ts']).toEqual([
      { rule: 'boundaries/no-restricted-paths', line: 1 },
    ]);
  });

  it('keeps providers (and every layer below the modules) from importing a module', () => {
    expect(found['providers/sms.ts']).toEqual([
      { rule: 'boundaries/no-restricted-paths', line: 1 },
    ]);
  });

  it('keeps the layers below the modules importing downwards only (db over lib)', () => {
    expect(found['lib/secrets.ts']).toEqual([{ rule: 'boundaries/no-restricted-paths', line: 1 }]);
    expect(found['db/seed.ts']).toEqual([]);
  });

  it('refuses an import of app.ts', () => {
    expect(found['lib/start.ts']).toEqual([{ rule: 'boundaries/no-restricted-paths', line: 1 }]);
  });

  it('leaves a clean file alone', () => {
    expect(found['modules/session/service.ts']).toEqual([]);
  });
});

describe('route files', () => {
  it('refuses drizzle and the schema in a route file', () => {
    expect(found['modules/push/admin-routes.ts']).toEqual([
      { rule: 'no-restricted-imports', line: 1 },
      { rule: 'no-restricted-imports', line: 2 },
    ]);
  });

  it("lets the module's repository hold the SQL", () => {
    expect(found['modules/push/repository.ts']).toEqual([]);
  });
});

describe('services and the other module files', () => {
  it('refuse drizzle and the tables as values', () => {
    expect(found['modules/push/service.ts']).toEqual([
      { rule: '@typescript-eslint/no-restricted-imports', line: 1 },
      { rule: '@typescript-eslint/no-restricted-imports', line: 2 },
    ]);
  });

  it('take them as types', () => {
    expect(found['modules/push/sender.ts']).toEqual([]);
  });
});

describe('import cycles', () => {
  it('reports both files of a cycle', () => {
    expect(found['lib/cycle-a.ts']).toEqual([{ rule: 'import-x/no-cycle', line: 1 }]);
    expect(found['lib/cycle-b.ts']).toEqual([{ rule: 'import-x/no-cycle', line: 1 }]);
  });
});

describe('the repository configuration', () => {
  it('turns both rules on: the cycle rule everywhere, the zones on the server', () => {
    const rulesOf = (file) =>
      repositoryConfig
        .filter((c) => !c.files || c.files.some((g) => path.matchesGlob(file, g)))
        .filter((c) => !c.ignores || !c.ignores.some((g) => path.matchesGlob(file, g)))
        .reduce((all, c) => ({ ...all, ...c.rules }), {});
    const server = rulesOf('apps/server/src/modules/content/routes.ts');
    expect(server['import-x/no-cycle']?.[0]).toBe('error');
    expect(server['boundaries/no-restricted-paths']?.[1].zones.length).toBeGreaterThan(10);
    expect(server['no-restricted-imports']?.[1]).toBe(routeImportRestrictions);
    const repository = rulesOf('apps/server/src/modules/content/repository.ts');
    expect(repository['no-restricted-imports']).toBe(undefined);
    expect(repository['@typescript-eslint/no-restricted-imports']).toBe(undefined);
    expect(
      rulesOf('apps/server/src/modules/tracking/service.ts')[
        '@typescript-eslint/no-restricted-imports'
      ]?.[1],
    ).toBe(serviceImportRestrictions);
    expect(rulesOf('apps/web/src/app/router.tsx')['import-x/no-cycle']?.[0]).toBe('error');
  });
});
