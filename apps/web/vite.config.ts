import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { dataRoutesChunkName } from './build/data-routes-chunk.js';
import { installableApp } from './build/installable-app.js';
import { pagePreloads } from './build/page-preloads.js';
import { sharedChunkName } from './build/shared-chunk.js';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // dist/page-preloads.json: each page's chunk files by its name, for the server's preloads.
    pagePreloads(),
    // /manifest.webmanifest and /sw.js.
    installableApp(),
  ],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./build/use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    assetsInlineLimit: 2048,
    // Every browser we serve preloads modules natively; an older one just fetches a page's chunks when it imports them.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // A schema nobody reads is left out: the endpoint table (packages/shared/src/endpoints) imports
      // every schema, and the web takes only the table's addresses and the schemas' types
      // (docs/decisions/053-endpoint-table.md). Building a zod schema has no effect but the value.
      // Reading a property has no effect either (nothing here relies on a getter's side effect), so an
      // object read only for a value nobody uses goes too.
      treeshake: { manualPureFunctions: ['z'], propertyReadSideEffects: false },
      output: {
        codeSplitting: {
          groups: [
            // What the first page needs anyway (React, the shell) goes in the entry file itself, not in
            // extra files fetched beside it: each small file compresses worse and costs a request.
            { name: 'index', tags: ['$initial'], priority: 2 },
            // The buttons, links and icons most screens share, and the home page's icons
            // (so / does not download the icons chunk), as one chunk instead of a dozen tiny ones that each compress worse.
            {
              name: 'ui',
              test: /(src[\\/](components[\\/]ui[\\/](button|button-link|button-styles|text-link|glyph)|lib[\\/]form-fields)|lucide[\\/].*[\\/]icons[\\/](search|phone|message-circle|key-round|calendar-check|indian-rupee|handshake|pause|play|shield-check|loader-circle))\.(tsx?|mjs)$/,
              priority: 1,
            },
            // Every other icon, and the small modules data pages share with other lazy parts, in one file
            // instead of one request each: on a phone network a request costs a round trip (build/shared-chunk.ts).
            { name: sharedChunkName, priority: 0, includeDependenciesRecursively: false },
            // What only the data pages use and several of them share, in the chunk every data page loads
            // first, and what only the pages a visit seldom starts on share (build/data-routes-chunk.ts).
            { name: dataRoutesChunkName, priority: 0, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
