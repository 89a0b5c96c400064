import { createContext } from 'react';
import type { ReactNode } from 'react';
import type { RouteParams } from './match-path';

interface RouteContextValue {
  params: RouteParams;
  /** What this level's `<Outlet />` shows: the next layout down, or the page. */
  outlet: ReactNode;
}

export const RouteContext = createContext<RouteContextValue>({ params: {}, outlet: null });
