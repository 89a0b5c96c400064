import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as notLetInEndpoints from '@gymslot/shared/endpoints/not-let-in.contracts';
import { englishOf, serverTexts } from '@gymslot/shared/server-texts';
import { endpointRoutes } from '../../../lib/endpoint-routes.js';
import { requireUser } from '../../auth/authentication.js';
import type { NotLetInAdminService } from './not-let-in-admin.service.js';
import type { NotLetInReportService } from './not-let-in-report.service.js';

/**
 * API contract §8.10 'not let in': the booker's report, the gym owner's list and answer, the
 * admin's list and decision (docs/decisions/060-not-let-in-guarantee.md).
 */
export const notLetInRoutes: FastifyPluginAsyncZod<{ notLetIn: NotLetInReportService; notLetInAdmin: NotLetInAdminService }> = async (
  app,
  { notLetIn, notLetInAdmin },
) => {
  const route = endpointRoutes(app, notLetInEndpoints, ['not let in']);

  route(
    'reportNotLetIn',
    async (request, reply) => {
      const { report, message } = await notLetIn.report(requireUser(request).id, request.params.id, request.body);
      return reply.code(201).send({ success: true as const, message: englishOf(message), report });
    },
    {
      schema: {
        description:
          "The booker of a paid, not checked-in booking, from its check-in window's opening until 30 minutes after the slot ends. " +
          'The gym owner is told at once; unanswered in 30 minutes, the booking is refunded in full. Limited per person.',
      },
    },
  );

  route('listOwnerReports', async (request) => ({ success: true as const, reports: await notLetIn.listForOwner(requireUser(request)) }), {
    schema: { description: "The reports still waiting at the caller's gyms: open ones, and contested ones an admin has not decided." },
  });

  route(
    'respondToReport',
    async (request) => {
      const report = await notLetIn.respond(requireUser(request), request.params.id, request.body);
      return { success: true as const, message: serverTexts.reportAnswered, report };
    },
    { schema: { description: "{ note: 1–500 characters }: the gym's owner says what happened; the report becomes 'contested' and an admin decides." } },
  );

  route('listAdminReports', async (request) => ({ success: true as const, ...(await notLetInAdmin.list(request.query)) }), {
    schema: { description: 'Every report with its booking, gym, person (contact masked) and evidence, newest first, 50 a page.' },
  });

  route('decideReport', async (request) => {
    const report = await notLetInAdmin.decide(requireUser(request), request.params.id, request.body);
    return { success: true as const, message: report.status === 'refunded' ? serverTexts.reportRefunded : serverTexts.reportRejected, report };
  });
};
