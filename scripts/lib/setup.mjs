// Set-up shared by `npm start`, `npm test` and `npm run bench`: install what is missing, build
// what is stale. Plain Node with no dependencies, because it runs before `npm ci`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function run(cmd, args, options = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options });
  if (res.error) throw res.error;
  return res.status ?? 1;
}

function mtime(p) {
  try {
    return statSync(p).mtimeMs;
  } catch {
    return 0;
  }
}

function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(p) : mtime(p));
  }
  return latest;
}

/** `npm ci` when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  if (existsSync(installed) && mtime(installed) >= mtime(path.join(root, 'package-lock.json')))
    return;
  console.log('> Installing dependencies (npm ci)…');
  if (run('npm', ['ci', '--no-audit', '--no-fund']) !== 0) {
    console.error('npm ci failed');
    process.exit(1);
  }
}

/** Builds the web app when dist/ is missing or older than its sources or the contract. */
export function ensureWebBuild({ force = false } = {}) {
  const web = path.join(root, 'apps/web');
  const built = mtime(path.join(web, 'dist/index.html'));
  const sources = Math.max(
    newest(path.join(web, 'src')),
    newest(path.join(web, 'public')),
    mtime(path.join(web, 'index.html')),
    mtime(path.join(web, 'vite.config.ts')),
    newest(path.join(root, 'packages/contract/src')),
  );
  if (!force && built > sources) return;
  console.log('> Building the web app…');
  if (run('npm', ['run', 'build', '-w', 'apps/web']) !== 0) {
    console.error('web build failed');
    process.exit(1);
  }
}

/** Builds the operator console when dist/ is missing or older than its sources or the contract. */
export function ensureConsoleBuild({ force = false } = {}) {
  const app = path.join(root, 'apps/console');
  const built = mtime(path.join(app, 'dist/index.html'));
  const sources = Math.max(
    newest(path.join(app, 'src')),
    mtime(path.join(app, 'index.html')),
    mtime(path.join(app, 'vite.config.ts')),
    newest(path.join(root, 'packages/contract/src')),
  );
  if (!force && built > sources) return;
  console.log('> Building the operator console…');
  if (run('npm', ['run', 'build', '-w', 'apps/console']) !== 0) {
    console.error('console build failed');
    process.exit(1);
  }
}

/**
 * Compiles the server (scripts/build-server.mjs) when apps/server/dist/server.js is missing or
 * older than the server's or the contract's sources: production runs compiled JavaScript.
 */
export function ensureServerBuild({ force = false } = {}) {
  const server = path.join(root, 'apps/server');
  const built = mtime(path.join(server, 'dist/server.js'));
  const sources = Math.max(
    newest(path.join(server, 'src')),
    mtime(path.join(server, 'package.json')),
    newest(path.join(root, 'packages/contract/src')),
    mtime(path.join(root, 'scripts/build-server.mjs')),
  );
  if (!force && built > sources) return;
  if (run(process.execPath, ['scripts/build-server.mjs']) !== 0) {
    console.error('server build failed');
    process.exit(1);
  }
}

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function aptInstall(packages) {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const cmd = (args) =>
    sudo.length ? run('sudo', args, { env }) : run(args[0], args.slice(1), { env });
  return (
    cmd(['apt-get', 'update']) === 0 &&
    cmd(['apt-get', 'install', '-y', '--no-install-recommends', ...packages]) === 0
  );
}

/**
 * Fonts that make every UI language of SPEC §9 visible in screenshots (STACK-NOTES): Noto core has
 * Thai, Khmer, Myanmar, Bengali, Tamil, Telugu, Devanagari and Urdu Nastaliq; Noto CJK has
 * Chinese, Japanese and Korean. Without them Chromium draws boxes. Installed only when missing.
 */
const FONT_PACKAGES = ['fonts-noto-core', 'fonts-noto-cjk'];

function debianPackageInstalled(name) {
  const res = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
  return res.status === 0 && res.stdout.includes('install ok installed');
}

export function ensureFonts() {
  if (!existsSync('/usr/bin/dpkg-query')) return;
  const missing = FONT_PACKAGES.filter((name) => !debianPackageInstalled(name));
  if (!missing.length) return;
  console.log(`> Installing fonts for every UI language (${missing.join(', ')})…`);
  if (!aptInstall(missing))
    console.error('Could not install the fonts; screenshots may show boxes.');
}

/** Debian's Chromium for the browser tests (STACK-NOTES); installed with apt when absent. */
export function ensureChromium() {
  ensureFonts();
  if (existsSync(chromiumPath())) return true;
  console.log("> Installing Debian's Chromium for the browser tests (apt-get)…");
  if (!aptInstall(['chromium'])) {
    console.error('Could not install chromium; set CHROMIUM_PATH to a Chromium binary.');
    return false;
  }
  return existsSync(chromiumPath());
}
