import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as invoiceEndpoints from '@gymslot/shared/endpoints/invoices.contracts';
import { asAttachment } from '../../lib/attachment.js';
import { endpointRoutes } from '../../lib/endpoint-routes.js';
import { requireUser } from '../auth/authentication.js';
import type { InvoiceFile, InvoicesService } from './invoices.service.js';

/**
 * API contract §8.7: a paid booking's tax invoice (or bill of supply) and a refunded one's credit
 * note, as PDF downloads for the booker, the gym's owner and admins.
 */
export const invoicesRoutes: FastifyPluginAsyncZod<{ invoices: InvoicesService }> = async (app, { invoices }) => {
  const route = endpointRoutes(app, invoiceEndpoints, ['invoices']);
  // Sent as a one-chunk stream, as the CSV export is: the reply schemas describe only the JSON errors.
  const send = (reply: FastifyReply, file: InvoiceFile) =>
    asAttachment(reply, 'application/pdf', file.fileName).header('content-length', file.pdf.length).send(Readable.from([file.pdf]));

  route('getInvoice', async (request, reply) => {
    const file = await invoices.invoice(requireUser(request), request.params.id);
    return send(reply, file);
  });

  route('getCreditNote', async (request, reply) => {
    const file = await invoices.creditNote(requireUser(request), request.params.id);
    return send(reply, file);
  });
};
