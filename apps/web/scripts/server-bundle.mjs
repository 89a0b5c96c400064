// Builds one of build/'s files for Node with the app's own module resolution (its aliases) and
// none of its client-build plugins: the app's frame (write-app-frame.mjs) and the server's first
// screen (write-first-screen.mjs) render the app's components there.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, loadConfigFromFile } from 'vite';

export const webDir = path.resolve(import.meta.dirname, '..');

/** Bundles `entry` (a path under apps/web) into `outDir`/`fileName`, with `plugins` before the app's React one. */
export async function buildServerBundle({ entry, outDir, fileName, plugins = [] }) {
  const { config } = await loadConfigFromFile({ command: 'build', mode: 'production' }, path.join(webDir, 'vite.config.ts'));
  await build({
    configFile: false,
    root: webDir,
    logLevel: 'warn',
    plugins: [...plugins, react()],
    resolve: config.resolve,
    // Only the bundle: the browser's build serves the public files and assets.
    publicDir: false,
    // React and the rest inside the bundle, in their production builds: the server need not run
    // with NODE_ENV=production for its renders to take the fast path.
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: { ssr: entry, outDir, emptyOutDir: true, rolldownOptions: { output: { entryFileNames: fileName } } },
  });
}
