// Built by `npm run bench` with the same Vite, React plugin and Workbox set-up as the app.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  base: '/',
  plugins: [
    react(),
    VitePWA({
      manifest: false,
      injectRegister: false,
      strategies: 'generateSW',
      filename: 'sw.js',
      workbox: { globPatterns: ['**/*.{js,css,html}'], navigateFallback: '/index.html' },
    }),
  ],
  build: { target: 'es2022' },
});
