import { use } from 'react';
import { RouteContext } from './route-context';

export function Outlet() {
  return use(RouteContext).outlet;
}
