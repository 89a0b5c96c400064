import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplySchema } from '@gymslot/shared/auth-schemas';
import { messagePreferencesSchema, preferencesReplySchema } from '@gymslot/shared/preference-schemas';
import { requireUser } from '../auth/authentication.js';
import type { PreferencesService } from './preferences.service.js';

const tags = ['preferences'];
const errors = { 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema, 429: errorReplySchema };

/** API contract §8.9: the signed-in person's message preferences, whatever their role. */
export const preferencesRoutes: FastifyPluginAsyncZod<{ preferences: PreferencesService }> = async (app, { preferences }) => {
  app.get(
    '/api/me/preferences',
    {
      config: { permission: 'read:preferences:own' },
      schema: { tags, description: 'Which messages the person wants, and where.', response: { 200: preferencesReplySchema, ...errors } },
    },
    async (request) => ({ success: true as const, preferences: await preferences.get(requireUser(request).id) }),
  );

  app.put(
    '/api/me/preferences',
    {
      config: { permission: 'update:preferences:own' },
      schema: {
        tags,
        description: 'Replaces the preferences; each purpose that changed is kept as a dated consent record.',
        body: messagePreferencesSchema,
        response: { 200: preferencesReplySchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, preferences: await preferences.update(requireUser(request).id, request.body) }),
  );
};
