import { Suspense, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { isPublicPath } from './app-routes';
import { DataRoutes, loadDataRoutes, loadHomePage, publicPages } from './public-pages';

const dataRoutesImported = vi.hoisted(() => vi.fn());
vi.mock('./data-routes', () => {
  dataRoutesImported();
  return { default: () => <p>The data routes</p> };
});
const homePageImported = vi.hoisted(() => vi.fn());
vi.mock('../../features/home/pages/home-page', () => {
  homePageImported();
  return { default: () => <h1>The home page</h1> };
});

describe('isPublicPath', () => {
  it('knows the pages anyone reads without data, whatever the letter case and a trailing slash', () => {
    for (const path of ['/', '/aboutus', '/AboutUs/', '/help', '/contactus', '/partnership', '/unauthorized']) {
      expect(isPublicPath(path), path).toBe(true);
    }
    for (const path of ['/explore', '/gym/0123456789abcdef01234567', '/login', '/no-such-page']) {
      expect(isPublicPath(path), path).toBe(false);
    }
  });
});

describe("a data page's first render (main.tsx)", () => {
  it('once their chunk has loaded, shows the data routes without the loading fallback in between', async () => {
    // React's own scheduler, as in the browser: act() would run its work without the pauses this relies on.
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    const fallbackShown = vi.fn();
    function Fallback() {
      useLayoutEffect(fallbackShown);
      return <p>Loading…</p>;
    }
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    try {
      await loadDataRoutes();
      startTransition(() =>
        root.render(
          <Suspense fallback={<Fallback />}>
            <DataRoutes />
          </Suspense>,
        ),
      );
      await vi.waitFor(() => expect(container).toHaveTextContent('The data routes'));
      expect(dataRoutesImported).toHaveBeenCalledTimes(1);
      expect(fallbackShown).not.toHaveBeenCalled();
    } finally {
      root.unmount();
      container.remove();
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    }
  });
});

describe("the home page's first render (main.tsx, issue 31)", () => {
  it("replaces the home page the HTML already shows once its chunk has loaded, with no loading fallback in between", async () => {
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    const fallbackShown = vi.fn();
    function Fallback() {
      useLayoutEffect(fallbackShown);
      return <p>Loading…</p>;
    }
    const container = document.createElement('div');
    // The build's home frame: the page's heading, written into the HTML.
    const framed = document.createElement('main');
    const heading = document.createElement('h1');
    heading.textContent = 'Book a gym by the hour. No membership needed.';
    framed.append(heading);
    container.append(framed);
    document.body.append(container);
    const root = createRoot(container);
    try {
      await loadHomePage();
      startTransition(() =>
        root.render(
          <main>
            <Suspense fallback={<Fallback />}>
              <publicPages.home />
            </Suspense>
          </main>,
        ),
      );
      await vi.waitFor(() => expect(container).toHaveTextContent('The home page'));
      expect(homePageImported).toHaveBeenCalledTimes(1);
      expect(fallbackShown).not.toHaveBeenCalled();
      // Replaced, not added to: one heading for a screen reader.
      expect(container.querySelectorAll('h1')).toHaveLength(1);
      expect(container).not.toHaveTextContent('No membership needed');
    } finally {
      root.unmount();
      container.remove();
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    }
  });
});
