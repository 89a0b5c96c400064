import hindi from '@gymslot/shared/locales/hi.json' with { type: 'json' };
import type { Language } from '@gymslot/shared/languages';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { AppProviders } from '../src/app/providers/app-providers';
import { AppRoutes } from '../src/app/router/app-routes';
import { loadPageAt } from '../src/app/router/data-routes';
import { i18n } from '../src/i18n/i18n';
import { locale } from '../src/i18n/locale';
import { queryClient, resetQueryClient } from '../src/lib/query-client';
import { drawForAgent } from '../src/lib/visitor-agent';
import { answeringFrom, type BootReply } from './server-boot-replies';

// The server's first screen of a data page (docs/decisions/076): the app's own components, rendered
// in Node from the replies the server writes into the page, so a slow phone network shows the page
// with the HTML instead of after the scripts. The web build bundles this file for the server
// (scripts/write-first-screen.mjs); apps/server's first-screen.ts loads it.

Object.assign(i18n.cache, { hi: hindi });
// The code of the pages the server draws (those apps/server's boot-replies.ts and own-page-calls.ts
// answer first calls for), loaded as the server starts, so that no visitor's render waits for it.
await Promise.all(['/explore', '/gyms/Pune', `/gym/${'0'.repeat(24)}`, '/my-bookings', '/owner/dashboard', '/owner/bookings', '/owner/insights'].map(loadPageAt));
// A call the page has no reply for fails at once, and its screen shows as loading.
queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 30_000 } });

/** Renders after the second: each answers the calls the one before showed (a page's later calls wait for its first replies). */
const MORE_RENDERS = 2;
/** A render not done by then is given up (the server sends the frame); a call not answered by then shows as loading. */
const RENDER_TIME_LIMIT_MS = 2_000;

export interface FirstScreen {
  /** What goes inside `#root`, its `<title>` taken out. */
  markup: string;
  /** The page's own `<title>`, as markup; absent when it shows none. */
  title: string | undefined;
  /** The queries the markup shows, for the browser's first render (lib/first-screen-queries.ts). */
  queries: DehydratedState;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The page at `address` (path and query) as the app's first render would show it to the person whose
 * login check and page calls `replies` holds. One render at a time: the language, the query cache and
 * the replies the calls read are the app's own single ones.
 */
export function renderFirstScreen(
  address: string,
  visitor: { language: Language; userAgent: string },
  replies: Readonly<Record<string, BootReply>>,
): Promise<FirstScreen> {
  const turn = queue.then(() => renderAlone(address, visitor, new Map(Object.entries(replies))));
  queue = turn.catch(() => undefined);
  return turn;
}

async function renderAlone(
  address: string,
  { language, userAgent }: { language: Language; userAgent: string },
  replies: ReadonlyMap<string, BootReply>,
): Promise<FirstScreen> {
  locale.set(language);
  drawForAgent(userAgent);
  resetQueryClient();
  try {
    const html = await answeringFrom(replies, () => renderWithData(address));
    const title = /<title>[^<]*<\/title>/.exec(html)?.[0];
    return { markup: waitingForTheApp(title === undefined ? html : html.replace(title, '')), title, queries: dehydrate(queryClient) };
  } finally {
    resetQueryClient();
  }
}

/**
 * The page's controls, disabled until the app takes over (links work at once): a tap before it would
 * do nothing and text typed into a field would be lost, so each says it cannot be used yet. React
 * escapes `<` and `>` in text and attribute values, so these are its tags.
 */
function waitingForTheApp(html: string): string {
  return html.replace(/<(button|input|select|textarea)\b([^>]*)>/g, (tag, name: string, attributes: string) =>
    /\sdisabled(?:[\s=]|$)/.test(attributes) ? tag : `<${name} disabled=""${attributes}>`,
  );
}

async function renderWithData(address: string): Promise<string> {
  const asked = new Set<string>();
  // The first render waits for each part's code; the later ones have it all, and so are whole at once,
  // not in parts that a script would put in place (the page's policy runs no inline script).
  await renderWaitingForCode(address);
  let html = '';
  for (let render = 0; render <= MORE_RENDERS; render += 1) {
    if (!(await answerWaitingCalls(asked)) && html !== '') break;
    html = renderToString(page(address));
  }
  return html;
}

/** Answers the calls the last render showed and no render asked before; false when there were none. */
async function answerWaitingCalls(asked: Set<string>): Promise<boolean> {
  const waiting = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'pending' && !asked.has(query.queryHash) });
  waiting.forEach((query) => asked.add(query.queryHash));
  await withinTimeLimit(Promise.allSettled(waiting.map((query) => query.fetch())));
  // A failed call shows as loading, as it would before the browser asked it again.
  queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
  return waiting.length > 0;
}

/**
 * Waits for `work` at most the render's time limit. A call still out then is left behind: the cache
 * it would answer into is cleared after this render, so its answer reaches no later one.
 */
async function withinTimeLimit(work: Promise<unknown>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, RENDER_TIME_LIMIT_MS);
  });
  await Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

function page(address: string) {
  const [path = '/', search = ''] = address.split('?');
  return (
    <AppProviders>
      <AppRoutes ssrPath={path} ssrSearch={search} />
    </AppProviders>
  );
}

/** Renders the page, waiting for each part's code, so that the calls it shows are in the query cache. */
async function renderWaitingForCode(address: string): Promise<void> {
  const failures: unknown[] = [];
  const { prelude } = await prerender(page(address), {
    signal: AbortSignal.timeout(RENDER_TIME_LIMIT_MS),
    onError: (error) => void failures.push(error),
  });
  await prelude.cancel();
  // A part that failed would be left for the browser to draw: the page is not drawn here at all.
  if (failures.length > 0) throw new AggregateError(failures, `the first screen of ${address} failed to render`);
}
