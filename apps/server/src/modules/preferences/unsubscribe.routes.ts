import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as preferenceEndpoints from '@gymslot/shared/endpoints/preferences.contracts';
import { endpointRoutes } from '../../lib/endpoint-routes.js';
import type { PreferencesService } from './preferences.service.js';

/**
 * API contract §8.8: the one-click unsubscribe of a mail's List-Unsubscribe header (RFC 8058) and
 * of the web page a mail links to. No sign-in: the signed token is the authority. Only POST: mail
 * scanners open every link, so a GET must never change anything.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ preferences: PreferencesService }> = async (app, { preferences }) => {
  // Mail apps POST `List-Unsubscribe=One-Click` as a form (urlencoded or multipart): the body says
  // nothing the token does not, so any small body is read and dropped. Only in this plugin.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 8 * 1024 }, (_request, _body, done) => done(null, undefined));

  const route = endpointRoutes(app, preferenceEndpoints, ['preferences']);
  route('unsubscribeFromMail', async (request) => ({ success: true as const, message: await preferences.unsubscribe(request.params.token) }), {
    schema: { description: "Stops the kind of mail the token names ('Rate your visit'); the same answer when it was already stopped." },
  });
};
