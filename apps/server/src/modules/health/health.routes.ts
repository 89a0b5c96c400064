import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as healthEndpoints from '@gymslot/shared/endpoints/health.contracts';
import type { AppDeps } from '../../app-deps.js';
import { endpointRoutes } from '../../lib/endpoint-routes.js';
import { errorBody } from '../../lib/error-handler.js';

export const healthRoutes: FastifyPluginAsyncZod<Pick<AppDeps, 'database'>> = async (app, deps) => {
  const route = endpointRoutes(app, healthEndpoints, []);
  const hidden = { schema: { hide: true } };

  route('checkHealth', async (_request, reply) => reply.send({ success: true, status: 'ok' }), hidden);

  route(
    'checkReady',
    async (request, reply) => {
      try {
        await deps.database.ping();
        return reply.send({ success: true, status: 'ready' });
      } catch (error) {
        request.log.warn({ err: error }, 'database not reachable');
        return reply.status(503).send(errorBody({ code: 'databaseNotReachable' }));
      }
    },
    hidden,
  );
};
