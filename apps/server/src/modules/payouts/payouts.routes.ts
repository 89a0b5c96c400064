import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplySchema } from '@gymslot/shared/auth-schemas';
import { payoutsQuerySchema, payoutsReplySchema } from '@gymslot/shared/payout-schemas';
import { asAttachment } from '../../lib/attachment.js';
import { gymActions } from '../../lib/authz.js';
import { requireUser } from '../auth/authentication.js';
import type { OwnerPayoutsService } from './owner-payouts.service.js';
import { payoutStatementCsv } from './payout-csv.js';

const tags = ['payouts (owner and admin)'];
const refused = { 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema };
const description =
  "A month of Razorpay Route payouts by the IST date each booking was paid: the gym's share held until check-in, " +
  'released, or reversed by a refund (docs/decisions/047-route-payouts.md). An owner sees their gyms, an admin every gym.';
const csvReplySchema = z.unknown().meta({ description: 'text/csv; charset=utf-8: a header row, then one payout a line (RFC 4180)' });

/** API contract §8.7: the owner dashboard's payouts, and the month's statement as CSV. */
export const payoutsRoutes: FastifyPluginAsyncZod<{ ownerPayouts: OwnerPayoutsService }> = async (app, { ownerPayouts }) => {
  app.get(
    '/api/owner/payouts',
    {
      config: { permission: gymActions.readGym },
      schema: { tags, description, querystring: payoutsQuerySchema, response: { 200: payoutsReplySchema, ...refused } },
    },
    async (request) => ({ success: true as const, ...(await ownerPayouts.statement(requireUser(request), request.query)) }),
  );

  app.get(
    '/api/owner/payouts/statement.csv',
    {
      config: { permission: gymActions.readGym },
      schema: { tags, description, querystring: payoutsQuerySchema, response: { 200: csvReplySchema, ...refused } },
    },
    async (request, reply) => {
      const statement = await ownerPayouts.statement(requireUser(request), request.query);
      return asAttachment(reply, 'text/csv; charset=utf-8', `gymslot-payouts-${statement.month}.csv`).send(payoutStatementCsv(statement.payouts));
    },
  );
};
