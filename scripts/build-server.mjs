// Compiles the server for production: one ES module, apps/server/dist/server.js (+ source map),
// that plain `node` runs; no TypeScript loader at run time. The contract's TypeScript is compiled
// into it; every npm dependency stays an import, resolved from node_modules as usual.
//
//   node scripts/build-server.mjs          (also run by `npm start` when the sources are newer)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { root } from './lib/setup.mjs';

const serverDir = path.join(root, 'apps/server');
const outfile = path.join(serverDir, 'dist/server.js');
const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@member-app/contract');

/**
 * Several server files find their data next to them (`new URL('../../drizzle', import.meta.url)`:
 * migrations, assets, the demo vendor's pages). Bundled, every file would share the bundle's URL;
 * so each file's `import.meta.url` becomes the URL its source file has in the tree, computed from
 * the bundle's own place at run time. The tree is deployed whole (npm start builds in place).
 */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\/apps\/server\/src\/.*\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const relative = path.relative(path.dirname(outfile), args.path).split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

const started = Date.now();
await build({
  entryPoints: [path.join(serverDir, 'src/server.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  external,
  plugins: [sourceUrls],
  logLevel: 'warning',
  // Top-level await in server.ts; ESM output keeps it.
  banner: { js: '// Built by scripts/build-server.mjs from apps/server/src: do not edit.' },
});
console.log(`> Server compiled to ${path.relative(root, outfile)} in ${Date.now() - started} ms`);
