import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { dataRoutesLoaded } from './app-routes';
import { DataRoutes } from './public-pages';

const dataRoutesImported = vi.hoisted(() => vi.fn());
vi.mock('./data-routes', () => {
  dataRoutesImported();
  return { default: () => <p>The data routes</p> };
});

describe('dataRoutesLoaded', () => {
  it('settles at once on a public page, without loading the data routes', async () => {
    for (const path of ['/', '/aboutus', '/help']) await dataRoutesLoaded(path);
    expect(dataRoutesImported).not.toHaveBeenCalled();
  });

  it('settles once the data routes have loaded on one of their paths, so the first render shows them', async () => {
    await dataRoutesLoaded('/explore');
    expect(dataRoutesImported).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <DataRoutes />
      </Suspense>,
    );
    expect(screen.getByText('The data routes')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });
});
