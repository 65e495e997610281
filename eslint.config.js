import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { boundaries } from './scripts/eslint/boundaries.js';
import { noCycleConfig } from './scripts/eslint/cycles.js';
import {
  REPOSITORY_FILE_GLOBS,
  ROUTE_FILE_GLOBS,
  routeImportRestrictions,
  serverBoundaryZones,
  serviceImportRestrictions,
} from './scripts/eslint/server-zones.js';
import globals from 'globals';

const webSrc = 'apps/web/src';
const consoleSrc = 'apps/console/src';

/**
 * STYLE "Layout and boundaries": dependencies point lib → features → app. Features never import
 * each other; lib and components never import features or app. Generated from the folder list, for
 * the member app and the operator console alike.
 */
function featureZones(src) {
  const features = readdirSync(`${src}/features`, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  return [
    ...features.map((name) => ({
      target: `${src}/features/${name}`,
      from: `${src}/features`,
      except: [name],
      message: 'Features do not import each other; compose them in src/app.',
    })),
    {
      target: `${src}/features`,
      from: `${src}/app`,
      message: 'Features do not import the app layer.',
    },
    { target: `${src}/lib`, from: `${src}/features`, message: 'lib does not import features.' },
    { target: `${src}/lib`, from: `${src}/app`, message: 'lib does not import the app layer.' },
    { target: `${src}/lib`, from: `${src}/components`, message: 'lib never imports UI.' },
    {
      target: `${src}/components`,
      from: `${src}/features`,
      message: 'Shared components do not import features.',
    },
    {
      target: `${src}/components`,
      from: `${src}/app`,
      message: 'Shared components do not import the app layer.',
    },
  ];
}
const boundaryZones = featureZones(webSrc);

const formatMessage =
  'Format through src/lib/format.ts (useFormat, useFormatMoney): §9 BCP 47 tags.';
const localeFormatRestrictions = [
  { object: 'Intl', message: formatMessage },
  ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
    property,
    message: formatMessage,
  })),
];
const uiLanguageRestrictions = ['i18n', 'i18next'].map((object) => ({
  object,
  property: 'language',
  message: "i18next holds a BCP 47 tag: use useUiLanguage() or currentLanguage() (the app's code).",
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/test/fixtures/**',
      'data/**',
      '.artifacts/**',
      'apps/server/drizzle/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'off',
      // Fastify plugins and hooks are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Scripts the server hands to browsers (the demo game vendor's pages, the mini-game).
    files: ['apps/server/assets/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: [`${webSrc}/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks, boundaries },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'boundaries/no-restricted-paths': [
        'error',
        { zones: boundaryZones, root: import.meta.dirname },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'alert', message: "Use the app's dialog (lib/overlay-store)." },
      ],
      // zod stays out of the web bundle (STACK-NOTES: 24 KB gzip): types only from the schemas.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@member-app/contract/schemas/*'],
              allowTypeImports: true,
              message:
                'Import types only; runtime constants live in zod-free contract modules (account, constants, errors).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Only the config module reads the environment.',
        },
      ],
    },
  },
  // §9 languages: every date, number, percent and money goes through the one formatting module,
  // which gives Intl the BCP 47 tag of the UI language (never the raw code, never the browser's
  // locale); the UI language is read from i18next in lib/i18n.ts only (i18next speaks BCP 47).
  {
    files: [`${webSrc}/**/*.{ts,tsx}`],
    ignores: [`${webSrc}/lib/format.ts`, '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': ['error', ...localeFormatRestrictions, ...uiLanguageRestrictions],
    },
  },
  {
    files: [`${webSrc}/lib/i18n.ts`],
    rules: { 'no-restricted-properties': ['error', ...localeFormatRestrictions] },
  },
  {
    // The operator console: the same layering as the member app (ARCHITECTURE "operator side").
    files: [`${consoleSrc}/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks, boundaries },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'boundaries/no-restricted-paths': [
        'error',
        { zones: featureZones(consoleSrc), root: import.meta.dirname },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'alert', message: "Use the console's dialogs and notifications." },
        { name: 'confirm', message: "Use the console's dialogs and notifications." },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'The console reads no environment.',
        },
      ],
    },
  },
  noCycleConfig(import.meta.dirname),
  {
    // ARCHITECTURE "Dependencies point one way" on the server (scripts/eslint/server-zones.js).
    files: ['apps/server/src/**/*.ts'],
    plugins: { boundaries },
    rules: {
      'boundaries/no-restricted-paths': [
        'error',
        { zones: serverBoundaryZones(import.meta.dirname), root: import.meta.dirname },
      ],
    },
  },
  {
    // Routes hold HTTP only: their SQL lives in the module's repository (server-zones.js).
    files: ROUTE_FILE_GLOBS.map((glob) => `apps/server/src/${glob}`),
    rules: { 'no-restricted-imports': ['error', routeImportRestrictions] },
  },
  {
    // Services hold the rules, repositories the SQL: the other files of a module take drizzle and the
    // tables as types only (server-zones.js).
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: [...REPOSITORY_FILE_GLOBS, ...ROUTE_FILE_GLOBS].map(
      (glob) => `apps/server/src/${glob}`,
    ),
    rules: { '@typescript-eslint/no-restricted-imports': ['error', serviceImportRestrictions] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Only src/config.ts reads the environment (STYLE "Configuration").',
        },
      ],
    },
  },
  {
    files: ['**/test/**', '**/*.test.{ts,tsx}', '**/e2e/**', 'scripts/**', '**/*.config.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-empty-pattern': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-floating-promises': 'off',
    },
  },
);
