import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageModulesOf, preloadMap } from './page-preloads';

describe('pageModulesOf', () => {
  it("reads every page of the app's route tables by name", () => {
    const source = readFileSync(path.join(import.meta.dirname, '../src/app/router/data-pages.ts'), 'utf8');
    const pages = pageModulesOf(source, 'data-pages.ts');
    expect(pages).toContainEqual({ name: 'explore', specifier: '../../features/discovery/pages/explore-page' });
    expect(pages).toContainEqual({ name: 'gymDetails', specifier: '../../features/discovery/pages/gym-details-page' });
    const publicPages = pageModulesOf(readFileSync(path.join(import.meta.dirname, '../src/app/router/public-pages.ts'), 'utf8'), 'public-pages.ts');
    expect(publicPages).toContainEqual({ name: 'dataRoutes', specifier: './data-routes' });
  });

  it('stops the build on a lazy page it cannot name', () => {
    const source = "export const pageModules = {\n  home: () => import('./home'),\n};\nexport const Other = lazy(() => import('./other'));\n";
    expect(() => pageModulesOf(source, 'table.ts')).toThrow(/table\.ts: each lazy page/);
  });
});

describe('preloadMap', () => {
  const chunks = [
    { fileName: 'assets/index.js', isEntry: true, facadeModuleId: '/web/index.html', imports: [] },
    { fileName: 'assets/common.js', isEntry: false, facadeModuleId: null, imports: ['assets/index.js'] },
    { fileName: 'assets/explore.js', isEntry: false, facadeModuleId: '/web/src/explore-page.tsx', imports: ['assets/index.js', 'assets/common.js', 'assets/pin.js'] },
    { fileName: 'assets/pin.js', isEntry: false, facadeModuleId: null, imports: ['assets/index.js'] },
  ];

  it("lists the entry's files and each page's chunk with the chunks it imports, each once", () => {
    expect(preloadMap(chunks, new Map([['explore', '/web/src/explore-page.tsx']]))).toEqual({
      entry: ['assets/index.js'],
      pages: { explore: ['assets/explore.js', 'assets/index.js', 'assets/common.js', 'assets/pin.js'] },
      languages: {},
    });
  });

  it("lists each language's catalogue chunk, which the server preloads for a page in that language", () => {
    const withCatalogue = [...chunks, { fileName: 'assets/hi-h1.js', isEntry: false, facadeModuleId: '/shared/src/locales/hi.json', imports: [] }];
    expect(preloadMap(withCatalogue, new Map(), new Map([['hi', '/shared/src/locales/hi.json']]))).toEqual({
      entry: ['assets/index.js'],
      pages: {},
      languages: { hi: ['assets/hi-h1.js'] },
    });
  });

  it('stops the build when a catalogue is no chunk of its own', () => {
    expect(() => preloadMap(chunks, new Map(), new Map([['hi', '/shared/src/locales/hi.json']]))).toThrow(/"hi" catalogue/);
  });

  it('stops the build when a page has no chunk of its own', () => {
    expect(() => preloadMap(chunks, new Map([['gone', '/web/src/gone-page.tsx']]))).toThrow(/page "gone"/);
  });
});
