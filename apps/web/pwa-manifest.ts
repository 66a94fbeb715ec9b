import type { ManifestOptions } from 'vite-plugin-pwa';

/** The web app manifest (/manifest.webmanifest): what a phone needs to install Kinetic. */
export const pwaManifest: Partial<ManifestOptions> = {
  name: 'Kinetic',
  short_name: 'Kinetic',
  description: 'Fitness and nutrition coaching: workouts, meals and progress in one place.',
  // The top bar's brand colour (index.html's theme-color) and the page's slate-50 background.
  theme_color: '#0f766e',
  background_color: '#f8fafc',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  icons: [
    { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
