import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as waitlistEndpoints from '@gymslot/shared/endpoints/waitlist.contracts';
import { WAITLIST_JOINED_MESSAGE, WAITLIST_LEFT_MESSAGE } from '@gymslot/shared/waitlist-schemas';
import { endpointRoutes } from '../../lib/endpoint-routes.js';
import { requestLanguage } from '../../lib/request-language.js';
import { requireUser } from '../auth/authentication.js';
import type { WaitlistService } from './waitlist.service.js';

export interface WaitlistRoutesOptions {
  waitlist: WaitlistService;
}

/** API contract §8.4: join a full slot's waitlist, list one's entries, leave. */
export const waitlistRoutes: FastifyPluginAsyncZod<WaitlistRoutesOptions> = async (app, { waitlist }) => {
  const route = endpointRoutes(app, waitlistEndpoints, ['waitlist']);

  route('joinWaitlist', async (request, reply) => {
    const entry = await waitlist.join(requireUser(request).id, request.body, requestLanguage(request));
    return reply.status(201).send({ success: true as const, message: WAITLIST_JOINED_MESSAGE, entry });
  });

  route('listMyWaitlist', async (request) => ({ success: true as const, entries: await waitlist.listOwn(requireUser(request).id) }));

  route('leaveWaitlist', async (request) => {
    await waitlist.leave(requireUser(request).id, request.params.id);
    return { success: true as const, message: WAITLIST_LEFT_MESSAGE };
  });
};
