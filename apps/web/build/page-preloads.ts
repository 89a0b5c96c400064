import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the build writes the map, in dist/; apps/server/src/modules/web reads it. */
export const pagePreloadsFileName = 'page-preloads.json';

/**
 * What the server reads to preload a page's JavaScript: the entry's files, and for each page, by its
 * name (pagesOf), its chunk and every chunk that chunk imports
 * statically (what the browser fetches before the page runs), each file once, its own first. Also,
 * by language, the chunk of its catalogue, which a page in that language waits for before its
 * first render.
 */
export interface PagePreloadMap {
  entry: string[];
  pages: Record<string, string[]>;
  languages: Record<string, string[]>;
}

/**
 * The translations' catalogues, each fetched by src/i18n/i18n.ts with a dynamic `import()` of this
 * specifier, so each is a chunk of its own.
 */
const languageCatalogues = { hi: '@gymslot/shared/locales/hi.json' } as const;
const cataloguesImporter = 'src/i18n/i18n.ts';

/** The part of an output chunk this step reads. */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  moduleIds: readonly string[];
}

const pageModule = /[\\/]pages[\\/]([\w-]+)-page\.tsx$/;
const dataRoutesModule = /[\\/]app[\\/]router[\\/]data-routes\.tsx$/;

/**
 * Every page of a bundle by its name, as the routes name it: a `pages/<name>-page.tsx` module is
 * `name` in camel case (`my-bookings-page.tsx` is `myBookings`), and the data routes' table is
 * `dataRoutes`. Two pages of one name stop the build.
 */
export function pagesOf(chunks: readonly Pick<BuiltChunk, 'moduleIds'>[]): Map<string, string> {
  const pages = new Map<string, string>();
  for (const id of chunks.flatMap((chunk) => chunk.moduleIds)) {
    const stem = pageModule.exec(id)?.[1];
    const name = stem ? stem.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()) : dataRoutesModule.test(id) ? 'dataRoutes' : undefined;
    if (name === undefined) continue;
    if (pages.has(name) && pages.get(name) !== id) throw new Error(`page preloads: two pages are named "${name}": ${pages.get(name)} and ${id}`);
    pages.set(name, id);
  }
  return pages;
}

/**
 * The preload map of a bundle, given each page's module id and each language's catalogue module id;
 * a page or a catalogue with no chunk of its own is an error.
 */
export function preloadMap(
  chunks: readonly BuiltChunk[],
  pageIds: ReadonlyMap<string, string>,
  languageIds: ReadonlyMap<string, string> = new Map(),
): PagePreloadMap {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const filesOf = (start: BuiltChunk) => {
    const files: string[] = [];
    const visit = (chunk: BuiltChunk | undefined) => {
      if (chunk === undefined || files.includes(chunk.fileName)) return;
      files.push(chunk.fileName);
      for (const imported of chunk.imports) visit(byFile.get(imported));
    };
    visit(start);
    return files;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (entry === undefined) throw new Error('page preloads: the bundle has no entry chunk');
  const pages: Record<string, string[]> = {};
  for (const [name, id] of pageIds) {
    // The data routes' table shares its chunk with what the data pages share (build/data-routes-chunk.ts): that chunk holds it.
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === id) ?? chunks.find((candidate) => candidate.moduleIds.includes(id));
    if (chunk === undefined) throw new Error(`page preloads: no chunk holds page "${name}" (${id})`);
    pages[name] = filesOf(chunk);
  }
  const languages: Record<string, string[]> = {};
  for (const [language, id] of languageIds) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
    if (chunk === undefined) throw new Error(`page preloads: no chunk holds the "${language}" catalogue (${id}) alone; is it still imported lazily?`);
    languages[language] = filesOf(chunk);
  }
  return { entry: filesOf(entry), pages, languages };
}

/**
 * Writes dist/page-preloads.json from the pages in the bundle (docs/decisions/022, 055), so the
 * server names pages, never web source files. A page without its own chunk fails the build.
 */
export function pagePreloads(): Plugin {
  let root = process.cwd();
  const languageIds = new Map<string, string>();
  return {
    name: 'gymslot:page-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      languageIds.clear();
      const importer = path.resolve(root, cataloguesImporter);
      for (const [language, specifier] of Object.entries(languageCatalogues)) {
        const resolved = await this.resolve(specifier, importer);
        if (!resolved) this.error(`page preloads: the "${language}" catalogue ${specifier} does not resolve from ${cataloguesImporter}`);
        languageIds.set(language, resolved.id);
      }
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      this.emitFile({ type: 'asset', fileName: pagePreloadsFileName, source: `${JSON.stringify(preloadMap(chunks, pagesOf(chunks), languageIds), null, 2)}\n` });
    },
  };
}
