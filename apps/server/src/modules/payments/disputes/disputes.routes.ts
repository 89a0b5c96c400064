import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as disputeEndpoints from '@gymslot/shared/endpoints/disputes.contracts';
import { endpointRoutes } from '../../../lib/endpoint-routes.js';
import { requireUser } from '../../auth/authentication.js';
import type { DisputesService } from './disputes.service.js';

/** API contract §8.10: disputes (chargebacks) for admins, with their evidence, and their answer through Razorpay. */
export const disputesRoutes: FastifyPluginAsyncZod<{ disputes: DisputesService }> = async (app, { disputes }) => {
  const route = endpointRoutes(app, disputeEndpoints, ['disputes (admin)']);

  route('listDisputes', async (request) => ({ success: true as const, ...(await disputes.list(request.query)) }), {
    schema: { description: "Razorpay's disputes, newest first, 20 a page, each with its booking (the person masked) and its evidence pack." },
  });

  route('acceptDispute', async (request) => ({ success: true as const, dispute: await disputes.accept(requireUser(request).id, request.params.id) }), {
    schema: { description: 'Accepts the dispute at Razorpay (POST /v1/disputes/{id}/accept): it is lost, for good. Once per dispute.' },
  });

  route(
    'contestDispute',
    async (request) => ({ success: true as const, dispute: await disputes.contest(requireUser(request).id, request.params.id, request.body.summary) }),
    { schema: { description: 'Contests the dispute at Razorpay (PATCH /v1/disputes/{id}/contest, action "submit") with the summary. Once per dispute.' } },
  );
};
