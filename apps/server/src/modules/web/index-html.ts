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
 * The built index.html in a language (the build writes the Hindi one, frame and `<html lang>`, as
 * index.hi.html), with a page's boot replies written just before `</body>`: after the app's frame,
 * so a slow network paints the frame before the data has arrived.
 */
export function readIndexHtml(distDir: string): (replies: Record<string, BootReply>, language: Language, headTags?: string) => Buffer {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const pageIn = (language: Language) => {
    const translated = path.join(distDir, `index.${language}.html`);
    return language !== 'en' && existsSync(translated) ? readFileSync(translated, 'utf8') : html;
  };
  const split = (page: string): [string, string] => {
    const end = page.lastIndexOf('</body>');
    return end === -1 ? [page, ''] : [page.slice(0, end), page.slice(end)];
  };
  const pages = new Map(languages.map((language) => [language, split(pageIn(language))]));
  return (replies, language, headTags = '') => {
    const [page, tail] = pages.get(language) ?? split(html);
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
