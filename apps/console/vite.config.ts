/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The console lives under /console/ (ARCHITECTURE "operator side"); the server serves dist/ there.
// `npx vite` proxies the API to a server started with `npm start` (or CONSOLE_API_URL).
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  build: {
    manifest: true,
    // Screens are loaded per route (src/app/router.tsx); no chunk should come near this again.
    chunkSizeWarningLimit: 350,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and the router change least: their own chunk stays cached across releases.
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/admin': process.env.CONSOLE_API_URL ?? 'http://localhost:3000' } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
  },
});
