import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as payoutEndpoints from '@gymslot/shared/endpoints/payouts.contracts';
import { asAttachment } from '../../../lib/attachment.js';
import { endpointRoutes } from '../../../lib/endpoint-routes.js';
import { requireUser } from '../../auth/authentication.js';
import type { OwnerPayoutsService } from './owner-payouts.service.js';
import { payoutStatementCsv } from './payout-csv.js';

const description =
  "A month of Razorpay Route payouts by the IST date each booking was paid: the gym's share held until check-in, " +
  'released, or reversed by a refund (docs/decisions/047-route-payouts.md). An owner sees their gyms, an admin every gym.';
// The statement's reply is not JSON, so its contract has no reply schema to describe it in the API docs.
const csvDescription = `${description} Replies text/csv; charset=utf-8: a header row, then one payout a line (RFC 4180).`;

/** API contract §8.7: the owner dashboard's payouts, and the month's statement as CSV. */
export const payoutsRoutes: FastifyPluginAsyncZod<{ ownerPayouts: OwnerPayoutsService }> = async (app, { ownerPayouts }) => {
  const route = endpointRoutes(app, payoutEndpoints, ['payouts (owner and admin)']);

  route('getPayouts', async (request) => ({ success: true as const, ...(await ownerPayouts.statement(requireUser(request), request.query)) }), {
    schema: { description },
  });

  route(
    'getPayoutStatementCsv',
    async (request, reply) => {
      const statement = await ownerPayouts.statement(requireUser(request), request.query);
      return asAttachment(reply, 'text/csv; charset=utf-8', `gymslot-payouts-${statement.month}.csv`).send(payoutStatementCsv(statement.payouts));
    },
    { schema: { description: csvDescription } },
  );
};
