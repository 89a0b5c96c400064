import type { MessageChannel } from '@gymslot/shared/admin-message-schemas';
import { DEFAULT_PREFERENCES } from '@gymslot/shared/preference-schemas';
import type { Executor } from '../../db/client.js';
import type { MailMessage } from '../mail/mailer.js';
import type { MessageOutbox } from '../messages/message-outbox.js';
import type { OutgoingMessage, TextTemplate } from '../messages/outgoing-message.js';
import * as preferencesRepository from './preferences.repository.js';

// Where a person's messages go (API contract §8.9, decision 057): every channel they turned on that
// their account can be reached by. The one home of that rule for every booking message.

/** The addresses a person's messages go to now: one per channel they turned on and can be reached by. */
export interface MessageAddresses {
  email?: string;
  /** E.164 ('+919876543210'), like `sms`: the account's one mobile number. */
  whatsapp?: string;
  sms?: string;
}

/** The channels in the order a person's messages are written: the mail first, then WhatsApp, then SMS. */
const CHANNEL_ORDER = ['email', 'whatsapp', 'sms'] as const satisfies readonly MessageChannel[];

/**
 * Where `userId`'s messages go, read in `db` (the transaction that queues them): the e-mail address
 * when the `email` preference is on and the account has one, the mobile number for `whatsapp` and
 * for `sms` when that preference is on and the account has a number. No account: nowhere.
 */
export async function messageAddressesOf(db: Executor, userId: string): Promise<MessageAddresses> {
  const reach = await preferencesRepository.findReach(db, userId);
  if (!reach) return {};
  const wants = reach.channels ?? DEFAULT_PREFERENCES.channels;
  return {
    ...(wants.email && reach.email ? { email: reach.email } : {}),
    ...(wants.whatsapp && reach.phone ? { whatsapp: reach.phone } : {}),
    ...(wants.sms && reach.phone ? { sms: reach.phone } : {}),
  };
}

/** A message as SMS and WhatsApp carry it: the whole text, and the values of its approved template. */
export interface ShortText {
  text: string;
  template: TextTemplate;
}

/** One message to one person, whatever the channel: what each channel's copy is made from. */
export interface PersonMessage {
  /** 'booking_confirmed', 'reminder', …: the admin list shows it; providers pick the template by it. */
  kind: string;
  /** Keeps the message single: each channel's copy is queued once, under `{dedupeKey}:{channel}`. */
  dedupeKey: string;
  /** Every copy waits for this key (a refund's mail waits for the refund, §8.8). */
  waitsFor?: string;
  /** The mail, to the person's address. */
  mail(to: string): MailMessage;
  /** The same message for SMS and WhatsApp, in the same language as the mail. */
  text: ShortText;
}

/**
 * The copies of `message` for `addresses`, one per channel, limited to `channels` when given (an
 * operator's choice, REMINDER_CHANNELS). A WhatsApp copy carries no SMS fallback: a person who
 * allows SMS gets the SMS copy anyway (decision 057).
 */
export function messagesTo(addresses: MessageAddresses, message: PersonMessage, channels?: readonly MessageChannel[]): OutgoingMessage[] {
  const { kind, waitsFor } = message;
  const options = (channel: MessageChannel) => ({ kind, dedupeKey: `${message.dedupeKey}:${channel}`, ...(waitsFor ? { waitsFor } : {}) });
  return CHANNEL_ORDER.filter((channel) => !channels || channels.includes(channel)).flatMap((channel): OutgoingMessage[] => {
    if (channel === 'email') return addresses.email ? [{ channel, ...options(channel), mail: message.mail(addresses.email) }] : [];
    const to = addresses[channel];
    return to ? [{ channel, ...options(channel), to, text: message.text.text, template: message.text.template }] : [];
  });
}

/**
 * Queues `message` to `userId` in `tx`, the transaction of its cause, on every channel they turned
 * on (limited to `channels` when given). Returns the copies queued now: none for a person who can
 * be reached nowhere, and none again for a cause repeated (each copy's key was used).
 */
export async function queueToPerson(
  outbox: Pick<MessageOutbox, 'enqueue'>,
  tx: Executor,
  userId: string,
  message: PersonMessage,
  channels?: readonly MessageChannel[],
): Promise<OutgoingMessage[]> {
  const queued: OutgoingMessage[] = [];
  for (const copy of messagesTo(await messageAddressesOf(tx, userId), message, channels)) {
    if (await outbox.enqueue(tx, copy)) queued.push(copy);
  }
  return queued;
}
