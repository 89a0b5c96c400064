import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The apps/server folder, found the same way from src/ (tsx, tests) and from dist/ (built). */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@gymslot/server') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @gymslot/server package folder');
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
export const migrationsDir = path.join(serverRoot, 'src', 'db', 'migrations');
export const demoAssetsDir = path.join(serverRoot, 'assets', 'demo');
export const webDistDir = path.join(serverRoot, '..', 'web', 'dist');
/** The web build's renderer of a data page's first screen (apps/web/build/first-screen.tsx, decision 076); never served. */
export const webFirstScreenBundle = path.join(serverRoot, '..', 'web', 'dist-server', 'first-screen.mjs');

/** Where uploaded and demo gym images live on local disk, under the data folder. */
export const mediaDirOf = (config: { dataDir: string }): string => path.join(config.dataDir, 'media');
