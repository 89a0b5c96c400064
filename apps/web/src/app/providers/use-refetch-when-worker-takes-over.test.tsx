import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkStatusAs, createUser } from '../../test/factories';
import { callsTo, mockApi, reply, type MockReply } from '../../test/mock-api';
import { currentLocation, renderApp } from '../../test/render-app';

/** The page's service worker container, which jsdom lacks: only its events matter here. */
let workers: EventTarget;

describe('when the service worker first takes control of an open My Bookings', () => {
  beforeEach(() => {
    workers = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { value: workers, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('asks once more, through the worker, for the login check and the bookings on screen, and keeps the person signed in', async () => {
    const fetchMock = mockApi({
      ...checkStatusAs(createUser()),
      'GET /api/bookings/my-bookings': reply(200, { success: true, bookings: [] }),
      'GET /api/bookings/waitlist': reply(200, { success: true, entries: [] }),
    });
    renderApp('/my-bookings');
    await screen.findByText('You have no bookings yet.');
    const asked = () =>
      ['/api/v1/auth/check-status', '/api/bookings/my-bookings', '/api/bookings/waitlist'].map((path) => callsTo(fetchMock, path).length);
    const before = asked();

    act(() => {
      workers.dispatchEvent(new Event('controllerchange'));
    });

    await waitFor(() => expect(asked()).toEqual(before.map((count) => count + 1)));
    expect(currentLocation()).toBe('/my-bookings');
    expect(screen.getByText('You have no bookings yet.')).toBeVisible();
  });

  it('asks for the bookings once the login check has answered: the worker keeps a reply only for the person it knows is signed in', async () => {
    const user = createUser();
    let answerLoginCheck = (): void => undefined;
    let workerTookOver = false;
    let heldLoginChecks = 0;
    const fetchMock = mockApi({
      // The page's own login checks are answered at once; the one asked when the worker takes over waits.
      'GET /api/v1/auth/check-status': () => {
        const answer = reply(200, { success: true, user });
        if (!workerTookOver) return answer;
        heldLoginChecks += 1;
        return new Promise<MockReply>((resolve) => (answerLoginCheck = () => resolve(answer)));
      },
      'GET /api/bookings/my-bookings': reply(200, { success: true, bookings: [] }),
      'GET /api/bookings/waitlist': reply(200, { success: true, entries: [] }),
    });
    renderApp('/my-bookings');
    await screen.findByText('You have no bookings yet.');
    const listsAsked = () => callsTo(fetchMock, '/api/bookings/my-bookings').length;
    const before = listsAsked();

    workerTookOver = true;
    act(() => {
      workers.dispatchEvent(new Event('controllerchange'));
    });
    await waitFor(() => expect(heldLoginChecks).toBe(1));
    expect(listsAsked()).toBe(before);

    act(() => answerLoginCheck());
    await waitFor(() => expect(listsAsked()).toBe(before + 1));
  });
});
