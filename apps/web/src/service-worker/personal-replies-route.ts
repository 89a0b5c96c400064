// How the service worker answers a personal reply (docs/decisions/040): network first, the kept
// copy of the person signed in now when the network fails or is slow, and each reply kept under
// the person it belongs to (issue 26, finding 9). Workbox's NetworkFirst keeps one copy per
// address, whoever asked; this keeps one per person.
import { loginCheckPath, personalRepliesInPage, personNamedBy } from './personal-replies';
import { keptReply, type PersonalRepliesStore } from './personal-replies-store';

export interface PersonalRepliesRoute {
  /** Answers a request for a personal reply; `waitUntil` keeps the worker alive for what it does after answering. */
  handle(request: Request, waitUntil: (work: Promise<unknown>) => void): Promise<Response>;
  /**
   * Learns from a page the server sent, as its HTML arrives: who is signed in, and the personal
   * replies written into it. Requests made meanwhile wait for it (at most the reply timeout), so
   * the page's own calls are kept under the person it names.
   */
  learnFromPage(html: Promise<string>): Promise<void>;
}

const timedOut = Symbol('timed out');

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createPersonalRepliesRoute(store: PersonalRepliesStore, fetchReply: (request: Request) => Promise<Response>, timeoutMs: number): PersonalRepliesRoute {
  /** The pages being learnt from, in the order they arrived, and how many are not learnt yet. */
  let pagesLearnt: Promise<void> = Promise.resolve();
  let pagesPending = 0;

  async function learn(html: string): Promise<void> {
    const { signedOut, person, replies } = personalRepliesInPage(html);
    if (signedOut) {
      await store.signedOut();
      return;
    }
    if (person === undefined) return;
    await store.signedInAs(person);
    // The page's replies were answered in the same request as its login check: they are that person's.
    await Promise.all([...replies].map(([path, body]) => store.keep(path, keptReply(body), person, store.changes())));
  }

  /** What a reply from the network tells: a 401 ends the person's copies, a login check names whose they are. */
  async function learnFromReply(request: Request, response: Response, askedBy: string | undefined, changesThen: number): Promise<void> {
    if (response.status === 401) {
      await store.signedOut();
      return;
    }
    if (response.status !== 200) return;
    if (new URL(request.url).pathname === loginCheckPath) {
      const person = personNamedBy(await response.clone().json().catch(() => undefined));
      if (person === undefined) return;
      await store.signedInAs(person);
      // It names its own person: whoever was believed signed in when it was asked does not matter.
      await store.keep(request.url, response, person, store.changes());
      return;
    }
    await store.keep(request.url, response, askedBy, changesThen);
  }

  return {
    async handle(request, waitUntil) {
      if (pagesPending > 0) await Promise.race([pagesLearnt, delay(timeoutMs)]);
      // Counted first: a change that comes while the owner is read makes the reply not kept, never kept wrongly.
      const changesThen = store.changes();
      const askedBy = await store.owner();
      // A login check is answered only once the store knows whom it names, so every call the
      // page makes after it is kept under the right person.
      const network = fetchReply(request).then(async (response) => {
        await learnFromReply(request, response.clone(), askedBy, changesThen);
        return response;
      });
      waitUntil(network.catch(() => undefined));
      let timer: ReturnType<typeof setTimeout> | undefined;
      const slow = new Promise<typeof timedOut>((resolve) => {
        timer = setTimeout(() => resolve(timedOut), timeoutMs);
      });
      try {
        const first = await Promise.race([network, slow]);
        if (first !== timedOut) return first;
        // Slow: the kept copy now, if there is one; the network's answer still refreshes it.
        return (await store.find(request.url)) ?? (await network);
      } catch (error) {
        const kept = await store.find(request.url);
        if (kept !== undefined) return kept;
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },

    learnFromPage(html) {
      pagesPending += 1;
      pagesLearnt = pagesLearnt
        .then(() => html)
        .then(learn)
        // A page whose HTML could not be read teaches nothing.
        .catch(() => undefined)
        .finally(() => {
          pagesPending -= 1;
        });
      return pagesLearnt;
    },
  };
}
