import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReminderChannelName } from '../../config.js';
import { newId } from '../../lib/ids.js';
import type { Mailer } from '../mail/mailer.js';
import type { Reminder } from './reminder-message.js';

/**
 * One way of reaching the booker. `send` resolves true once the message is handed over, false when
 * this channel cannot reach the person (no phone number), and throws when handing it over failed.
 * A real SMS or WhatsApp provider is one more implementation, chosen in createReminderChannels.
 */
export interface ReminderChannel {
  name: ReminderChannelName;
  send(reminder: Reminder): Promise<boolean>;
}

export function emailChannel(mailer: Pick<Mailer, 'send'>): ReminderChannel {
  return {
    name: 'email',
    async send(reminder) {
      await mailer.send(reminder.mail);
      return true;
    },
  };
}

/**
 * Stands in for an SMS or WhatsApp provider: writes the text it would send to the outbox folder,
 * next to the mail outbox's .eml files, as `<time>-<id>.<channel>.txt`.
 */
export function outboxTextChannel(name: 'sms' | 'whatsapp', outboxDir: string): ReminderChannel {
  return {
    name,
    async send(reminder) {
      if (!reminder.phone) return false;
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await writeFile(path.join(outboxDir, `${stamp}-${newId()}.${name}.txt`), `To: ${reminder.phone}\n\n${reminder.shortText}\n`);
      return true;
    },
  };
}

/** The channels REMINDER_CHANNELS names, in its order. */
export function createReminderChannels(names: ReminderChannelName[], mailer: Pick<Mailer, 'send'>, outboxDir: string): ReminderChannel[] {
  return names.map((name) => (name === 'email' ? emailChannel(mailer) : outboxTextChannel(name, outboxDir)));
}
