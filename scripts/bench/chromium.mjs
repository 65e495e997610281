// A Chromium the bench starts itself (its own profile folder, a debugging port the system picks)
// and ends by its pid: nothing else on the machine is touched.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Launcher } from 'chrome-launcher';
import { chromiumPath } from '../lib/setup.mjs';
import { CHROME_FLAGS, startProcess } from './lib.mjs';

/**
 * The flags Lighthouse's own command line starts Chrome with (chrome-launcher's defaults: no
 * background networking, renderer backgrounding or IPC flood protection, RenderDocument off until
 * Lighthouse's traces read it right), so that the bench's runs are Lighthouse's usual ones; the
 * bench starts the browser itself only to end it by its pid.
 */
const LIGHTHOUSE_FLAGS = [...new Set([...Launcher.defaultFlags(), ...CHROME_FLAGS])];

/**
 * `acceptCertificates`: the bench's HTTPS fronts (https-front.mjs) present a certificate made for
 * the run, which no authority signed; this browser takes it as valid.
 */
export async function launchChromium({ acceptCertificates = false } = {}) {
  const profile = mkdtempSync(path.join(tmpdir(), 'mc-bench-chromium-'));
  const proc = startProcess(
    chromiumPath(),
    [
      ...LIGHTHOUSE_FLAGS,
      ...(acceptCertificates ? ['--ignore-certificate-errors'] : []),
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
    { group: true },
  );
  const file = path.join(profile, 'DevToolsActivePort');
  const started = Date.now();
  let port = null;
  while (!port) {
    try {
      port = Number(readFileSync(file, 'utf8').split('\n')[0]) || null;
    } catch {
      // not written yet
    }
    if (!port) {
      if (Date.now() - started > 30_000) {
        await proc.stop('SIGKILL');
        throw new Error('Chromium did not start');
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    port,
    pid: proc.pid,
    close: async () => {
      // Ends the browser and its helper processes (its process group), so that none is still
      // writing to the profile when it is removed.
      await proc.stop();
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        console.warn(`  (profile ${profile} left behind: ${error.code ?? error})`);
      }
    },
  };
}
