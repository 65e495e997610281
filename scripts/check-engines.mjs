// Every package the server loads in production (its dependencies, and theirs, as installed) must
// accept the Node version the README names: a newer major of a transitive dependency asking for
// Node 22 fails here instead of on an operator's machine. Exits 1 with the list of those that do not.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { root } from './lib/setup.mjs';

const rootPkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const nodeVersion = semver.minVersion(rootPkg.engines.node).version;

/** Node's own lookup: node_modules/<name> in this folder or the nearest one above it. */
function locate(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === path.dirname(dir)) return null;
  }
}

const seen = new Set();
const refused = [];
const missing = [];
function visit(dir) {
  if (seen.has(dir)) return;
  seen.add(dir);
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const range = pkg.engines?.node;
  if (range && !semver.satisfies(nodeVersion, range, { includePrerelease: true }))
    refused.push(`${pkg.name}@${pkg.version} wants node ${range}`);
  const optional = new Set(Object.keys(pkg.optionalDependencies ?? {}));
  for (const name of Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies })) {
    const found = locate(name, dir);
    if (found) visit(found);
    else if (!optional.has(name) && !pkg.peerDependenciesMeta?.[name]?.optional)
      missing.push(`${name} (needed by ${pkg.name})`);
  }
}
visit(path.join(root, 'apps/server'));

console.log(
  `${seen.size - 1} runtime packages of the server checked against Node ${nodeVersion} (package.json engines ${rootPkg.engines.node})`,
);
if (missing.length) console.log(`not installed (skipped): ${missing.join(', ')}`);
if (refused.length) {
  console.error(`These ask for another Node version:\n  ${refused.join('\n  ')}`);
  process.exit(1);
}
