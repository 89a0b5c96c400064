import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplySchema } from '@gymslot/shared/auth-schemas';
import { bookingIdParamsSchema } from '@gymslot/shared/booking-schemas';
import { asAttachment } from '../../lib/attachment.js';
import { invoiceActions } from '../../lib/authz.js';
import { requireUser } from '../auth/authentication.js';
import type { InvoiceFile, InvoicesService } from './invoices.service.js';

const tags = ['invoices'];
const schema = {
  tags,
  params: bookingIdParamsSchema,
  response: { 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema, 404: errorReplySchema, 409: errorReplySchema },
};

/**
 * API contract §8.7: a paid booking's tax invoice (or bill of supply) and a refunded one's credit
 * note, as PDF downloads for the booker, the gym's owner and admins.
 */
export const invoicesRoutes: FastifyPluginAsyncZod<{ invoices: InvoicesService }> = async (app, { invoices }) => {
  // Sent as a one-chunk stream, as the CSV export is: the reply schemas describe only the JSON errors.
  const send = (reply: FastifyReply, file: InvoiceFile) =>
    asAttachment(reply, 'application/pdf', file.fileName).header('content-length', file.pdf.length).send(Readable.from([file.pdf]));

  app.get('/api/bookings/:id/invoice', { config: { permission: invoiceActions.readInvoice }, schema }, async (request, reply) => {
    const file = await invoices.invoice(requireUser(request), request.params.id);
    return send(reply, file);
  });

  app.get('/api/bookings/:id/credit-note', { config: { permission: invoiceActions.readInvoice }, schema }, async (request, reply) => {
    const file = await invoices.creditNote(requireUser(request), request.params.id);
    return send(reply, file);
  });
};
