import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { dataRoutes } from './data-routes';
import { publicPages } from './public-pages';

const routeOf = (name: string) => dataRoutes.find((route) => route.name === name);

describe('the data routes, derived from paths and the pages folders', () => {
  it('give every path that is not public a page, and a public one none', () => {
    const publicNames = Object.keys(publicPages);
    const expected = Object.keys(paths).filter((name) => !publicNames.includes(name));
    expect(dataRoutes.map((route) => route.name)).toEqual(expected);
  });

  it('let each role into its own area only, and anyone into signing in', () => {
    expect(routeOf('ownerPayouts')?.roles).toEqual(['gym_owner']);
    expect(routeOf('adminGymInsights')?.roles).toEqual(['admin']);
    expect(routeOf('myBookings')?.roles).toEqual(['user']);
    // §8.12: the gym's own team may see its public page; booking stays the member's.
    expect(routeOf('gymDetails')?.roles).toEqual(['user', 'gym_owner', 'gym_staff']);
    expect(routeOf('book')?.roles).toEqual(['user']);
    expect(routeOf('cityGyms')?.roles).toEqual(['user']);
    expect(routeOf('account')?.roles).toEqual(['user', 'gym_owner', 'gym_staff', 'admin']);
    for (const name of ['login', 'register', 'phoneLogin', 'verifyEmail', 'verifyEmailWithoutToken', 'forgotPassword', 'resetPassword', 'unsubscribe']) {
      expect(routeOf(name)?.roles, name).toBeUndefined();
    }
  });

  it('show one screen, one chunk, at the paths that share it', () => {
    expect(routeOf('ownerPriceBands')?.page).toBe(routeOf('adminPriceBands')?.page);
    expect(routeOf('findGyms')?.load).toBe(routeOf('search')?.load);
    expect(routeOf('ownerInsights')?.page).not.toBe(routeOf('ownerPayouts')?.page);
  });

  it("load each page's own module", async () => {
    const module = await routeOf('myBookings')?.load?.();
    expect(module?.default.name).toBe('MyBookingsPage');
  });
});
