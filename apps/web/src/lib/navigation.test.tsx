import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, Router } from 'wouter';
import { NavLink } from '../app/layout/nav-link';
import { navigate, useAppLocation } from './navigation';

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('navigate', () => {
  it('pushes a new entry carrying its state, or replaces the current one when asked', () => {
    const entries = window.history.length;
    navigate('/payment/b1', { state: { held: true } });
    expect(window.location.pathname).toBe('/payment/b1');
    expect(window.history.state).toEqual({ held: true });
    expect(window.history.length).toBe(entries + 1);

    navigate('/confirmation/b1', { replace: true });
    expect(window.location.pathname).toBe('/confirmation/b1');
    expect(window.history.length).toBe(entries + 1);
  });

  it('resolves a query-only target against the current path', () => {
    navigate('/explore');
    navigate('?search=Pune');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/explore?search=Pune');
  });

  describe('scrolling', () => {
    let scrollTo: ReturnType<typeof vi.fn<(x: number, y: number) => void>>;
    beforeEach(() => {
      scrollTo = vi.fn<(x: number, y: number) => void>();
      vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
      vi.spyOn(window, 'scrollY', 'get').mockReturnValue(400);
    });

    it('goes back to the top of a new page', () => {
      navigate('/help');
      expect(scrollTo).toHaveBeenCalledWith(0, 0);
    });

    it('stays where the reader is when only the query changes', () => {
      navigate('/explore');
      scrollTo.mockClear();
      navigate('/explore?search=Pune');
      expect(scrollTo).not.toHaveBeenCalled();
    });
  });
});

describe("Link in the app's router", () => {
  it('navigates in the app with its state, and adds no entry for a link to the current page', async () => {
    const user = userEvent.setup();
    render(
      <Router hook={useAppLocation}>
        <Link to="/payment/b1" state={{ held: true }}>
          Complete payment
        </Link>
        <Link to="/payment/b1">Same page</Link>
      </Router>,
    );
    expect(screen.getByRole('link', { name: 'Complete payment' })).toHaveAttribute('href', '/payment/b1');

    await user.click(screen.getByRole('link', { name: 'Complete payment' }));
    expect(window.location.pathname).toBe('/payment/b1');
    expect(window.history.state).toEqual({ held: true });

    const entries = window.history.length;
    await user.click(screen.getByRole('link', { name: 'Same page' }));
    expect(window.history.length).toBe(entries);
  });
});

describe('NavLink', () => {
  function renderMenu() {
    render(
      <Router hook={useAppLocation}>
        <NavLink to="/owner/dashboard" className={({ isActive }) => (isActive ? 'active' : 'idle')}>
          Dashboard
        </NavLink>
        <NavLink to="/owner" className={({ isActive }) => (isActive ? 'active' : 'idle')}>
          Owner
        </NavLink>
        <NavLink to="/explore" className={({ isActive }) => (isActive ? 'active' : 'idle')}>
          Explore
        </NavLink>
      </Router>,
    );
  }

  it('marks the link of the current page and of the pages below it', () => {
    window.history.replaceState(null, '', '/owner/dashboard');
    renderMenu();

    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Owner' })).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Explore' })).toHaveClass('idle');
    expect(screen.getByRole('link', { name: 'Explore' })).not.toHaveAttribute('aria-current');
  });

  it('follows navigation', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('link', { name: 'Explore' }));
    expect(screen.getByRole('link', { name: 'Explore' })).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });
});
