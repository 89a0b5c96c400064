import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Link } from './link';
import { getLocation } from './location-store';
import { NavLink } from './nav-link';

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

/** Whether the click reached the browser's default action; jsdom cannot load pages, so it is stopped here. */
function clickReachesBrowser(link: HTMLElement, init: MouseEventInit = {}) {
  let reached = false;
  const observe = (event: Event) => {
    reached = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', observe);
  fireEvent.click(link, init);
  window.removeEventListener('click', observe);
  return reached;
}

describe('Link', () => {
  it('is a real link that navigates in the app on a plain click, with its state', async () => {
    const user = userEvent.setup();
    render(
      <Link to="/payment/b1" state={{ held: true }}>
        Complete payment
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Complete payment' });
    expect(link).toHaveAttribute('href', '/payment/b1');

    await user.click(link);
    expect(getLocation()).toMatchObject({ pathname: '/payment/b1', state: { held: true } });
  });

  it('leaves clicks that open a new tab or window to the browser', () => {
    render(<Link to="/explore">Explore</Link>);
    const link = screen.getByRole('link', { name: 'Explore' });

    expect(clickReachesBrowser(link, { ctrlKey: true })).toBe(true);
    expect(clickReachesBrowser(link, { metaKey: true })).toBe(true);
    expect(clickReachesBrowser(link, { shiftKey: true })).toBe(true);
    expect(getLocation().pathname).toBe('/');

    expect(clickReachesBrowser(link)).toBe(false);
    expect(getLocation().pathname).toBe('/explore');
  });

  it('does not add a history entry for a link to the current page', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/help');
    render(<Link to="/help">Help</Link>);
    const entries = window.history.length;

    await user.click(screen.getByRole('link', { name: 'Help' }));
    expect(window.history.length).toBe(entries);
  });
});

describe('NavLink', () => {
  function renderMenu() {
    render(
      <>
        <NavLink to="/owner/dashboard" className={({ isActive }) => (isActive ? 'active' : 'idle')}>
          Dashboard
        </NavLink>
        <NavLink to="/owner" className={({ isActive }) => (isActive ? 'active' : 'idle')}>
          Owner
        </NavLink>
        <NavLink to="/explore" className={({ isActive }) => (isActive ? 'active' : 'idle')}>
          Explore
        </NavLink>
      </>,
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
  });
});
