import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroups } from './chunking.ts';
import { pagePreloads, PAGES_DIR } from './page-preloads.ts';
import { EARLY_READS } from './src/app/early-reads.ts';
import { AUTH_STORAGE_KEY } from './src/lib/auth-storage-key.ts';
import { earlyReadsScript } from './src/lib/early-reads.ts';
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
        // The pages' copies of index.html are the server's: the worker answers every page with its own.
        globIgnores: [`${PAGES_DIR}/**`],
      },
    }),
    // The paths a phone opens cold in a gym: the signed-in frame and the client's screens.
    pagePreloads(
      {
        '/client/workouts': [
          'app/layouts/authenticated-layout.tsx',
          'features/workouts/components/client-workouts-page.tsx',
        ],
        '/client/workouts/:id': [
          'app/layouts/authenticated-layout.tsx',
          'features/workouts/components/client-workout-detail-page.tsx',
        ],
        '/dashboard': [
          'app/layouts/authenticated-layout.tsx',
          'features/dashboard/components/dashboard-page.tsx',
        ],
      },
      {
        reads: EARLY_READS,
        script: (page, reads) => earlyReadsScript(page, reads, AUTH_STORAGE_KEY),
      },
    ),
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
        codeSplitting: { groups: chunkGroups() },
      },
    },
  },
});
