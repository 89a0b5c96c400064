import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { personalRepliesCacheName } from '../../service-worker/personal-replies';
import { checkStatusAs, createUser } from '../../test/factories';
import { errorReply, mockApi, reply } from '../../test/mock-api';
import { currentLocation, renderApp } from '../../test/render-app';

/** The browser's cache storage, which jsdom lacks: the names of the caches this origin holds. */
function cacheStorageWith(...names: string[]) {
  const held = new Set(names);
  vi.stubGlobal('caches', { delete: async (name: string) => held.delete(name) });
  return held;
}

async function logOut() {
  const { user } = renderApp('/aboutus');
  const nav = within(await screen.findByRole('navigation', { name: 'Main' }));
  await user.click(await nav.findByRole('button', { name: 'Logout' }));
}

describe('logging out on a phone that kept bookings and passes for offline use', () => {
  beforeEach(() => {
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  });

  it('deletes the kept replies and sends the person to /login', async () => {
    const held = cacheStorageWith(personalRepliesCacheName, 'workbox-precache-v2');
    mockApi({ ...checkStatusAs(createUser()), 'POST /api/v1/auth/logout': reply(200, { success: true, message: 'Logged out successfully' }) });

    await logOut();

    await waitFor(() => expect(currentLocation()).toBe('/login'));
    // The app itself stays installed; only the person's data goes.
    expect([...held]).toEqual(['workbox-precache-v2']);
  });

  it('keeps them when the server did not log the person out', async () => {
    const held = cacheStorageWith(personalRepliesCacheName);
    mockApi({ ...checkStatusAs(createUser()), 'POST /api/v1/auth/logout': errorReply(429, 'Too many requests, try again later.') });

    await logOut();

    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Too many requests, try again later.'));
    expect([...held]).toEqual([personalRepliesCacheName]);
  });
});
