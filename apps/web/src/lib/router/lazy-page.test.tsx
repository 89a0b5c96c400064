import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, preloadMatchedPage } from './lazy-page';
import type { RouteDefinition } from './match-routes';

function Page() {
  return null;
}

function Layout() {
  return null;
}

function Explore() {
  return <h1>Find Your Gym</h1>;
}

describe('lazyPage', () => {
  it('renders a page whose chunk has arrived in the first pass, never showing the fallback', async () => {
    const ExplorePage = lazyPage(() => Promise.resolve({ default: Explore }));
    await ExplorePage.preload();
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <ExplorePage />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Find Your Gym' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('shows the fallback while the chunk is still on its way, then the page, loading it once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Explore }));
    const ExplorePage = lazyPage(load);
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <ExplorePage />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Find Your Gym' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

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
