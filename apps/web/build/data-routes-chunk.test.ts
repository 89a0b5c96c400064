import { describe, expect, it } from 'vitest';
import { moduleGraph } from './module-graph-fixture';
import { dataRoutesChunkName } from './data-routes-chunk';

const web = '/repo/apps/web/';
const ids = {
  html: `${web}index.html`,
  main: `${web}src/main.tsx`,
  publicPages: `${web}src/app/router/public-pages.ts`,
  home: `${web}src/features/home/pages/home-page.tsx`,
  dataRoutes: `${web}src/app/router/data-routes.tsx`,
  guard: `${web}src/app/guards/require-role.tsx`,
  explore: `${web}src/features/discovery/pages/explore-page.tsx`,
  gym: `${web}src/features/discovery/pages/gym-details-page.tsx`,
  map: `${web}src/features/discovery/pages/map-finder-page.tsx`,
  lazyMap: `${web}src/features/discovery/map/lazy-gym-map.tsx`,
  gymMap: `${web}src/features/discovery/map/gym-map.tsx`,
  leaflet: '/repo/node_modules/leaflet/dist/leaflet-src.js',
  errorState: `${web}src/components/ui/error-state.tsx`,
  searchField: `${web}src/components/ui/search-field.tsx`,
  carousel: `${web}src/components/ui/carousel.tsx`,
  textMatch: `${web}src/features/discovery/gym-text-match.ts`,
  schemas: '/repo/packages/shared/src/gym-schemas.ts',
  zod: '/repo/node_modules/zod/v4/classic/external.js',
  resend: `${web}src/features/auth/components/resend-verification.tsx`,
  login: `${web}src/features/auth/pages/login-page.tsx`,
  register: `${web}src/features/auth/pages/register-page.tsx`,
  query: '/repo/node_modules/@tanstack/query-core/build/modern/query.js',
  passwordField: `${web}src/features/auth/components/password-field.tsx`,
  dashboard: `${web}src/features/owner/pages/owner-dashboard-page.tsx`,
  ownerBookings: `${web}src/features/owner/pages/owner-bookings-page.tsx`,
  ownerTexts: `${web}src/features/owner/owner-messages.ts`,
  myBookings: `${web}src/features/bookings/pages/my-bookings-page.tsx`,
  bookingCard: `${web}src/features/bookings/components/booking-card.tsx`,
};

/** Static imports (`imports`) and lazy ones (`lazy`) between the modules above. */
const imports: Record<string, string[]> = {
  [ids.html]: [ids.main],
  [ids.main]: [ids.publicPages],
  [ids.dataRoutes]: [ids.guard, ids.query],
  [ids.home]: [ids.searchField],
  [ids.explore]: [ids.errorState, ids.searchField, ids.textMatch, ids.query, ids.schemas],
  [ids.gym]: [ids.errorState, ids.carousel, ids.query, ids.schemas],
  [ids.map]: [ids.errorState, ids.carousel, ids.textMatch, ids.lazyMap],
  [ids.gymMap]: [ids.leaflet, ids.carousel],
  [ids.schemas]: [ids.zod],
  [ids.login]: [ids.resend, ids.passwordField],
  [ids.register]: [ids.resend, ids.passwordField],
  [ids.dashboard]: [ids.ownerTexts, ids.bookingCard],
  [ids.ownerBookings]: [ids.ownerTexts, ids.errorState],
  [ids.myBookings]: [ids.bookingCard],
  [ids.resend]: [ids.schemas],
};
const lazy: Record<string, string[]> = {
  [ids.publicPages]: [ids.home, ids.dataRoutes],
  [ids.dataRoutes]: [ids.explore, ids.gym, ids.map, ids.login, ids.register, ids.dashboard, ids.ownerBookings, ids.myBookings],
  [ids.lazyMap]: [ids.gymMap],
};

const graph = moduleGraph(ids.html, imports, lazy);

describe('dataRoutesChunkName', () => {
  it('takes what two or more data pages share, feature code too, and what the data routes need', () => {
    for (const id of [ids.errorState, ids.query, ids.guard, ids.textMatch]) expect(dataRoutesChunkName(id, graph), id).toBe('data-common');
  });

  it('leaves a block the home page uses too, so / downloads nothing more', () => {
    expect(dataRoutesChunkName(ids.searchField, graph)).toBeNull();
  });

  it("leaves a page's own modules, zod and what brings it, and what only a lazy part of a page uses", () => {
    for (const id of [ids.explore, ids.schemas, ids.zod, ids.resend, ids.leaflet, ids.main]) {
      expect(dataRoutesChunkName(id, graph), id).toBeNull();
    }
  });

  it('takes what data pages share with a lazy part only data pages load (the map), instead of a file of its own (issue 31)', () => {
    expect(dataRoutesChunkName(ids.carousel, graph)).toBe('data-common');
  });

  it('takes the data routes\' table itself, one file fewer for every data page (issue 32)', () => {
    expect(dataRoutesChunkName(ids.dataRoutes, graph)).toBe('data-common');
  });

  it("keeps what no member's first page shares out of data-common: an owner's first pages' in data-owner, the rest in data-more (issue 32)", () => {
    // My Bookings shares the booking card with the owner's dashboard: a member's first page needs it.
    expect(dataRoutesChunkName(ids.bookingCard, graph)).toBe('data-common');
    expect(dataRoutesChunkName(ids.ownerTexts, graph)).toBe('data-owner');
    expect(dataRoutesChunkName(ids.passwordField, graph)).toBe('data-more');
  });
});
