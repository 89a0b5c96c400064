import { describe, expect, it } from 'vitest';
import { matchRoutes } from './match-routes';
import type { RouteDefinition } from './match-routes';

const routes: readonly RouteDefinition[] = [
  {
    element: 'layout',
    children: [
      { path: '/', element: 'home' },
      {
        element: 'guard',
        children: [
          { path: '/gym/:id', element: 'gym' },
          { path: '/gym/:id', element: 'never reached' },
        ],
      },
      { path: '*', element: 'not found' },
    ],
  },
];

describe('matchRoutes', () => {
  it('returns the page with the layouts around it, outermost first', () => {
    expect(matchRoutes(routes, '/')).toEqual({ elements: ['layout', 'home'], params: {} });
    expect(matchRoutes(routes, '/gym/g1')).toEqual({ elements: ['layout', 'guard', 'gym'], params: { id: 'g1' } });
  });

  it('takes the first match in table order, so a catch-all goes last', () => {
    expect(matchRoutes(routes, '/gym/g1')?.elements.at(-1)).toBe('gym');
    expect(matchRoutes(routes, '/no/such/page')).toEqual({ elements: ['layout', 'not found'], params: {} });
  });

  it('returns null when nothing matches', () => {
    expect(matchRoutes([{ path: '/', element: 'home' }], '/explore')).toBeNull();
  });
});
