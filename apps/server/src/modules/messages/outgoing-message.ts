import type { Language } from '@gymslot/shared/languages';
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

/**
 * What a provider needs besides the text (§8.9): WhatsApp and India's SMS routes (DLT) send only
 * templates approved beforehand. The template is named by the message's kind and channel in the
 * environment (`WHATSAPP_TEMPLATE_*`, `MSG91_TEMPLATE_*`); these are its values, in order, in the
 * person's language.
 */
export interface TextTemplate {
  language: Language;
  params: string[];
}

/** An SMS or WhatsApp text to a mobile number in E.164. */
export interface OutgoingText extends MessageOptions {
  channel: 'sms' | 'whatsapp';
  to: string;
  /** The whole message as the person reads it; what the outbox folder holds when no provider is set. */
  text: string;
  template: TextTemplate;
  /** A WhatsApp message's SMS, sent instead when WhatsApp refuses it or reports it failed (the person allows SMS). */
  smsFallback?: { text: string; template: TextTemplate };
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
export type MessagePayload =
  | { mail: MailMessage }
  | { text: string; template: TextTemplate; smsFallback?: OutgoingText['smsFallback'] }
  | { compose: Record<string, string | undefined> };

export function recipientOf(message: OutgoingMessage): string {
  return 'mail' in message ? message.mail.to : message.to;
}

export function payloadOf(message: OutgoingMessage): MessagePayload {
  if ('mail' in message) return { mail: message.mail };
  if ('text' in message) return { text: message.text, template: message.template, ...(message.smsFallback ? { smsFallback: message.smsFallback } : {}) };
  return { compose: message.compose };
}
