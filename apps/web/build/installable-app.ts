import { VitePWA } from 'vite-plugin-pwa';

/**
 * The web manifest and the service worker (docs/decisions/040, API contract §8.5). The worker is
 * our own (src/service-worker/sw.ts) so it can read the replies the server writes into each page;
 * the plugin builds it and writes the list of built files it precaches into it.
 */
export function installableApp() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    // main.tsx registers it after the page has loaded, with no extra script.
    injectRegister: false,
    injectManifest: {
      // The app itself: its code, styles, illustrations and the plain page it boots from offline
      // (the plugin adds the manifest and its icons). Gym photos are media, not part of the
      // build, and are never precached.
      globPatterns: ['**/*.{js,css,html,svg}'],
      // The largest chunk (the map library) is well under it; a file over it fails the build instead of going unnoticed.
      maximumFileSizeToCacheInBytes: 1024 * 1024,
    },
    manifest: {
      id: '/',
      name: 'GymSlot',
      short_name: 'GymSlot',
      description: 'Book verified gyms by the hour across India. No subscriptions.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      // The header's white and the page's neutral-50 (src/index.css); the accent is the app's one colour.
      theme_color: '#007AFF',
      background_color: '#fafafa',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
  });
}
