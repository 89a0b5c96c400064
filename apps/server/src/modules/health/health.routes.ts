import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { errorBody } from '../../lib/error-handler.js';

export async function healthRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'database'>): Promise<void> {
  app.get('/api/health', { schema: { hide: true } }, async () => ({ success: true, status: 'ok' }));

  app.get('/api/ready', { schema: { hide: true } }, async (request, reply) => {
    try {
      await deps.database.ping();
      return { success: true, status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      return reply.status(503).send(errorBody('Database not reachable'));
    }
  });
}
