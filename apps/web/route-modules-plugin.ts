import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAst, type Plugin } from 'vite';

/** Where the map is written, next to Vite's own manifest (the server reads both). */
export const ROUTE_MODULES_FILE = '.vite/route-modules.json';

type Node = { type: string; [key: string]: unknown };
const isNode = (v: unknown): v is Node =>
  typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';

/** `() => import('./x')` → './x', and so through a wrapper (`laterPage(() => import('./x'))`). */
function importedBy(fn: unknown): string | null {
  if (isNode(fn) && fn.type === 'CallExpression' && Array.isArray(fn.arguments))
    return importedBy(fn.arguments[0]);
  if (!isNode(fn) || fn.type !== 'ArrowFunctionExpression') return null;
  const body = fn.body;
  if (!isNode(body) || body.type !== 'ImportExpression') return null;
  const source = body.source;
  return isNode(source) && source.type === 'Literal' && typeof source.value === 'string'
    ? source.value
    : null;
}

/**
 * Reads the app's route table (`PAGE_LOADERS` in src/app/route-table.ts: each router path and the
 * page module its loader imports) and writes, for each path, the key in Vite's manifest of the
 * chunk that holds the page's module (`{ "/home": "_home-….js", "/game":
 * "src/features/games/game-page.tsx" }`). The server names each page's chunks in its HTML from the
 * two (`<link rel="modulepreload">`), so they load with the boot script instead of after it. Read
 * from the source's syntax tree, not repeated by hand: a route added to the table is in the map
 * with its next build.
 */
export function routeModules(routeTable: string): Plugin {
  let root = '';
  return {
    name: 'member-app:route-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      // Vite's manifest names a chunk by its facade module, and one without (a chunk group that took
      // the page's module in: the bundler imports the page from it with no script of re-exports in
      // front) by `_` and its file name.
      const chunkKeys = new Map<string, string>();
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk')
          for (const id of chunk.moduleIds)
            chunkKeys.set(
              id,
              chunk.facadeModuleId
                ? path
                    .relative(root, chunk.facadeModuleId)
                    .split(path.sep)
                    .join('/')
                    .replace(/\0/g, '')
                : `_${path.basename(chunk.fileName)}`,
            );
      const ast = parseAst(readFileSync(routeTable, 'utf8'), { lang: 'ts' });
      const loaders = new Map<string, string>();
      let table: Node | null = null;
      const visit = (node: unknown) => {
        if (Array.isArray(node)) return node.forEach(visit);
        if (!isNode(node)) return;
        if (
          node.type === 'VariableDeclarator' &&
          isNode(node.id) &&
          node.id.type === 'Identifier'
        ) {
          const name = node.id.name as string;
          const spec = importedBy(node.init);
          if (spec) loaders.set(name, spec);
          if (name === 'PAGE_LOADERS' && isNode(node.init)) table = node.init;
        }
        for (const [key, value] of Object.entries(node))
          if (key !== 'type' && typeof value === 'object') visit(value);
      };
      visit(ast.body);
      const tableNode = table as Node | null;
      if (!tableNode || tableNode.type !== 'ObjectExpression')
        this.error(`${routeTable}: no PAGE_LOADERS object literal`);
      const map: Record<string, string> = {};
      for (const prop of tableNode.properties as Node[]) {
        const key = prop.key;
        if (!isNode(key) || key.type !== 'Literal' || typeof key.value !== 'string') continue;
        const value = prop.value;
        const spec =
          importedBy(value) ??
          (isNode(value) && value.type === 'Identifier' ? loaders.get(value.name as string) : null);
        if (!spec) this.error(`${routeTable}: the loader of ${key.value} imports no module`);
        const resolved = await this.resolve(spec, routeTable);
        if (!resolved) this.error(`${routeTable}: cannot resolve ${spec}`);
        const chunk = chunkKeys.get(resolved.id);
        if (!chunk) this.error(`${routeTable}: ${spec} is in no chunk`);
        map[key.value] = chunk;
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_MODULES_FILE,
        source: `${JSON.stringify(map, null, 2)}\n`,
      });
    },
  };
}
