import { use } from 'react';
import type { RouteParams } from './match-path';
import { RouteContext } from './route-context';

export function useParams(): RouteParams {
  return use(RouteContext).params;
}
