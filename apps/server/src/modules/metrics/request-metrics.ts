import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import type { AppMetrics } from './app-metrics.js';

/**
 * Times every reply into the latency histogram. The route label is the matched pattern
 * (/api/gyms/:id), never the URL, so no id or token becomes a label and the series stay few.
 */
const plugin: FastifyPluginCallback<{ metrics: AppMetrics }> = (app, { metrics }, done) => {
  app.addHook('onResponse', (request, reply, next) => {
    metrics.requestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'not_found', status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    next();
  });
  done();
};

export const requestMetrics = fp(plugin, { name: 'gymslot-request-metrics' });
