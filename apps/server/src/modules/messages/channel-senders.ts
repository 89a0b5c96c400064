import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Msg91Config, WhatsappConfig } from '../../text-provider-config.js';
import type { Mailer } from '../mail/mailer.js';
import type { ChannelSenders, TextToSend } from './message-outbox.js';
import { createMsg91Sender } from './msg91-sender.js';
import { createWhatsappSender } from './whatsapp-sender.js';

/** The text providers the config sets up (§8.9); a channel without one writes files. */
export interface TextProviders {
  whatsapp?: WhatsappConfig;
  msg91?: Msg91Config;
  /** How long a provider may take to answer one message (10 s unless a test says otherwise). */
  timeoutMs?: number;
}

/**
 * Where each channel's messages go. Mail through the mailer (SMTP or .eml files), its Message-ID
 * the outbox's id, so a retry after a lost acknowledgement reads as the same mail. WhatsApp through
 * the Cloud API and SMS through MSG91 when their settings are there; without them, each text is
 * written to the outbox folder as `<time>-<id>.<channel>.txt`, holding the number and the text.
 */
export function createChannelSenders(
  mailer: Pick<Mailer, 'send'>,
  outboxDir: string,
  mailDomain: string,
  providers: TextProviders = {},
): ChannelSenders {
  const writeText = (channel: 'sms' | 'whatsapp') => async ({ to, text, messageId }: TextToSend) => {
    await mkdir(outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    await writeFile(path.join(outboxDir, `${stamp}-${messageId}.${channel}.txt`), `To: ${to}\n\n${text}\n`);
    return undefined;
  };
  return {
    email: (mail, messageId) => mailer.send({ ...mail, messageId: `<${messageId}@${mailDomain}>` }),
    sms: providers.msg91 ? createMsg91Sender(providers.msg91, providers.timeoutMs) : writeText('sms'),
    whatsapp: providers.whatsapp ? createWhatsappSender(providers.whatsapp, providers.timeoutMs) : writeText('whatsapp'),
  };
}
