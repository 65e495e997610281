import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { e2eWebServer } from '../server/test/e2e-server';

/**
 * The console's browser journeys: Debian's Chromium at a desktop size, against the real server
 * started here with its own embedded database, serving the built console under /console/ and the
 * built member app under /m/ (a change made in the console is checked where players see it).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3211);
const dataDir = mkdtempSync(path.join(tmpdir(), 'mc-console-e2e-'));

export default defineConfig({
  testDir: './e2e',
  outputDir: '../../.artifacts/console-e2e-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../../.artifacts/console-e2e-report.json' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    viewport: { width: 1366, height: 850 },
    locale: 'en-US',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
        // Merchant domains such as www.second.test reach this server (a player on its domain).
        '--host-resolver-rules=MAP *.test 127.0.0.1',
        // Production domains are https; over this test's plain http, the member app's WebCrypto
        // (encrypted login and registration) needs its merchant domain counted as secure.
        `--unsafely-treat-insecure-origin-as-secure=http://www.second.test:${E2E_PORT}`,
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
  },
  projects: [{ name: 'desktop-chromium', use: { browserName: 'chromium' } }],
  webServer: e2eWebServer({
    port: E2E_PORT,
    dataDir,
    env: {
      CONSOLE_DIST: path.resolve(import.meta.dirname, 'dist'),
      WEB_DIST: path.resolve(import.meta.dirname, '../web/dist'),
    },
  }),
});
