// Which API replies the service worker keeps for offline use, shared by the worker and the page
// that deletes them at log-out (docs/decisions/040). Nothing here touches the DOM or the worker
// scope, so both compile it.

import { checkStatus } from '@gymslot/shared/endpoints/session';

/**
 * The one cache that holds a person's own replies, each kept under that person; deleted when they
 * log out or are found signed out, and emptied when a login check names someone else.
 */
export const personalRepliesCacheName = 'gymslot-personal-replies';

/** The login check every page makes first (features/auth/api/check-status.ts). */
export const loginCheckPath = checkStatus.path;

/** The query parameter a kept reply's address carries its person in. No route reads it. */
const personParameter = 'gymslot-person';

/**
 * What My Bookings, the confirmation page and the door passes need with no network: the login
 * check (without it the route guard sends an offline visitor to /login), the list in both forms,
 * each booking (the confirmation page, issue 31) and its pass, and the waitlist shown above the
 * list. Nothing else personal is kept.
 */
const personalPaths = /^\/api\/(?:v1\/auth\/check-status|bookings\/(?:my-bookings|waitlist|[0-9a-f]{24}(?:\/pass)?))$/;

/**
 * The header a kept reply carries: when it was saved (ISO-8601). A reply the network answered has
 * none, so a screen can tell a saved copy from a fresh one and say how old it is (issue 31).
 */
export const savedAtHeader = 'x-gymslot-saved-at';

/** `pathname` without its query: both forms of My Bookings are kept. */
export function isPersonalPath(pathname: string): boolean {
  return personalPaths.test(pathname);
}

/**
 * Whom a successful login check names: their account's id, which every reply kept while they are
 * signed in is kept under. Undefined for any other body.
 */
export function personNamedBy(loginCheckBody: unknown): string | undefined {
  const user = (loginCheckBody as { user?: { _id?: unknown } } | null)?.user;
  return typeof user?._id === 'string' && user._id !== '' ? user._id : undefined;
}

/**
 * The address `person`'s reply to `url` is kept at: the reply's own address with the person added,
 * so a lookup made for anyone else cannot find it.
 */
export function personalCacheKey(url: string, person: string): string {
  const key = new URL(url);
  key.searchParams.set(personParameter, person);
  return key.href;
}

/** A reply the server wrote into a page (apps/server modules/web/boot-replies.ts). */
interface BootReply {
  status: number;
  body: unknown;
}

// The server escapes every `<` inside the JSON (modules/web/index-html.ts), so the first `<` ends it.
const bootRepliesElement = /<script type="application\/json" id="boot-replies">([^<]*)<\/script>/;

/** What a page's HTML says about the personal replies the worker keeps. */
export interface PagePersonalReplies {
  /** The login check answered 401: whoever was signed in is not any more. */
  signedOut: boolean;
  /** Whom the login check named, when it answered 200: the page's replies are theirs. */
  person?: string | undefined;
  /** Successful personal replies by their path (with query), to keep as if the page had fetched them. */
  replies: ReadonlyMap<string, unknown>;
}

/**
 * Reads the replies the server wrote into a page's HTML (docs/decisions/030). The page answers its
 * first calls from them instead of fetching, so the worker would otherwise never see the login
 * check and could not boot the app offline.
 */
export function personalRepliesInPage(html: string): PagePersonalReplies {
  const json = bootRepliesElement.exec(html)?.[1];
  let written: Record<string, BootReply> = {};
  try {
    if (json !== undefined) written = JSON.parse(json) as Record<string, BootReply>;
  } catch {
    // A page without readable replies teaches the worker nothing.
  }
  const replies = new Map<string, unknown>();
  for (const [path, reply] of Object.entries(written)) {
    if (reply.status === 200 && isPersonalPath(path.split('?')[0] ?? '')) replies.set(path, reply.body);
  }
  const loginCheck = written[loginCheckPath];
  const person = loginCheck?.status === 200 ? personNamedBy(loginCheck.body) : undefined;
  return { signedOut: loginCheck?.status === 401, person, replies };
}
