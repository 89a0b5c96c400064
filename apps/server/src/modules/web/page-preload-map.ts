import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@gymslot/shared/languages';

/**
 * What apps/web's build writes to dist/page-preloads.json (its build/page-preloads.ts): the entry's
 * files, each page's chunk files by the page's name in the web app's route tables, and each
 * translation's catalogue files by its language. The server names pages, never web source files,
 * so a renamed page module keeps its preloads.
 */
export interface PagePreloadMap {
  entry: string[];
  pages: Readonly<Record<string, string[]>>;
  /** Absent from a build older than the Hindi catalogue; English has none (it is in the code). */
  languages?: Readonly<Partial<Record<Language, string[]>>>;
}

export function readPagePreloadMap(distDir: string): PagePreloadMap | undefined {
  const mapPath = path.join(distDir, 'page-preloads.json');
  return existsSync(mapPath) ? (JSON.parse(readFileSync(mapPath, 'utf8')) as PagePreloadMap) : undefined;
}

/**
 * A page's files. A name the build did not write means the web app's route tables and this module
 * disagree: that stops the server at startup instead of silently dropping the page's preloads.
 */
export function pageFiles(map: PagePreloadMap, page: string): string[] {
  const files = map.pages[page];
  if (files === undefined) {
    throw new Error(`The web build's page-preloads.json has no page "${page}": rename it in apps/server/src/modules/web too`);
  }
  return files;
}

/** The files of a language's catalogue, which a page in that language needs before its first render. */
export function languageFiles(map: PagePreloadMap, language: Language): string[] {
  return map.languages?.[language] ?? [];
}

export const modulePreload = (file: string) => `</${file}>; rel=modulepreload`;

/** The bytes a file of the build goes out as: its brotli copy's (the build writes one beside each text file), else its own; 0 if absent. */
function sentSize(distDir: string, file: string): number {
  for (const candidate of [`${file}.br`, file]) {
    const filePath = path.join(distDir, candidate);
    if (existsSync(filePath)) return statSync(filePath).size;
  }
  return 0;
}

/**
 * Puts a page's module preloads largest first, anything else (pictures) after them in its order. Over
 * HTTP/1.1 the browser has six connections, and on a slow network each request waits a round trip
 * before its first byte: the large files must take the first six, so that the small ones' round trips
 * pass while the large ones download, instead of the page's own chunk waiting two round trips behind
 * the small shared ones (issue 31: 8.2 s to Explore's first city card). Equal sizes keep their order.
 */
export function largestFirst(map: PagePreloadMap, distDir: string): (links: readonly string[]) => string[] {
  const files = new Set([...map.entry, ...Object.values(map.pages).flat()]);
  const sizes = new Map([...files].map((file) => [modulePreload(file), sentSize(distDir, file)]));
  return (links) => {
    const modules = links.filter((link) => sizes.has(link));
    const rest = links.filter((link) => !sizes.has(link));
    return [...modules.sort((a, b) => (sizes.get(b) ?? 0) - (sizes.get(a) ?? 0)), ...rest];
  };
}
