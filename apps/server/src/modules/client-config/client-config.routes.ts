import type { FastifyInstance } from 'fastify';
import { clientConfigReplySchema } from '@gymslot/shared/client-config-schemas';
import type { AppDeps } from '../../app-deps.js';

/** Run-time settings the web app needs (the built bundle holds none), readable by anyone. */
export async function clientConfigRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'config'>): Promise<void> {
  const reply = {
    success: true as const,
    mapTileUrl: deps.config.mapTileUrl,
    mapAttribution: '&copy; OpenStreetMap contributors',
  };
  app.get(
    '/api/config',
    { schema: { tags: ['config'], response: { 200: clientConfigReplySchema } } },
    async (_request, res) => {
      res.header('cache-control', 'public, max-age=300');
      return reply;
    },
  );
}
