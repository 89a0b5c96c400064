import { describe, expect, it, vi } from 'vitest';
import { lazyPage, preloadMatchedPage } from './lazy-page';
import type { RouteDefinition } from './match-routes';

function Page() {
  return null;
}

function Layout() {
  return null;
}

describe('preloadMatchedPage', () => {
  it('fetches the matched page, through its layouts, and no other', () => {
    const loadExplore = vi.fn(() => Promise.resolve({ default: Page }));
    const loadGym = vi.fn(() => Promise.resolve({ default: Page }));
    const Explore = lazyPage(loadExplore);
    const Gym = lazyPage(loadGym);
    const routes: RouteDefinition[] = [
      {
        element: <Layout />,
        children: [
          { path: '/explore', element: <Explore /> },
          { path: '/gym/:id', element: <Gym /> },
        ],
      },
    ];

    preloadMatchedPage(routes, '/gym/abc');
    expect(loadGym).toHaveBeenCalledTimes(1);
    expect(loadExplore).not.toHaveBeenCalled();

    preloadMatchedPage(routes, '/nowhere');
    expect(loadExplore).not.toHaveBeenCalled();
  });

  it('leaves a plain element alone', () => {
    expect(() => preloadMatchedPage([{ path: '/', element: <Page /> }], '/')).not.toThrow();
  });
});
