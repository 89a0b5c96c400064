import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as healthEndpoints from '@gymslot/shared/endpoints/health.contracts';
import type { AppDeps } from '../../app-deps.js';
import { endpointRoutes } from '../../lib/endpoint-routes.js';
import { errorBody } from '../../lib/error-handler.js';

/** What readiness asks of the catalogue (handed in by app.ts): its current version, every catalogue call's first step. */
interface CatalogueCheck {
  current(): Promise<unknown>;
}

/** Ready (§8.14): the database answers, and so does the catalogue. */
export const healthRoutes: FastifyPluginAsyncZod<Pick<AppDeps, 'database'> & { catalogue: CatalogueCheck }> = async (app, deps) => {
  const route = endpointRoutes(app, healthEndpoints, []);
  const hidden = { schema: { hide: true } };

  route('checkHealth', async (_request, reply) => reply.send({ success: true, status: 'ok' }), hidden);

  route(
    'checkReady',
    async (request, reply) => {
      try {
        await deps.database.ping();
        await deps.catalogue.current();
        return reply.send({ success: true, status: 'ready' });
      } catch (error) {
        request.log.warn({ err: error }, 'database not reachable');
        return reply.status(503).send(errorBody({ code: 'databaseNotReachable' }));
      }
    },
    hidden,
  );
};
