// No import cycles anywhere in the repository (value imports; `import type` is erased and cannot
// form a cycle at run time). import-x resolves TypeScript paths through each package's tsconfig.
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** A flat-config block; `root` is the folder the tsconfig globs are relative to. */
export function noCycleConfig(
  root,
  project = ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
) {
  return {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: project.map((p) => `${root}/${p}`),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  };
}
