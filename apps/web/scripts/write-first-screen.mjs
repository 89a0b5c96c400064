// Bundles build/first-screen.tsx for the server into dist-server/ (docs/decisions/076): apps/server
// renders a data page's first screen with it. Beside dist/, not in it, so it is never served.
// In that bundle the page's calls read the replies the server is writing into the page
// (build/server-boot-replies.ts) instead of the ones a browser finds in it (src/lib/boot-replies.ts).
import path from 'node:path';
import { buildServerBundle, webDir } from './server-bundle.mjs';

const browserReplies = path.join(webDir, 'src/lib/boot-replies.ts');
const serverReplies = path.join(webDir, 'build/server-boot-replies.ts');

/** Resolves the app's imports of src/lib/boot-replies.ts to the server's stand-in. */
const serverBootReplies = {
  name: 'gymslot-server-boot-replies',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (importer === undefined || importer === serverReplies || !source.endsWith('boot-replies')) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved?.id === browserReplies ? serverReplies : null;
  },
};

await buildServerBundle({
  entry: 'build/first-screen.tsx',
  outDir: path.join(webDir, 'dist-server'),
  fileName: 'first-screen.mjs',
  plugins: [serverBootReplies],
});
