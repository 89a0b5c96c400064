// The service worker (docs/decisions/040): the built app is precached so it boots with no network;
// pages are always asked of the network, because the server writes a person's own replies into
// each one (docs/decisions/030), and fall back to the plain precached app only when it fails; the
// replies My Bookings and the door passes need are kept, network first, per person, until log-out.
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core';
import { cleanupOutdatedCaches, PrecacheFallbackPlugin, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { isPersonalPath } from './personal-replies';
import { createPersonalRepliesRoute } from './personal-replies-route';
import { createPersonalRepliesStore } from './personal-replies-store';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

// Long enough for a page over slow mobile data; short enough that a gym's basement, where requests
// hang rather than fail, still gets the saved app and pass in seconds.
const PAGE_TIMEOUT_SECONDS = 10;
const REPLY_TIMEOUT_SECONDS = 4;

// A new release takes over at once: its precache replaces the old one, which the server no longer has either.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Each person's replies are kept under them, so a second account signing in on the same phone is
// never shown the first one's bookings or passes (issue 26, finding 9).
const personalReplies = createPersonalRepliesRoute(
  createPersonalRepliesStore(self.caches, self.location.origin),
  (request) => fetch(request),
  REPLY_TIMEOUT_SECONDS * 1000,
);

/** A page tells who is signed in and brings their replies; one that says nobody is ends the kept ones. */
const pageReplies: WorkboxPlugin = {
  fetchDidSucceed: async ({ response, event }) => {
    if (response.ok && response.headers.get('content-type')?.startsWith('text/html')) {
      event.waitUntil(personalReplies.learnFromPage(response.clone().text()));
    }
    return response;
  },
};

registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS,
      plugins: [pageReplies, new PrecacheFallbackPlugin({ fallbackURL: 'index.html' })],
    }),
    // The API's own pages (its docs) and media files opened directly are not the app.
    { denylist: [/^\/api(?:\/|$)/, /^\/media\//] },
  ),
);

// Any personal reply answered 401 means the session has ended: nothing of it stays.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isPersonalPath(url.pathname),
  ({ request, event }) => personalReplies.handle(request, (work) => event.waitUntil(work)),
);
