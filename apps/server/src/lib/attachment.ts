import type { FastifyReply } from 'fastify';

/**
 * Marks a reply as a file a signed-in person downloads (an invoice, a CSV export): its type, the
 * name the save dialog offers, and no cache may keep it, since it holds names, amounts and codes.
 */
export function asAttachment(reply: FastifyReply, contentType: string, fileName: string): FastifyReply {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store');
}
