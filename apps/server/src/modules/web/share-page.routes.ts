import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { requestLanguage } from '../../lib/request-language.js';
import type { ShareCardService } from './share-card.service.js';
import { sendHtml } from './index-html.js';
import { shareNotFoundHtml, sharePageHtml } from './share-page-html.js';
import type { SharePageService } from './share-page.service.js';

/** A gym id as the API makes them; anything else names no gym and is 404 before any lookup. */
const GYM_ID = /^[0-9a-f]{24}$/;

/**
 * Slots change as people book, so a shared page is kept only briefly, by browsers and by the
 * preview services that fetch it when a link is pasted. Its language follows the cookie and the
 * browser's languages.
 */
const PAGE_CACHE = 'public, max-age=60';
/** A card's address names its version (`?v=`), so a copy may be kept a day. */
const CARD_CACHE = 'public, max-age=86400';

interface SharePageRoutesOptions {
  sharePages: SharePageService;
  shareCards: ShareCardService;
  publicUrl: string;
}

/**
 * Contract §8.13: `/g/{id}`, a gym's share link, made by the server (not the single-page app) so
 * that a preview service, which runs no script, finds the gym's name, photo and Open Graph tags in
 * it; and `/g/{id}/card.jpg`, the preview's picture. Anyone may open both.
 */
export async function sharePageRoutes(app: FastifyInstance, { sharePages, shareCards, publicUrl }: SharePageRoutesOptions): Promise<void> {
  app.get<{ Params: { id: string } }>('/g/:id', async (request, reply) => {
    const language = requestLanguage(request);
    reply.header('vary', 'Cookie, Accept-Language, Accept-Encoding');
    const page = GYM_ID.test(request.params.id) ? await sharePages.pageFor(request.params.id) : undefined;
    if (page === undefined) {
      reply.status(404).header('cache-control', 'no-cache');
      return sendHtml(request, reply, Buffer.from(shareNotFoundHtml(language)));
    }
    reply.header('cache-control', PAGE_CACHE);
    return sendHtml(request, reply, Buffer.from(sharePageHtml(page, publicUrl, language)));
  });

  app.get<{ Params: { id: string } }>('/g/:id/card.jpg', async (request, reply) => {
    if (!GYM_ID.test(request.params.id)) throw new AppError('not_found', { code: 'gymNotFound' });
    const card = await shareCards.cardFor(request.params.id);
    return reply.type('image/jpeg').header('cache-control', CARD_CACHE).send(card);
  });
}
