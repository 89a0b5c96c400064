import { roles as everyRole, type Role } from '@gymslot/shared/roles';
import { lazy, Suspense, useEffect } from 'react';
import type { ComponentType } from 'react';
import { parse } from 'regexparam';
import { matchRoute, Route, Switch, useParams } from 'wouter';
import { paths } from '../../config/paths';
import { loadOnce } from '../../lib/load-once';
import { RequireRole } from '../guards/require-role';
import QueryLayout from '../providers/query-layout';

// Spec §2's route table for every page but the public ones (public-pages.ts), derived so that a page
// is added in one place, its pattern in config/paths.ts (docs/decisions/055-page-table.md):
// - its screen is `<name>-page.tsx` in a feature's `pages/` folder, named like its entry in `paths`
//   (`myBookings` is `my-bookings-page.tsx`), or the page `sharedPages` names;
// - who may open it follows from where it is (spec §6): `/owner/…` is the gym owner's, `/admin/…` the
//   admin's, `openPages` anyone's, `account` every signed-in person's, anything else a member's.
// Every screen is its own chunk (ui.md "Fast by default"); only the page being visited downloads.
// The public pages' features (home, info) download with the entry instead.

type PathName = keyof typeof paths;
type LoadPage = () => Promise<{ default: ComponentType }>;

const pageFiles = import.meta.glob<{ default: ComponentType }>([
  '../../features/*/pages/*-page.tsx',
  '!../../features/home/**',
  '!../../features/info/**',
]);

const camelCase = (kebab: string) => kebab.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** Each page's chunk by its name: `my-bookings-page.tsx` is `myBookings`. */
const pageModules = new Map<string, LoadPage>(
  Object.entries(pageFiles).map(([file, load]) => [camelCase(/([\w-]+)-page\.tsx$/.exec(file)?.[1] ?? file), loadOnce(load)]),
);

/** Paths that show another path's screen. */
const sharedPages: Partial<Record<PathName, string>> = {
  verifyEmailWithoutToken: 'verifyEmail',
  findGyms: 'locationSearch',
  search: 'locationSearch',
  map: 'mapFinder',
  nearby: 'nearbyMap',
  ownerInsights: 'insights',
  adminGymInsights: 'insights',
  ownerPriceBands: 'priceBands',
  adminPriceBands: 'priceBands',
  ownerDateAvailability: 'dateAvailability',
  adminDateAvailability: 'dateAvailability',
};

/** Pages anyone may open: signing in, a mail's link whose token is the authority (§8.8), and how GymSlot keeps data and takes complaints (§8.11). */
const openPages: ReadonlySet<PathName> = new Set(['login', 'register', 'phoneLogin', 'verifyEmail', 'verifyEmailWithoutToken', 'forgotPassword', 'resetPassword', 'unsubscribe', 'privacy', 'grievance']);

/** §8.12: the owner's pages front-desk staff open too: the bookings (with Today) and the check-in. */
const deskPages: ReadonlySet<PathName> = new Set(['ownerBookings', 'verifyBooking']);
const deskRoles: readonly Role[] = ['gym_owner', 'gym_staff'];

function rolesFor(name: PathName, path: string): readonly Role[] | undefined {
  if (openPages.has(name)) return undefined;
  // §8.12: a gym's owner and front-desk staff may open its public page too (the page shows them only their own gyms).
  if (name === 'gymDetails') return ['user', 'gym_owner', 'gym_staff'];
  if (name === 'account') return everyRole;
  if (deskPages.has(name)) return deskRoles;
  if (path.startsWith('/owner/')) return ['gym_owner'];
  if (path.startsWith('/admin/')) return ['admin'];
  return ['user'];
}

/**
 * What another feature shows over a page (docs/decisions/066-quick-checkout.md): the gym page's quick
 * checkout (§8.13) is the bookings feature's, which the discovery feature may not import. Its chunk
 * is fetched once the page shows, in a boundary of its own, so it never holds the page back.
 */
const pageOverlays: Partial<Record<string, LoadPage>> = {
  gymDetails: () => import('../../features/bookings/quick-checkout/quick-checkout'),
};

function withOverlay(Page: ComponentType, Overlay: ComponentType): ComponentType {
  return function PageWithOverlay() {
    return (
      <>
        <Page />
        <Suspense fallback={null}>
          <Overlay />
        </Suspense>
      </>
    );
  };
}

const lazyPages = new Map<string, ComponentType>();
/** The page named `name`, one lazy component however many paths show it. */
function pageNamed(name: string): { page: ComponentType; load: LoadPage } | undefined {
  const load = pageModules.get(name);
  if (load === undefined) return undefined;
  let page = lazyPages.get(name);
  if (page === undefined) {
    const overlay = pageOverlays[name];
    page = overlay ? withOverlay(lazy(load), lazy(overlay)) : lazy(load);
    lazyPages.set(name, page);
  }
  return { page, load };
}

const gymIdPattern = /^[0-9a-f]{24}$/i;

/** /gyms/{x} is a city listing, unless x is a gym id: then it is that gym's details (spec §2). */
const gymsPathPage = (city: string) => pageNamed(gymIdPattern.test(city) ? 'gymDetails' : 'cityGyms');

function GymsPathPage() {
  const { city = '' } = useParams();
  const page = gymsPathPage(city);
  return page ? <page.page /> : null;
}

export interface DataRoute {
  name: PathName;
  path: string;
  page: ComponentType;
  /** The page's chunk, fetched while its guard waits for the login check. */
  load?: LoadPage;
  /** Who may open it; anyone when absent. */
  roles?: readonly Role[];
}

/** Every path of `paths` that has a page here, in the order of `paths` (no two patterns overlap). */
export const dataRoutes: readonly DataRoute[] = (Object.keys(paths) as PathName[]).flatMap((name) => {
  const path = paths[name].path;
  const found = name === 'cityGyms' ? { page: GymsPathPage, load: undefined } : pageNamed(sharedPages[name] ?? name);
  return found ? [{ name, path, page: found.page, load: found.load, roles: rolesFor(name, path) }] : [];
});

/**
 * The chunk of the page `pathname` shows, for the app's first render to wait for (main.tsx): the page
 * then replaces the HTML's (the server's first screen, decision 076) in one commit, with no skeleton between.
 */
export function loadPageAt(pathname: string): Promise<unknown> | undefined {
  for (const route of dataRoutes) {
    const [matches, params] = matchRoute(parse, route.path, pathname) as [boolean, { city?: string } | null];
    if (matches) return (route.load ?? gymsPathPage(params?.city ?? '')?.load)?.();
  }
  return undefined;
}

const NotFoundPage = lazy(() => import('../pages/not-found-page'));

function GuardedPage({ roles, page: GuardedScreen, load }: Required<Pick<DataRoute, 'roles' | 'page'>> & Pick<DataRoute, 'load'>) {
  // On a first visit the guard waits for the login check: fetch the page's own chunk meanwhile,
  // instead of once the check has answered.
  useEffect(() => {
    Promise.resolve(load?.()).catch(() => undefined);
  }, [load]);
  return (
    <RequireRole allowedRoles={roles}>
      <GuardedScreen />
    </RequireRole>
  );
}

/** The first match wins, and anything else is not found. */
export default function DataRoutes() {
  return (
    <QueryLayout>
      <Switch>
        {dataRoutes.map(({ path, page: Page, load, roles }) => (
          <Route key={path} path={path}>
            {roles ? <GuardedPage roles={roles} page={Page} load={load} /> : <Page />}
          </Route>
        ))}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </QueryLayout>
  );
}
