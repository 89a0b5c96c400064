import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as healthEndpoints from '@gymslot/shared/endpoints/health.contracts';
import { can } from '../../lib/authz.js';
import { endpointRoutes } from '../../lib/endpoint-routes.js';
import { AppError } from '../../lib/errors.js';
import type { AppMetrics } from './app-metrics.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A scraper on the same machine, or a signed-in admin. A request that names a forwarding chain came
 * through a proxy, and a proxy on this machine would make every visitor look local, so it must be
 * an admin's (docs/decisions/011-metrics-and-headers.md).
 */
function mayRead(request: FastifyRequest): boolean {
  if (request.auth && can(request.auth.user.role, 'read:metrics:any')) return true;
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !proxied && LOOPBACK.has(request.ip);
}

/** GET /api/metrics: Prometheus text exposition of this process's registry. */
export const metricsRoutes: FastifyPluginAsyncZod<{ metrics: AppMetrics }> = async (app, options) => {
  const { registry } = options.metrics;
  const route = endpointRoutes(app, healthEndpoints, []);
  route(
    'readMetrics',
    async (request, reply) => {
      if (!mayRead(request)) throw new AppError('forbidden', { code: 'forbidden' });
      void reply.header('cache-control', 'no-store').type(registry.contentType);
      return reply.send(await registry.metrics());
    },
    { schema: { hide: true } },
  );
};
