import { describe, expect, it } from 'vitest';
import { pagesOf, preloadMap } from './page-preloads';

describe('pagesOf', () => {
  it('names each page of the bundle as the routes do, and the data routes', () => {
    const pages = pagesOf([
      { moduleIds: ['/web/src/features/bookings/pages/my-bookings-page.tsx', '/web/src/features/bookings/booking-card.tsx'] },
      { moduleIds: ['/web/src/app/router/data-routes.tsx', '/web/src/app/pages/not-found-page.tsx'] },
    ]);
    expect(Object.fromEntries(pages)).toEqual({
      myBookings: '/web/src/features/bookings/pages/my-bookings-page.tsx',
      dataRoutes: '/web/src/app/router/data-routes.tsx',
      notFound: '/web/src/app/pages/not-found-page.tsx',
    });
  });

  it('stops the build on two pages of one name', () => {
    expect(() => pagesOf([{ moduleIds: ['/web/src/features/a/pages/help-page.tsx', '/web/src/features/b/pages/help-page.tsx'] }])).toThrow(/two pages are named "help"/);
  });
});

describe('preloadMap', () => {
  const chunks = [
    { fileName: 'assets/index.js', isEntry: true, facadeModuleId: '/web/index.html', imports: [], moduleIds: [] },
    { fileName: 'assets/common.js', isEntry: false, facadeModuleId: null, imports: ['assets/index.js'], moduleIds: [] },
    { fileName: 'assets/explore.js', isEntry: false, facadeModuleId: '/web/src/explore-page.tsx', imports: ['assets/index.js', 'assets/common.js', 'assets/pin.js'], moduleIds: [] },
    { fileName: 'assets/pin.js', isEntry: false, facadeModuleId: null, imports: ['assets/index.js'], moduleIds: [] },
  ];

  it("lists the entry's files and each page's chunk with the chunks it imports, each once", () => {
    expect(preloadMap(chunks, new Map([['explore', '/web/src/explore-page.tsx']]))).toEqual({
      entry: ['assets/index.js'],
      pages: { explore: ['assets/explore.js', 'assets/index.js', 'assets/common.js', 'assets/pin.js'] },
      languages: {},
    });
  });

  it("lists each language's catalogue chunk, which the server preloads for a page in that language", () => {
    const withCatalogue = [...chunks, { fileName: 'assets/hi-h1.js', isEntry: false, facadeModuleId: '/shared/src/locales/hi.json', imports: [], moduleIds: [] }];
    expect(preloadMap(withCatalogue, new Map(), new Map([['hi', '/shared/src/locales/hi.json']]))).toEqual({
      entry: ['assets/index.js'],
      pages: {},
      languages: { hi: ['assets/hi-h1.js'] },
    });
  });

  it('stops the build when a catalogue is no chunk of its own', () => {
    expect(() => preloadMap(chunks, new Map(), new Map([['hi', '/shared/src/locales/hi.json']]))).toThrow(/"hi" catalogue/);
  });

  it('stops the build when no chunk holds a page', () => {
    expect(() => preloadMap(chunks, new Map([['gone', '/web/src/gone-page.tsx']]))).toThrow(/page "gone"/);
  });

  it('finds a page that shares its chunk, the data routes\' table in data-common, in the chunk that holds it (issue 32)', () => {
    const table = '/web/src/app/router/data-routes.tsx';
    const shared = chunks.map((chunk) => (chunk.fileName === 'assets/common.js' ? { ...chunk, moduleIds: ['/web/src/error-state.tsx', table] } : chunk));
    expect(preloadMap(shared, new Map([['dataRoutes', table]])).pages).toEqual({ dataRoutes: ['assets/common.js', 'assets/index.js'] });
  });
});
