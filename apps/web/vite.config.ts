/// <reference types="vitest/config" />
import { defineConfig, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';
import path from 'node:path';

/** The home route: with the entry, all that the first screen of /m/home loads (§2). */
const HOME_ROUTE = path.resolve(import.meta.dirname, 'src/app/home-route.tsx');

/**
 * Few, larger chunks on the first load (issue "performance", `npm run bench`). Left alone, the
 * bundler gives every set of modules shared by a different set of lazy routes its own chunk, and
 * /m/home started with 63 scripts of a few hundred bytes each: a request apiece on a phone's
 * connection. Here the entry's static graph becomes one chunk ('boot') and the home route's static
 * graph another ('home'); what only other routes use keeps splitting per route, so no lazy code
 * moves onto the first load. Shared pieces of 'home' (icons, links, images) reach other routes
 * from that chunk, which the service worker precaches anyway.
 */
function firstLoadChunks() {
  let home: Set<string> | undefined;
  const staticGraph = (get: (id: string) => Rolldown.ModuleInfo | null, from: string) => {
    const seen = new Set([from]);
    const todo = [from];
    for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
      for (const dep of get(id)?.importedIds ?? []) {
        if (!seen.has(dep)) {
          seen.add(dep);
          todo.push(dep);
        }
      }
    }
    return seen;
  };
  return {
    groups: [
      { name: 'boot', tags: ['$initial' as const], priority: 2 },
      {
        debugName: 'home',
        name: (id: string, ctx: { getModuleInfo: (id: string) => Rolldown.ModuleInfo | null }) =>
          (home ??= staticGraph((m) => ctx.getModuleInfo(m), HOME_ROUTE)).has(id) ? 'home' : null,
        priority: 1,
      },
    ],
  };
}

// The app lives under /m/ (SPEC §2); the server serves dist/ there with per-request HTML.
export default defineConfig({
  base: '/m/',
  plugins: [
    react(),
    VitePWA({
      // The server serves the merchant's manifest (/wps/system/manifest.json) and the HTML.
      manifest: false,
      injectRegister: false,
      registerType: 'prompt',
      strategies: 'generateSW',
      filename: 'sw.js',
      workbox: {
        // Hashed assets only; languages load on demand and stay out of the precache (STYLE i18n).
        globPatterns: ['assets/**/*.{js,css,svg,woff2}'],
        // The Firebase Auth adapter serves only merchants with a Firebase project, on demand (§4).
        globIgnores: ['assets/locale-*.js', 'assets/firebase-client-*.js'],
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        // §4 push opt-in: showing pushed notifications and opening them (public/push-sw.js, /m/push-sw.js).
        importScripts: ['push-sw.js'],
      },
    }),
    compression({
      algorithms: ['gzip', 'brotliCompress'],
      threshold: 1024,
      exclude: [/\.(png|jpg|webp|woff2)$/],
    }),
  ],
  resolve: {
    // Dev and tests read the shared contract from source.
    conditions: ['source'],
  },
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: true,
    rollupOptions: {
      output: {
        codeSplitting: firstLoadChunks(),
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes('/locales/')
            ? 'assets/locale-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
  server: {
    proxy: {
      '/wps': 'http://localhost:3000',
      '/lgw': 'http://localhost:3000',
      '/static': 'http://localhost:3000',
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
  },
});
