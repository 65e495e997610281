/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';

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
    compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024, exclude: [/\.(png|jpg|webp|woff2)$/] }),
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
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes('/locales/') ? 'assets/locale-[name]-[hash].js' : 'assets/[name]-[hash].js',
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
