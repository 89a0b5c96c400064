import { describe, expect, it } from 'vitest';
import { isPersonalPath, personalRepliesInPage } from './personal-replies';

const bookingId = '0123456789abcdef01234567';

/** A page as the server sends it: the app's frame, then the replies it answered for the page. */
const page = (replies: unknown) =>
  `<!doctype html><div id="root"><header>GymSlot</header></div><script type="application/json" id="boot-replies">${JSON.stringify(replies).replace(/</g, '\\u003c')}</script></body></html>`;

describe('the replies kept for offline use', () => {
  it('are the login check, My Bookings in both forms, a booking (the confirmation page), its pass and the waitlist', () => {
    for (const path of ['/api/v1/auth/check-status', '/api/bookings/my-bookings', '/api/bookings/waitlist', `/api/bookings/${bookingId}`, `/api/bookings/${bookingId}/pass`]) {
      expect(isPersonalPath(path), path).toBe(true);
    }
  });

  it('are nothing else: not an invoice, another list or a lookalike path', () => {
    for (const path of [
      '/api/bookings/not-an-id',
      `/api/bookings/${bookingId}/invoice`,
      '/api/bookings/all-bookings',
      '/api/bookings/my-bookings/extra',
      '/api/bookings/not-an-id/pass',
      '/api/gyms/all-public',
      '/my-bookings',
    ]) {
      expect(isPersonalPath(path), path).toBe(false);
    }
  });
});

describe('what a page tells the service worker', () => {
  it('keeps the successful personal replies the page arrived with, by their full address', () => {
    const learnt = personalRepliesInPage(
      page({
        '/api/v1/auth/check-status': { status: 200, body: { success: true, user: { name: 'Asha <b>' } } },
        '/api/bookings/waitlist': { status: 200, body: { success: true, entries: [] } },
        '/api/bookings/my-bookings?include=cancelled': { status: 200, body: { success: true, bookings: [] } },
        '/api/gyms/all-public': { status: 200, body: { success: true, gyms: [] } },
      }),
    );
    expect(learnt.signedOut).toBe(false);
    expect(Object.fromEntries(learnt.replies)).toEqual({
      '/api/v1/auth/check-status': { success: true, user: { name: 'Asha <b>' } },
      '/api/bookings/waitlist': { success: true, entries: [] },
      '/api/bookings/my-bookings?include=cancelled': { success: true, bookings: [] },
    });
  });

  it('says the person is signed out when the login check answered 401, and keeps nothing', () => {
    const learnt = personalRepliesInPage(page({ '/api/v1/auth/check-status': { status: 401, body: { success: false, message: 'Not logged in' } } }));
    expect(learnt).toEqual({ signedOut: true, replies: new Map() });
  });

  it('keeps no failed reply', () => {
    const learnt = personalRepliesInPage(page({ '/api/bookings/waitlist': { status: 429, body: { success: false } } }));
    expect(learnt.replies.size).toBe(0);
  });

  it('learns nothing, and forgets nothing, from a page without readable replies', () => {
    for (const html of ['<!doctype html><div id="root"></div>', '<script type="application/json" id="boot-replies">{not json</script>']) {
      expect(personalRepliesInPage(html)).toEqual({ signedOut: false, replies: new Map() });
    }
  });
});
