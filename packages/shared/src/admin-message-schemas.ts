import { z } from 'zod';
import { serverTexts } from './server-texts.js';

// The durable message outbox as admins see it (API contract §8.8; docs/decisions/048-message-outbox.md).

export const messageChannels = ['email', 'sms', 'whatsapp'] as const;
export type MessageChannel = (typeof messageChannels)[number];

/** queued: waiting for its next attempt; sent: handed to the provider; failed: gave up, an admin may retry. */
export const messageStatuses = ['queued', 'failed', 'sent'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

export const adminMessagesQuerySchema = z.object({
  status: z.enum(messageStatuses, { error: 'status must be queued, failed or sent' }).optional(),
  cursor: z
    .string({ error: serverTexts.invalidCursor })
    .max(200, serverTexts.invalidCursor)
    .regex(/^[A-Za-z0-9_-]+$/, serverTexts.invalidCursor)
    .optional(),
});
export type AdminMessagesQuery = z.infer<typeof adminMessagesQuerySchema>;

/** The retry's path: one message's id. */
export const adminMessageIdParamsSchema = z.object({ id: z.string().max(64) });

export const adminMessageSchema = z.object({
  _id: z.string(),
  channel: z.enum(messageChannels),
  /** What the message is about: 'booking_confirmed', 'password_reset', 'reminder', … */
  kind: z.string(),
  /** Masked: `pr***@example.com`, `+91 98*** **210`. */
  to: z.string(),
  status: z.enum(messageStatuses),
  attempts: z.number().int(),
  lastError: z.string().optional(),
  createdAt: z.string(),
  sentAt: z.string().optional(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

export const adminMessagesReplySchema = z.object({
  success: z.literal(true),
  messages: z.array(adminMessageSchema),
  /** Pass as `?cursor=` for the next page (older messages); null on the last. */
  nextCursor: z.string().nullable(),
});
export type AdminMessagesReply = z.infer<typeof adminMessagesReplySchema>;

export const adminMessageRetryReplySchema = z.object({
  success: z.literal(true),
  message: adminMessageSchema,
});
export type AdminMessageRetryReply = z.infer<typeof adminMessageRetryReplySchema>;
