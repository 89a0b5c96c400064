import type { MailMessage } from '../mail/mailer.js';

/** What every message may add: a key that keeps it single, and a key it waits for before it is due. */
interface MessageOptions {
  /** What the message is about: 'booking_confirmed', 'password_reset', … (the admin list shows it). */
  kind: string;
  /** At most one message per key: writing the same key again (a repeated cause) queues nothing. */
  dedupeKey?: string;
  /** Not sent until this key is released in a later transaction ('refund:{paymentId}'). */
  waitsFor?: string;
}

/** A mail written now, in the transaction of its cause. */
export interface OutgoingMail extends MessageOptions {
  channel: 'email';
  mail: MailMessage;
}

/** An SMS or WhatsApp text to a mobile number in E.164. */
export interface OutgoingText extends MessageOptions {
  channel: 'sms' | 'whatsapp';
  to: string;
  text: string;
}

/**
 * A mail written only when it is delivered, by the composer registered for its kind: for a reply
 * that must not depend on whether an account exists (a password reset), the request queues the
 * same row either way and the worker looks the account up.
 */
export interface DeferredMail extends MessageOptions {
  channel: 'email';
  to: string;
  compose: Record<string, string | undefined>;
}

export type OutgoingMessage = OutgoingMail | OutgoingText | DeferredMail;

/** The row's payload: the content to send, or what its composer needs. */
export type MessagePayload = { mail: MailMessage } | { text: string } | { compose: Record<string, string | undefined> };

export function recipientOf(message: OutgoingMessage): string {
  return 'mail' in message ? message.mail.to : message.to;
}

export function payloadOf(message: OutgoingMessage): MessagePayload {
  if ('mail' in message) return { mail: message.mail };
  if ('text' in message) return { text: message.text };
  return { compose: message.compose };
}
