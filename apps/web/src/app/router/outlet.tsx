import { createContext, use } from 'react';
import type { ReactNode } from 'react';

const OutletContext = createContext<ReactNode>(null);

/**
 * Where a layout written as a route-less component shows the routes below it. Only
 * providers/query-layout.tsx still renders one; a layout otherwise takes its routes as children.
 */
export function Outlet() {
  return use(OutletContext);
}

/** Renders `layout` with `children` in its `<Outlet />`. */
export function WithOutlet({ layout, children }: { layout: ReactNode; children: ReactNode }) {
  return <OutletContext value={children}>{layout}</OutletContext>;
}
