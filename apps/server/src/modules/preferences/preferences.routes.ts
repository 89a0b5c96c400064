import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as preferenceEndpoints from '@gymslot/shared/endpoints/preferences.contracts';
import { endpointRoutes } from '../../lib/endpoint-routes.js';
import { requireUser } from '../auth/authentication.js';
import type { PreferencesService } from './preferences.service.js';

/** API contract §8.9: the signed-in person's message preferences, whatever their role. */
export const preferencesRoutes: FastifyPluginAsyncZod<{ preferences: PreferencesService }> = async (app, { preferences }) => {
  const route = endpointRoutes(app, preferenceEndpoints, ['preferences']);

  route('getPreferences', async (request) => ({ success: true as const, preferences: await preferences.get(requireUser(request).id) }), {
    schema: { description: 'Which messages the person wants, and where.' },
  });

  route(
    'updatePreferences',
    async (request) => ({ success: true as const, preferences: await preferences.update(requireUser(request).id, request.body) }),
    { schema: { description: 'Replaces the preferences; each purpose that changed is kept as a dated consent record.' } },
  );
};
