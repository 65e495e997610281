import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The demo vendor's static scripts and styles (apps/server/assets/demo/vendor). */
const assetsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../assets/demo/vendor',
);

/** Asset URL with a content hash, so that a changed script is never served from a stale cache. */
export function assetVersions() {
  const versions = new Map<string, string>();
  for (const file of readdirSync(assetsDir)) {
    versions.set(
      file,
      createHash('sha256')
        .update(readFileSync(path.join(assetsDir, file)))
        .digest('hex')
        .slice(0, 10),
    );
  }
  return (file: string) => `/static/demo/vendor/${file}?v=${versions.get(file) ?? '0'}`;
}

/** §7 mini-game script: one file for both variants; it reads its variant from its own URL. */
export const miniGameScript = () => readFileSync(path.join(assetsDir, 'minigame.js'), 'utf8');
