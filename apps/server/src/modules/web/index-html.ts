import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import { languages, type Language } from '@gymslot/shared/languages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressBody, contentCodings } from '../../lib/precompressed-body.js';
import type { BootReply } from './boot-replies.js';
import type { FirstScreen } from './first-screen.js';

/** The element apps/web's lib/boot-replies.ts reads. */
const BOOT_ELEMENT_ID = 'boot-replies';
/** The element apps/web's lib/first-screen-queries.ts reads. */
const FIRST_SCREEN_QUERIES_ID = 'first-screen-queries';
/** Where the built page's app goes. */
const ROOT_START = '<div id="root">';

/**
 * JSON that can stand inside a `<script>` element: no `<` (so no `</script>` or `<!--` can end or
 * change it), and the line separators JSON allows but some parsers do not.
 */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The frames the build writes: the app's (header, skeleton, footer) for every page, and the home
 * page's (its text in place of the skeleton, issue 31) for `/`.
 */
type Frame = 'app' | 'home';

/** The built file of a frame in a language: index.html, index.hi.html, index.home.html, index.home.hi.html. */
const frameFile = (frame: Frame, language: Language) => ['index', ...(frame === 'home' ? ['home'] : []), ...(language === 'en' ? [] : [language]), 'html'].join('.');

/** What a page's HTML carries for one request besides the built frame. */
export interface PageParts {
  /** The replies to the page's first calls (boot-replies.ts). */
  replies: Record<string, BootReply>;
  language: Language;
  /** A page's own head tags (a gym's Open Graph tags, open-graph.ts): last in its `<head>`. */
  headTags?: string;
  frame?: Frame;
  /** The server's render of the page itself (first-screen.ts), in place of the frame's skeleton. */
  firstScreen?: FirstScreen | undefined;
}

/**
 * The built index.html in a language (the build writes the Hindi one, frame and `<html lang>`, as
 * index.hi.html) and frame, with a page's boot replies written just before `</body>`: after the app's frame,
 * so a slow network paints the frame before the data has arrived. A frame the build did not write
 * (an older build) is the app's frame in that language. With a first screen, the page's markup
 * stands inside `#root`, its `<title>` in the head, and its queries after the replies. The replies
 * stay: a query the app reads afresh on arrival (the waitlist) asks again, and its reply answers it;
 * compressed, the same text twice costs next to nothing.
 */
export function readIndexHtml(distDir: string): (parts: PageParts) => Buffer {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const pageIn = (frame: Frame, language: Language): string | undefined => {
    const file = path.join(distDir, frameFile(frame, language));
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  };
  const split = (page: string): [string, string] => {
    const end = page.lastIndexOf('</body>');
    return end === -1 ? [page, ''] : [page.slice(0, end), page.slice(end)];
  };
  const pages = new Map(
    languages.map((language) => {
      const app = split(pageIn('app', language) ?? html);
      const home = pageIn('home', language);
      return [language, { app, home: home === undefined ? app : split(home) }] as const;
    }),
  );
  return ({ replies, language, headTags = '', frame = 'app', firstScreen }) => {
    const [built, tail] = pages.get(language)?.[frame] ?? split(html);
    const page = firstScreen === undefined ? built : withFirstScreen(built, firstScreen);
    const headEnd = headTags === '' ? -1 : page.indexOf('</head>');
    const head = headEnd === -1 ? page : `${page.slice(0, headEnd)}${headTags}${page.slice(headEnd)}`;
    const queries = firstScreen === undefined ? '' : jsonScript(FIRST_SCREEN_QUERIES_ID, firstScreen.queries);
    return Buffer.from(`${head}${jsonScript(BOOT_ELEMENT_ID, replies)}${queries}${tail}`);
  };
}

const jsonScript = (id: string, value: unknown) => `<script type="application/json" id="${id}">${scriptSafeJson(value)}</script>`;

/** The page with the first screen's markup inside `#root` (the body's last element) and its title in the head. */
function withFirstScreen(page: string, { markup, title }: FirstScreen): string {
  const rootStart = page.indexOf(ROOT_START);
  const rootEnd = page.lastIndexOf('</div>');
  if (rootStart === -1 || rootEnd < rootStart) return page;
  const rendered = `${page.slice(0, rootStart + ROOT_START.length)}${markup}${page.slice(rootEnd)}`;
  return title === undefined ? rendered : rendered.replace(/<title>[^<]*<\/title>/, () => title);
}

/** Sends a page's HTML in the best coding the browser accepts, compressed for this request. */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, html: Buffer): FastifyReply {
  reply.type('text/html; charset=utf-8');
  const coding = negotiate(request.headers['accept-encoding'] ?? '', [...contentCodings]);
  if (coding === null || coding === undefined) return reply.send(html);
  return reply.header('content-encoding', coding).send(compressBody(coding, html));
}
