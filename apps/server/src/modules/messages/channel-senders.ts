import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Mailer } from '../mail/mailer.js';
import type { ChannelSenders } from './message-outbox.js';

/**
 * Where each channel's messages go. Mail through the mailer (SMTP or .eml files), its Message-ID
 * the outbox's id, so a retry after a lost acknowledgement reads as the same mail. SMS and WhatsApp
 * are written to the outbox folder as `<time>-<id>.<channel>.txt` until a provider is plugged in.
 */
export function createChannelSenders(mailer: Pick<Mailer, 'send'>, outboxDir: string, mailDomain: string): ChannelSenders {
  const writeText = (channel: 'sms' | 'whatsapp') => async (to: string, text: string, messageId: string) => {
    await mkdir(outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    await writeFile(path.join(outboxDir, `${stamp}-${messageId}.${channel}.txt`), `To: ${to}\n\n${text}\n`);
  };
  return {
    email: (mail, messageId) => mailer.send({ ...mail, messageId: `<${messageId}@${mailDomain}>` }),
    sms: writeText('sms'),
    whatsapp: writeText('whatsapp'),
  };
}
