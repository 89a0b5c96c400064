import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplySchema, messageReplySchema } from '@gymslot/shared/auth-schemas';
import {
  joinWaitlistBodySchema,
  WAITLIST_JOINED_MESSAGE,
  WAITLIST_LEFT_MESSAGE,
  waitlistEntryParamsSchema,
  waitlistEntryReplySchema,
  waitlistListReplySchema,
} from '@gymslot/shared/waitlist-schemas';
import { requestLanguage } from '../../lib/request-language.js';
import { requireUser } from '../auth/authentication.js';
import type { WaitlistService } from './waitlist.service.js';

const tags = ['waitlist'];
const errors = { 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema, 404: errorReplySchema, 409: errorReplySchema };

export interface WaitlistRoutesOptions {
  waitlist: WaitlistService;
}

/** API contract §8.4: join a full slot's waitlist, list one's entries, leave. */
export const waitlistRoutes: FastifyPluginAsyncZod<WaitlistRoutesOptions> = async (app, { waitlist }) => {
  app.post(
    '/api/bookings/waitlist',
    {
      config: { permission: 'join:waitlist' },
      schema: { tags, body: joinWaitlistBodySchema, response: { 201: waitlistEntryReplySchema, ...errors } },
    },
    async (request, reply) => {
      const entry = await waitlist.join(requireUser(request).id, request.body, requestLanguage(request));
      return reply.status(201).send({ success: true as const, message: WAITLIST_JOINED_MESSAGE, entry });
    },
  );

  app.get(
    '/api/bookings/waitlist',
    {
      config: { permission: 'join:waitlist' },
      schema: { tags, response: { 200: waitlistListReplySchema, ...errors } },
    },
    async (request) => ({ success: true as const, entries: await waitlist.listOwn(requireUser(request).id) }),
  );

  app.delete(
    '/api/bookings/waitlist/:id',
    {
      config: { permission: 'join:waitlist' },
      schema: { tags, params: waitlistEntryParamsSchema, response: { 200: messageReplySchema, ...errors } },
    },
    async (request) => {
      await waitlist.leave(requireUser(request).id, request.params.id);
      return { success: true as const, message: WAITLIST_LEFT_MESSAGE };
    },
  );
};
