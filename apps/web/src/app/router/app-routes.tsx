import { Route, Router, Switch, type RouterProps } from 'wouter';
import { paths } from '../../config/paths';
import { useAppLocation } from '../../lib/navigation';
import { AppLayout } from '../layout/app-layout';
import { DataRoutes, publicPages } from './public-pages';

/**
 * The pages anyone can read without data from the API. Every other path belongs to the data
 * routes, whose table, guards and query library arrive with their own chunk, so the first visit
 * to the home page does not download them.
 */
const publicRoutes = Object.entries(publicPages).map(([name, page]) => [paths[name as keyof typeof publicPages].path, page] as const);

const comparable = (pathname: string) => pathname.toLowerCase().replace(/\/+$/, '') || '/';

/** Whether a public page shows at `pathname` (these paths have no parameters; case and a trailing slash do not matter). */
export function isPublicPath(pathname: string): boolean {
  return publicRoutes.some(([path]) => comparable(path) === comparable(pathname));
}

/** The server's first screen (build/first-screen.tsx) says the address; the browser's app reads its own. */
type ServerAddress = Pick<RouterProps, 'ssrPath' | 'ssrSearch'>;

export function AppRoutes(address: ServerAddress) {
  return (
    <Router hook={useAppLocation} {...address}>
      <AppLayout>
        <Switch>
          {publicRoutes.map(([path, PublicPage]) => (
            <Route key={path} path={path}>
              <PublicPage />
            </Route>
          ))}
          <Route>
            <DataRoutes />
          </Route>
        </Switch>
      </AppLayout>
    </Router>
  );
}
