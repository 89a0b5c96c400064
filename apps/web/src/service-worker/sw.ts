// The service worker (docs/decisions/040): the built app is precached so it boots with no network;
// pages are always asked of the network, because the server writes a person's own replies into
// each one (docs/decisions/030), and fall back to the plain precached app only when it fails; the
// replies My Bookings and the door passes need are kept, network first, until log-out.
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core';
import { cleanupOutdatedCaches, PrecacheFallbackPlugin, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { isPersonalPath, personalRepliesCacheName, personalRepliesInPage } from './personal-replies';

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

function forgetPersonalReplies(): Promise<boolean> {
  return caches.delete(personalRepliesCacheName);
}

/** Keeps the personal replies a page arrived with, or forgets them all when it says nobody is signed in. */
async function learnFromPage(page: Response): Promise<void> {
  const { signedOut, replies } = personalRepliesInPage(await page.text());
  if (signedOut) {
    await forgetPersonalReplies();
    return;
  }
  if (replies.size === 0) return;
  const cache = await caches.open(personalRepliesCacheName);
  await Promise.all(
    [...replies].map(([path, body]) =>
      cache.put(new URL(path, self.location.origin).href, Response.json(body, { headers: { 'cache-control': 'no-store' } })),
    ),
  );
}

const pageReplies: WorkboxPlugin = {
  fetchDidSucceed: async ({ response, event }) => {
    if (response.ok && response.headers.get('content-type')?.startsWith('text/html')) event.waitUntil(learnFromPage(response.clone()));
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

/** Any personal reply answered 401 means the session has ended: nothing of it may stay. */
const signedOutForgets: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    if (response.status === 401) await forgetPersonalReplies();
    return response;
  },
};

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isPersonalPath(url.pathname),
  new NetworkFirst({
    cacheName: personalRepliesCacheName,
    networkTimeoutSeconds: REPLY_TIMEOUT_SECONDS,
    plugins: [signedOutForgets, new CacheableResponsePlugin({ statuses: [200] })],
  }),
);
