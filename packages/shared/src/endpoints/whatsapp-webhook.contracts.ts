import { z } from 'zod';
import { webhookReplySchema } from '../booking-schemas';
import type { EndpointContract } from './endpoint';

/**
 * Meta's subscription handshake: `hub.mode=subscribe`, the verify token GymSlot was given, and a
 * challenge to send back as it came (digits in practice; anything else is not echoed).
 */
const verifyQuerySchema = z.object({
  'hub.mode': z.string().max(100).optional(),
  'hub.verify_token': z.string().max(1024).optional(),
  'hub.challenge': z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/)
    .optional(),
});

/**
 * API contract §8.9: WhatsApp Cloud API's status webhook (GymSlot's extra). The GET answers Meta's
 * handshake with the challenge as text/plain; the POST is signed (X-Hub-Signature-256, HMAC-SHA256
 * of the exact bytes with the app secret), so its body is read raw. Both answer 404 when WhatsApp is
 * not set up: there is no webhook to call.
 */
export const contracts = {
  verifyWhatsappWebhook: { errors: [400, 403, 404], query: verifyQuerySchema },
  whatsappWebhook: { errors: [400, 401, 404], reply: webhookReplySchema, rawBody: true },
} satisfies Record<string, EndpointContract>;

// The addresses, so the server and the fuzz suite read a module's calls from one import.
export * from './whatsapp-webhook';
