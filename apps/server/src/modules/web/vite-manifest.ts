import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** What apps/web's build wrote about its chunks (vite.config.ts turns the manifest on), by source name. */
export type ViteManifest = Readonly<Record<string, ManifestChunk>>;

export function readViteManifest(distDir: string): ViteManifest | undefined {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  return existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest) : undefined;
}

/** The entry's manifest keys (the chunk index.html loads). */
export function entryKeys(manifest: ViteManifest): string[] {
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry === true)
    .map(([key]) => key);
}

/** The files of these chunks and of every chunk they import, each once, in that order. */
export function chunkFiles(manifest: ViteManifest, keys: readonly string[]): string[] {
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.includes(chunk.file)) return;
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

export const modulePreload = (file: string) => `</${file}>; rel=modulepreload`;
