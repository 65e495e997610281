import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite uses up to ~1 GB per instance: a few files at a time on a 2-core machine.
    maxWorkers: 2,
    reporters: ['default'],
  },
});
