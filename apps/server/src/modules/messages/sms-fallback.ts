import type { MessageRow } from '../../db/schema/messages.js';
import type { OutgoingText, TextTemplate } from './outgoing-message.js';

type SmsFallback = NonNullable<OutgoingText['smsFallback']>;

/** A text row's content; a row queued before texts carried templates gets an empty English one. */
export function textPayloadOf(payload: { text: string; template?: TextTemplate }): { text: string; template: TextTemplate } {
  return { text: payload.text, template: payload.template ?? { language: 'en', params: [] } };
}

/**
 * The SMS a WhatsApp message carries (§8.9), while it waits (`{ text, template, smsFallback }`)
 * and after it was sent (`{ smsFallback }`, kept for a failure its status webhook may report).
 */
export function smsFallbackOf(row: Pick<MessageRow, 'channel' | 'payload'>): SmsFallback | undefined {
  if (row.channel !== 'whatsapp') return undefined;
  const payload = row.payload as { smsFallback?: SmsFallback } | null;
  return payload?.smsFallback ?? undefined;
}

/**
 * The SMS to queue, in the transaction that marks a WhatsApp message failed, when it carries one:
 * the same kind to the same number, keyed by the WhatsApp message, so a failure reported twice
 * (the provider's refusal, then its webhook; a webhook delivered again) queues it once.
 */
export function fallbackMessageOf(row: Pick<MessageRow, 'id' | 'channel' | 'kind' | 'recipient' | 'payload'>): OutgoingText | undefined {
  const fallback = smsFallbackOf(row);
  if (!fallback) return undefined;
  return {
    channel: 'sms',
    kind: row.kind,
    to: row.recipient,
    text: fallback.text,
    template: fallback.template,
    dedupeKey: `sms-fallback:${row.id}`,
  };
}
