import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { istDate } from '@gymslot/shared/ist-time';
import { languages, type Language } from '@gymslot/shared/languages';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import { errorBody } from '../../lib/error-handler.js';
import { requestLanguage } from '../../lib/request-language.js';
import type { PublicCatalogue } from '../catalogue/public-catalogue.js';
import { bootReplies, LOGIN_CHECK, loginCheckReply, pageCallsFor, roleOf, type BootReply } from './boot-replies.js';
import { dataRoutesPreloads, homePagePreloads } from './data-routes-preload.js';
import { loadFirstScreenRenderer } from './first-screen.js';
import type { HeadTagsFor } from './gym-page-open-graph.js';
import { readIndexHtml, sendHtml } from './index-html.js';
import { languageFiles, largestFirst, modulePreload, readPagePreloadMap } from './page-preload-map.js';
import { createPagePreloads } from './page-preloads.js';

/**
 * Serves the built single-page app: hashed assets with a long cache, index.html for every
 * other non-API path (the client router shows 'Page not found' itself). The web build writes .br
 * and .gz beside each text file, so assets go out compressed at no CPU cost per request. The HTML
 * carries the replies to the page's first API calls (docs/decisions/030), so it is written and
 * compressed for each request.
 */
interface WebRoutesOptions {
  distDir: string;
  /** The web build's renderer of a data page's first screen (first-screen.ts); the frame stands in without it. */
  firstScreenBundle?: string | undefined;
  catalogue: PublicCatalogue;
  /** Whose "today" the gym page's first slots are asked for. */
  clock: Clock;
  /** Tags a page's `<head>` carries besides the built ones: a gym page's Open Graph tags (gym-page-open-graph.ts). */
  headTagsFor?: HeadTagsFor;
}

export async function webRoutes(app: FastifyInstance, options: WebRoutesOptions): Promise<void> {
  const hasBuild = existsSync(path.join(options.distDir, 'index.html'));
  const preloadMap = hasBuild ? readPagePreloadMap(options.distDir) : undefined;
  const firstLoadPreloads = preloadMap ? dataRoutesPreloads(preloadMap) : [];
  const homePreloads = preloadMap ? homePagePreloads(preloadMap) : [];
  const pagePreloads = preloadMap ? createPagePreloads(preloadMap, firstLoadPreloads, options.catalogue) : undefined;
  const inSendingOrder = preloadMap ? largestFirst(preloadMap, options.distDir) : (links: readonly string[]) => [...links];
  // A page in Hindi shows nothing until its catalogue has come: it downloads beside the entry.
  const catalogueLinks = new Map<Language, string[]>(
    languages.map((language) => [language, preloadMap ? languageFiles(preloadMap, language).map(modulePreload) : []]),
  );
  const indexHtml = hasBuild ? readIndexHtml(options.distDir) : undefined;
  const renderFirstScreen = hasBuild ? await loadFirstScreenRenderer(options.firstScreenBundle) : undefined;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header('cache-control', cacheControlFor(filePath));
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/api/') || pathname === '/api' || (request.method !== 'GET' && request.method !== 'HEAD') || !hasBuild) {
      return reply.status(404).send(errorBody({ code: 'notFound' }));
    }
    if (/\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html')) {
      return reply.status(404).send(errorBody({ code: 'notFound' }));
    }
    // Only a session the login check finds makes the page that person's (its preloads, its first
    // data): any other cookie gets the page of a visitor without one, for one session lookup.
    const loginCheck = await loginCheckReply(app, request).catch((error: unknown) => {
      request.log.warn({ err: error }, 'login check skipped: the page will ask for it itself');
      return undefined;
    });
    const signedIn = loginCheck?.status === 200;
    // The home page is the one public page a first visit usually opens, and gets its own chunks;
    // every other path most likely needs the data routes, so their chunks start downloading beside
    // the entry's, and a signed-in visitor's page its own.
    const language = requestLanguage(request);
    const pageLinks = inSendingOrder(
      pathname === '/' ? homePreloads : [...firstLoadPreloads, ...(pagePreloads && signedIn ? await pagePreloads(pathname, request.log) : [])],
    );
    const links = [...pageLinks, ...(catalogueLinks.get(language) ?? []).filter((link) => !pageLinks.includes(link))];
    if (links.length > 0) reply.header('link', links.join(', '));
    // The replies in the page depend on the session, and are that person's alone; its language on
    // the language cookie, else the browser's languages.
    reply.header('vary', PAGE_VARIES_BY.join(', ')).header('cache-control', signedIn ? 'private, no-cache' : 'no-cache');
    if (indexHtml === undefined || request.method === 'HEAD') return reply.type('text/html').sendFile('index.html');
    const replies: Record<string, BootReply> = loginCheck === undefined ? {} : { [LOGIN_CHECK]: loginCheck };
    const calls = signedIn ? await pageCallsFor(pathname, { today: istDate(options.clock.now()), catalogue: options.catalogue, role: roleOf(loginCheck) }) : [];
    if (calls.length > 0) {
      const pageReplies = await bootReplies(app, request, calls).catch((error: unknown) => {
        request.log.warn({ err: error }, 'boot replies skipped: the page will ask for its data itself');
        return {};
      });
      Object.assign(replies, pageReplies);
    }
    // A page whose first data the server has is drawn with it (decision 076): a slow network shows it
    // with the HTML. The frame stands in when the render fails. What a device decides (a phone's
    // layout, its maps app) comes from the browser's user agent.
    const firstScreen =
      calls.length > 0 && renderFirstScreen !== undefined
        ? await renderFirstScreen(request.url, { language, userAgent: request.headers['user-agent'] ?? '' }, replies).catch((error: unknown) => {
            request.log.warn({ err: error }, 'first screen skipped: the page draws itself');
            return undefined;
          })
        : undefined;
    if (firstScreen !== undefined) reply.header('vary', [...PAGE_VARIES_BY, 'User-Agent'].join(', '));
    const headTags = options.headTagsFor === undefined ? '' : await options.headTagsFor(pathname, language).catch((error: unknown) => {
      request.log.warn({ err: error }, 'head tags skipped: catalogue unavailable');
      return '';
    });
    // The home page's HTML carries its text itself (the build's home frame), so its first paint waits for no script.
    return sendHtml(request, reply, indexHtml({ replies, language, headTags, frame: pathname === '/' ? 'home' : 'app', firstScreen }));
  });
}

/** What a page's HTML depends on besides its address: the session, the language, the compression. */
const PAGE_VARIES_BY = ['Cookie', 'Accept-Language', 'Accept-Encoding'];

/**
 * Hashed assets never change; index.html and the service worker must be revalidated so a new
 * release is seen at once (the worker then replaces the app it keeps offline).
 */
function cacheControlFor(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  // The file sent may be the build's precompressed copy (sw.js.br): named for the file it stands for.
  const fileName = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (fileName === 'index.html' || fileName === 'sw.js') return 'no-cache';
  return 'public, max-age=300';
}
