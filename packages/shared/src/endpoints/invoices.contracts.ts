import { bookingIdParamsSchema } from '../booking-schemas';
import { invoiceActions } from '../permissions';
import type { EndpointContract } from './endpoint';

const errors = [400, 401, 403, 404, 409] as const;

/**
 * API contract §8.7: a paid booking's tax invoice (or bill of supply) and a refunded one's credit
 * note, as PDF downloads (so no `reply`) for the booker, the gym's owner and admins.
 */
export const contracts = {
  getInvoice: { permission: invoiceActions.readInvoice, errors, params: bookingIdParamsSchema },
  getCreditNote: { permission: invoiceActions.readInvoice, errors, params: bookingIdParamsSchema },
} satisfies Record<string, EndpointContract>;

// The addresses, so the server and the fuzz suite read a module's calls from one import.
export * from './invoices';
