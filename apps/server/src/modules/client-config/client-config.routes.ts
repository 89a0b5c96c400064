import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as clientConfigEndpoints from '@gymslot/shared/endpoints/client-config.contracts';
import type { AppDeps } from '../../app-deps.js';
import { endpointRoutes } from '../../lib/endpoint-routes.js';

/** Run-time settings the web app needs (the built bundle holds none), readable by anyone. */
export const clientConfigRoutes: FastifyPluginAsyncZod<Pick<AppDeps, 'config'>> = async (app, deps) => {
  const route = endpointRoutes(app, clientConfigEndpoints, ['config']);
  const reply = {
    success: true as const,
    mapTileUrl: deps.config.mapTileUrl,
    mapAttribution: '&copy; OpenStreetMap contributors',
    grievanceOfficer: deps.config.grievanceOfficer,
  };
  route('getClientConfig', async (_request, res) => {
    res.header('cache-control', 'public, max-age=300');
    return reply;
  });
};
