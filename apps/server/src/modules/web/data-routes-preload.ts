import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The web app's chunk holding every page but the public ones (apps/web/src/app/router/data-routes.tsx). */
const DATA_ROUTES_SOURCE = 'src/app/router/data-routes.tsx';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * A `Link` header that has the browser fetch the data routes' chunk and the chunks it imports
 * while it is still fetching the entry, instead of after running it: one round trip less before
 * any page but the public ones can render. Read from the build's Vite manifest; undefined
 * without one.
 */
export function dataRoutesPreloadHeader(distDir: string): string | undefined {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    // The entry is already on its way from index.html.
    if (!chunk || chunk.isEntry || files.includes(chunk.file)) return;
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(DATA_ROUTES_SOURCE);
  if (files.length === 0) return undefined;
  return files.map((file) => `</${file}>; rel=modulepreload`).join(', ');
}
