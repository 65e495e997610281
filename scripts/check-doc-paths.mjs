/**
 * The docs point at files that exist: every repository path written in backquotes in README.md,
 * the apps' READMEs and docs/*.md (`apps/…`, `packages/…`, `scripts/…`, `docs/…`) names a file or
 * folder of the tree, and every test file named alone (`register.test.ts`, `auth.spec.ts`) exists
 * somewhere in it, so a file that moves or goes without its rows fails the checks suite. Globs,
 * placeholders (`<name>`) and build output (`dist/`) are passed over.
 *
 * Usage (from anywhere): node scripts/check-doc-paths.mjs [document ...]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const markdownIn = (dir) =>
  readdirSync(join(root, dir))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `${dir}/${f}`);
const readmes = readdirSync(join(root, 'apps'))
  .map((app) => `apps/${app}/README.md`)
  .filter((f) => existsSync(join(root, f)));
const documents = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['README.md', ...readmes, ...markdownIn('docs')];

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
const testFileNames = new Set(tracked.map((f) => basename(f)));

const REPO_PATH = /^(apps|packages|scripts|docs)\/\S+$/;
const TEST_FILE = /^[\w.-]+\.(test|spec)\.[cm]?[jt]sx?$/;
const SKIP = /[*<>{}]|(^|\/)dist(\/|$)/;

let problems = 0;
let checked = 0;
for (const document of documents) {
  const text = readFileSync(join(root, document), 'utf8');
  text.split('\n').forEach((line, i) => {
    for (const [, quoted] of line.matchAll(/`([^`\s]+)`/g)) {
      if (SKIP.test(quoted)) continue;
      let missing;
      if (REPO_PATH.test(quoted)) missing = !existsSync(join(root, quoted.replace(/[.,;:]$/, '')));
      else if (TEST_FILE.test(quoted)) missing = !testFileNames.has(quoted);
      else continue;
      checked += 1;
      if (missing) {
        problems += 1;
        console.error(`${document}:${i + 1}: \`${quoted}\` names no file of the tree`);
      }
    }
  });
}
console.log(`${checked} paths in ${documents.length} documents, ${problems} missing`);
process.exit(problems > 0 ? 1 : 0);
