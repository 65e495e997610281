// What a console screen loads, from the build's manifest: the entry chunk, and the entry with every
// chunk it and a screen import statically (what the browser fetches before that screen shows).
// Run after `npm run build -w apps/console`: node apps/console/scripts/bundle-size.mjs [screen…]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const screens = process.argv.slice(2);
if (screens.length === 0) screens.push('login-page', 'shell', 'chat-inbox-page', 'settings-page');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);

const size = (file) => {
  const bytes = readFileSync(path.join(dist, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const total = (files) =>
  files.map(size).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), {
    raw: 0,
    gzip: 0,
  });
/** The JS files these chunks import statically, themselves included. */
function closure(keys) {
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) walk(next);
  };
  keys.forEach(walk);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}
const kB = ({ raw, gzip }) => `${(raw / 1000).toFixed(1)} kB, ${(gzip / 1000).toFixed(1)} kB gzip`;

console.log(`entry chunk ${manifest[entry].file}: ${kB(size(manifest[entry].file))}`);
const base = closure([entry]);
console.log(`entry with its static imports (${base.length} files): ${kB(total(base))}`);
for (const screen of screens) {
  const key = Object.keys(manifest).find((k) => k.includes(`/${screen}.`));
  if (!key) {
    console.log(`${screen}: no chunk of its own`);
    continue;
  }
  const files = closure([entry, key]);
  console.log(`${screen} screen, all its JS (${files.length} files): ${kB(total(files))}`);
}
const all = [...new Set(Object.values(manifest).map((m) => m.file))].filter((f) =>
  f.endsWith('.js'),
);
console.log(`every JS chunk (${all.length} files): ${kB(total(all))}`);
