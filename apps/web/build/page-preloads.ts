import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the build writes the map, in dist/; apps/server/src/modules/web reads it. */
export const pagePreloadsFileName = 'page-preloads.json';

/**
 * What the server reads to preload a page's JavaScript: the entry's files, and for each page of the
 * route tables, by its name in their `pageModules`, its chunk and every chunk that chunk imports
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
}

const pageModuleEntry = /^\s*(\w+): \(\) => import\('([^']+)'\),?\s*$/gm;

/**
 * The `name: () => import('…')` entries of a route table's `pageModules`. Every `import(` of the
 * table must be one, so a lazy page written another way stops the build instead of going unlisted.
 */
export function pageModulesOf(source: string, table: string): { name: string; specifier: string }[] {
  const entries = [...source.matchAll(pageModuleEntry)].map(([, name = '', specifier = '']) => ({ name, specifier }));
  const imports = source.match(/\bimport\(/g)?.length ?? 0;
  if (entries.length === 0 || entries.length !== imports) {
    throw new Error(`${table}: each lazy page must be a \`name: () => import('…'),\` line of its pageModules (${entries.length} of ${imports} are)`);
  }
  return entries;
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
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
    if (chunk === undefined) throw new Error(`page preloads: no chunk starts with page "${name}" (${id})`);
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
 * Writes dist/page-preloads.json from the route tables (docs/decisions/022), so the server names
 * pages, never web source files. A table that is missing, a page import that does not resolve, or a
 * page without its own chunk fails the build.
 */
export function pagePreloads({ tables }: { tables: readonly string[] }): Plugin {
  let root = process.cwd();
  const pageIds = new Map<string, string>();
  const languageIds = new Map<string, string>();
  return {
    name: 'gymslot:page-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      pageIds.clear();
      languageIds.clear();
      const importer = path.resolve(root, cataloguesImporter);
      for (const [language, specifier] of Object.entries(languageCatalogues)) {
        const resolved = await this.resolve(specifier, importer);
        if (!resolved) this.error(`page preloads: the "${language}" catalogue ${specifier} does not resolve from ${cataloguesImporter}`);
        languageIds.set(language, resolved.id);
      }
      for (const table of tables) {
        const file = path.resolve(root, table);
        let source: string;
        try {
          source = readFileSync(file, 'utf8');
        } catch {
          this.error(`page preloads: route table ${table} not found`);
        }
        for (const { name, specifier } of pageModulesOf(source, table)) {
          const resolved = await this.resolve(specifier, file);
          if (!resolved) this.error(`page preloads: page "${name}" in ${table} imports ${specifier}, which does not resolve`);
          if (pageIds.has(name)) this.error(`page preloads: two pages are named "${name}"`);
          pageIds.set(name, resolved.id);
        }
      }
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      this.emitFile({ type: 'asset', fileName: pagePreloadsFileName, source: `${JSON.stringify(preloadMap(chunks, pageIds, languageIds), null, 2)}\n` });
    },
  };
}
