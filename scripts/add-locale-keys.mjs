// Merges new UI strings into the locale files: `node scripts/add-locale-keys.mjs keys.json`
// where keys.json is { "EN": { "key": "text" }, "CN": { ... }, ...any other code }. Existing keys
// are overwritten with the new text; order of the file is kept, new keys are appended.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '../apps/web/src/locales');
const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const [code, entries] of Object.entries(input)) {
  const file = path.join(dir, `${code}.json`);
  const current = JSON.parse(readFileSync(file, 'utf8'));
  writeFileSync(file, JSON.stringify({ ...current, ...entries }, null, 2) + '\n');
  console.log(`${code}: ${Object.keys(entries).length} keys merged`);
}
