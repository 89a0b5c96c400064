import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getLocation, navigate } from './location-store';
import type { RouteDefinition } from './match-routes';
import { Navigate } from './navigate';
import { Outlet } from './outlet';
import { Routes } from './routes';
import { useLocation } from './use-location';
import { useParams } from './use-params';
import { useSearchParams } from './use-search-params';

function Layout() {
  return (
    <div data-testid="layout">
      <Outlet />
    </div>
  );
}

function GymPage() {
  const { id } = useParams();
  return <h1>Gym {id}</h1>;
}

function SearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { state } = useLocation();
  return (
    <>
      <h1>Searching {searchParams.get('q') ?? 'nothing'}</h1>
      <p>{state === null ? 'no state' : 'own write'}</p>
      <button type="button" onClick={() => setSearchParams((current) => ({ q: `${current.get('q') ?? ''}x` }), { replace: true, state: 'mine' })}>
        Add x
      </button>
      <button type="button" onClick={() => setSearchParams({})}>
        Clear
      </button>
    </>
  );
}

const routes: readonly RouteDefinition[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <h1>Home</h1> },
      { path: '/gym/:id', element: <GymPage /> },
      { path: '/search', element: <SearchPage /> },
      { path: '/old-home', element: <Navigate to="/" replace /> },
      { path: '*', element: <h1>Not found</h1> },
    ],
  },
];

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  render(<Routes routes={routes} />);
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('Routes', () => {
  it('renders the matching page inside its layout, with its params', () => {
    renderAt('/gym/g42');
    expect(screen.getByTestId('layout')).toContainElement(screen.getByRole('heading', { name: 'Gym g42' }));
  });

  it('shows the catch-all for an unknown path', () => {
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  });

  it('follows navigation, and Back', () => {
    renderAt('/');
    act(() => navigate('/gym/g1'));
    expect(screen.getByRole('heading', { name: 'Gym g1' })).toBeInTheDocument();

    act(() => {
      window.history.replaceState(null, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('redirects with <Navigate>, replacing the entry', () => {
    renderAt('/old-home');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(getLocation().pathname).toBe('/');
  });

  it('reads and writes the query with useSearchParams, keeping the path', async () => {
    const user = userEvent.setup();
    renderAt('/search?q=a');
    expect(screen.getByRole('heading', { name: 'Searching a' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add x' }));
    expect(screen.getByRole('heading', { name: 'Searching ax' })).toBeInTheDocument();
    expect(screen.getByText('own write')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('heading', { name: 'Searching nothing' })).toBeInTheDocument();
    expect(window.location.href).toBe(`${window.location.origin}/search`);
  });
});
