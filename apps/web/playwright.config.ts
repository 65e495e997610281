import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { e2eWebServer } from '../server/test/e2e-server';

/**
 * End-to-end journeys in Debian's Chromium (never a downloaded browser) against the real server,
 * started here with its own embedded database. Hosts ending in .test resolve to this machine so
 * that per-host rules (merchant domains, robots) can be exercised.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_ADMIN_TOKEN = 'e2e-operator-token-0123456789';
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'mc-e2e-'));

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--host-resolver-rules=MAP *.test 127.0.0.1',
  // The built-in captcha hashes with WebCrypto, which browsers give secure contexts only; the
  // test merchants' plain-http hosts stand in for the https domains of production (the identity
  // merchants' logins encrypt their bodies with WebCrypto too).
  `--unsafely-treat-insecure-origin-as-secure=${[
    'captcha',
    'captcha2',
    'geetest',
    'idauto',
    'idbind',
    'idphone',
    'idtap',
  ]
    .map((h) => `http://${h}.test:${E2E_PORT}`)
    .join(',')}`,
];

export default defineConfig({
  testDir: './e2e',
  outputDir: '../../.artifacts/e2e-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '../../.artifacts/e2e-report.json' }]],
  use: {
    ...devices['Pixel 7'],
    baseURL: `http://localhost:${E2E_PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    trace: 'off',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
  },
  projects: [{ name: 'mobile-chromium', use: { browserName: 'chromium' } }],
  webServer: e2eWebServer({
    port: E2E_PORT,
    dataDir,
    env: {
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      WEB_DIST: process.env.E2E_WEB_DIST ?? path.resolve(import.meta.dirname, 'dist'),
    },
  }),
});
