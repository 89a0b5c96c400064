import {
  adminReportsQuerySchema,
  adminReportsReplySchema,
  decideReportBodySchema,
  decideReportReplySchema,
  ownerReportsReplySchema,
  reportIdParamsSchema,
  reportNotLetInBodySchema,
  reportNotLetInReplySchema,
  respondToReportBodySchema,
  respondToReportReplySchema,
} from '../not-let-in-schemas';
import { bookingIdParamsSchema } from '../booking-schemas';
import type { EndpointContract } from './endpoint';

/**
 * API contract §8.10 'not let in': the booker's report, the gym owner's list and answer, the
 * admin's list and decision (docs/decisions/060-not-let-in-guarantee.md).
 */
export const contracts = {
  reportNotLetIn: {
    permission: 'report:booking:own',
    errors: [400, 401, 403, 404, 409, 429],
    params: bookingIdParamsSchema,
    body: reportNotLetInBodySchema,
    reply: reportNotLetInReplySchema,
  },
  listOwnerReports: { permission: 'read:report:gym', errors: [401, 403], reply: ownerReportsReplySchema },
  // The body is read after the ownership check, so another owner meets 403 and an unknown id 404 first.
  respondToReport: {
    permission: 'respond:report:gym',
    errors: [400, 401, 403, 404, 409],
    params: reportIdParamsSchema,
    serviceBody: respondToReportBodySchema,
    reply: respondToReportReplySchema,
  },
  listAdminReports: { permission: 'read:report:any', errors: [400, 401, 403], query: adminReportsQuerySchema, reply: adminReportsReplySchema },
  decideReport: {
    permission: 'decide:report:any',
    errors: [400, 401, 403, 404, 409],
    params: reportIdParamsSchema,
    body: decideReportBodySchema,
    reply: decideReportReplySchema,
  },
} satisfies Record<string, EndpointContract>;

// The addresses, so the server and the fuzz suite read a module's calls from one import.
export * from './not-let-in';
