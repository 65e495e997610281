import type { PlaywrightTestConfig } from '@playwright/test';
import path from 'node:path';

/**
 * The real server as a browser suite's `webServer` (the member app's and the console's Playwright
 * configs): started from its sources on the suite's port with its own embedded database in
 * `dataDir`, serving the built apps given in `env` (WEB_DIST, CONSOLE_DIST, ...).
 */
export function e2eWebServer({
  port,
  dataDir,
  env,
}: {
  port: number;
  dataDir: string;
  env: Record<string, string>;
}): NonNullable<PlaywrightTestConfig['webServer']> {
  return {
    command: 'node --import tsx src/server.ts',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://localhost:${port}/ready`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every journey logs in from 127.0.0.1: one address standing for many players.
      RATE_LIMIT_FACTOR: '20',
      ...env,
    },
  };
}
