import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import { languages, type Language } from '@gymslot/shared/languages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressBody, contentCodings } from '../../lib/precompressed-body.js';
import type { BootReply } from './boot-replies.js';

/** The element apps/web's lib/boot-replies.ts reads. */
const BOOT_ELEMENT_ID = 'boot-replies';

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

/**
 * The built index.html in a language (the build writes the Hindi one, frame and `<html lang>`, as
 * index.hi.html) and frame, with a page's boot replies written just before `</body>`: after the app's frame,
 * so a slow network paints the frame before the data has arrived. A frame the build did not write
 * (an older build) is the app's frame in that language.
 */
export function readIndexHtml(
  distDir: string,
): (replies: Record<string, BootReply>, language: Language, headTags?: string, frame?: Frame) => Buffer {
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
  return (replies, language, headTags = '', frame = 'app') => {
    const [page, tail] = pages.get(language)?.[frame] ?? split(html);
    // A page's own head tags (a gym's Open Graph tags, open-graph.ts) go last in its <head>.
    const headEnd = headTags === '' ? -1 : page.indexOf('</head>');
    const head = headEnd === -1 ? page : `${page.slice(0, headEnd)}${headTags}${page.slice(headEnd)}`;
    return Buffer.from(`${head}<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptSafeJson(replies)}</script>${tail}`);
  };
}

/** Sends a page's HTML in the best coding the browser accepts, compressed for this request. */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, html: Buffer): FastifyReply {
  reply.type('text/html; charset=utf-8');
  const coding = negotiate(request.headers['accept-encoding'] ?? '', [...contentCodings]);
  if (coding === null || coding === undefined) return reply.send(html);
  return reply.header('content-encoding', coding).send(compressBody(coding, html));
}
