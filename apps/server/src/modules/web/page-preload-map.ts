import { existsSync, readFileSync } from 'node:fs';
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
