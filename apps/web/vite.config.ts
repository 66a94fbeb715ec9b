import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './precompress.ts';
import { pwaManifest } from './pwa-manifest.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      // Our own worker (sw/sw.ts): the precache is injected into it, the API rules are ours.
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // The app registers the worker itself (lib/service-worker.ts) and asks before updating.
      injectRegister: false,
      registerType: 'prompt',
      manifest: pwaManifest,
      injectManifest: {
        // The whole app shell: every screen a client may open in the gym, and the icons.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      },
    }),
    precompress(),
  ],
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              priority: 2,
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            { name: 'zod', priority: 1, test: /node_modules[\\/]zod[\\/]/ },
            // Each icon would otherwise be a chunk of about 1 KB of its own: on a phone network every
            // file is a round trip, six at a time, and a screen's twenty icons cost seconds.
            { name: 'icons', priority: 1, test: /node_modules[\\/]lucide-react[\\/]/ },
          ],
        },
      },
    },
  },
});
