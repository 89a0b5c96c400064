// The service worker's cache of personal replies, kept per person (docs/decisions/040, issue 26
// finding 9). It holds one person's replies at a time: the one the last login check named.
import { personalCacheKey, personalRepliesCacheName, savedAtHeader } from './personal-replies';

/** The entry that records whose replies the cache holds: an address no route answers. */
const ownerPath = '/gymslot-personal-replies-owner';

/** What a kept reply carries besides its body; `no-store` so nothing else keeps a copy. */
const keptHeaders = { 'cache-control': 'no-store' };

export interface PersonalRepliesStore {
  /** Whose replies the cache holds now: whom the last login check named; undefined once nobody's. */
  owner(): Promise<string | undefined>;
  /**
   * How many times the person signed in has changed to someone else or to nobody, as this worker
   * saw it: a reply asked for before such a change is never kept after it.
   */
  changes(): number;
  /** A login check named `person`: anyone else's replies are deleted, and theirs kept from now on. */
  signedInAs(person: string): Promise<void>;
  /** Nobody is signed in any more (a 401): every reply goes. */
  signedOut(): Promise<void>;
  /**
   * Keeps `response` as `askedBy`'s reply to `url` (an address, or a path on this origin), if it is
   * theirs for sure: they were the one signed in when it was asked for and still are, and nobody
   * else signed in meanwhile (no change since `changesThen`). A reply asked for before anyone was
   * known is not kept: whose it is cannot be told.
   */
  keep(url: string, response: Response, askedBy: string | undefined, changesThen: number): Promise<void>;
  /** The reply kept for `url` for the person signed in now, if any. */
  find(url: string): Promise<Response | undefined>;
}

export function createPersonalRepliesStore(storage: CacheStorage, origin: string): PersonalRepliesStore {
  const ownerUrl = new URL(ownerPath, origin).href;
  let changeCount = 0;
  // Changes of person and writes run one after another, so no reply lands in the cache between a
  // check of whose it is and the deletion of someone else's.
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(step: () => Promise<T>): Promise<T> => {
    const done = queue.then(step);
    queue = done.catch(() => undefined);
    return done;
  };

  // storage.match, not open: reading must not make an empty cache appear after a log-out deleted it.
  async function owner(): Promise<string | undefined> {
    const entry = await storage.match(ownerUrl, { cacheName: personalRepliesCacheName });
    const person = entry === undefined ? '' : await entry.text();
    return person === '' ? undefined : person;
  }

  return {
    owner,
    changes: () => changeCount,

    signedInAs: (person) =>
      inTurn(async () => {
        const before = await owner();
        if (before === person) return;
        if (before !== undefined) changeCount += 1;
        // Whatever is there is someone else's, or was kept before replies were kept per person.
        await storage.delete(personalRepliesCacheName);
        const cache = await storage.open(personalRepliesCacheName);
        await cache.put(ownerUrl, new Response(person, { headers: keptHeaders }));
      }),

    signedOut: () =>
      inTurn(async () => {
        changeCount += 1;
        await storage.delete(personalRepliesCacheName);
      }),

    keep: (url, response, askedBy, changesThen) =>
      inTurn(async () => {
        const person = await owner();
        if (person === undefined || person !== askedBy || changesThen !== changeCount) return;
        const cache = await storage.open(personalRepliesCacheName);
        await cache.put(personalCacheKey(new URL(url, origin).href, person), await stampedWithSavedAt(response));
      }),

    async find(url) {
      const person = await owner();
      if (person === undefined) return undefined;
      return storage.match(personalCacheKey(new URL(url, origin).href, person), { cacheName: personalRepliesCacheName });
    },
  };
}

/** The response as kept: the same status and body, with the time it was saved (`savedAtHeader`). */
async function stampedWithSavedAt(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(savedAtHeader, new Date().toISOString());
  return new Response(await response.arrayBuffer(), { status: response.status, statusText: response.statusText, headers });
}

/** A reply body as a response to keep, as if the page had fetched it. */
export function keptReply(body: unknown): Response {
  return Response.json(body, { headers: keptHeaders });
}
