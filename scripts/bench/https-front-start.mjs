// Starts an HTTPS + HTTP/2 front (https-front.mjs) for each server the browser sections measure,
// with a certificate made for this run by openssl, and ends them by pid.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root, startProcess } from './lib.mjs';

function makeCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'mc-bench-front-'));
  // A self-signed key pair for 127.0.0.1, valid for a day; the bench's Chromium accepts it.
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  return dir;
}

async function startFront(upstream, certDir) {
  const proc = startProcess(process.execPath, [path.join(root, 'scripts/bench/https-front.mjs')], {
    env: { ...process.env, FRONT_UPSTREAM: upstream, FRONT_CERT_DIR: certDir },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise((resolve, reject) => {
    proc.child.once('message', (m) => resolve(m.port));
    proc.exited.then((code) => reject(new Error(`HTTPS front exited (${code}) before listening`)));
  });
  return { base: `https://127.0.0.1:${port}`, stop: () => proc.stop() };
}

/** targets: [{ label, url }] on plain http; answers the same targets through their fronts. */
export async function startHttpsFronts(targets) {
  const certDir = makeCertificate();
  const fronts = new Map();
  try {
    for (const t of targets) {
      const { origin } = new URL(t.url);
      if (!fronts.has(origin)) fronts.set(origin, await startFront(origin, certDir));
    }
  } catch (e) {
    for (const f of fronts.values()) await f.stop();
    rmSync(certDir, { recursive: true, force: true });
    throw e;
  }
  return {
    targets: targets.map((t) => {
      const url = new URL(t.url);
      return { ...t, url: `${fronts.get(url.origin).base}${url.pathname}${url.search}` };
    }),
    stop: async () => {
      for (const f of fronts.values()) await f.stop();
      rmSync(certDir, { recursive: true, force: true });
    },
  };
}
