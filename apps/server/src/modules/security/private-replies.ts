import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';

const AUTH_ROUTES = '/api/v1/auth/';

/**
 * `Cache-Control: no-store` on every reply to a signed-in caller (bookings carry OTPs, lists carry
 * names and phone numbers) and on every reply of the auth routes, so no browser or proxy keeps a
 * copy. A route that set its own caching keeps it; anonymous catalogue replies stay cacheable.
 */
const plugin: FastifyPluginCallback = (app, _options, done) => {
  app.addHook('onSend', (request, reply, payload, next) => {
    if (!reply.hasHeader('cache-control') && (request.auth !== null || request.routeOptions.url?.startsWith(AUTH_ROUTES))) {
      reply.header('cache-control', 'no-store');
    }
    next(null, payload);
  });
  done();
};

export const privateReplies = fp(plugin, { name: 'gymslot-private-replies', dependencies: ['gymslot-authentication'] });
