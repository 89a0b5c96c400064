import type { ReminderChannelName } from '../../config.js';
import type { OutgoingMessage } from '../messages/outgoing-message.js';
import type { Reminder } from './reminder-message.js';

/**
 * The messages of one reminder, one per channel REMINDER_CHANNELS names, in its order: the mail,
 * and the short text on SMS and WhatsApp to people with a mobile number (none for the rest).
 */
export function reminderMessages(reminder: Reminder, channels: readonly ReminderChannelName[]): OutgoingMessage[] {
  return channels.flatMap((channel): OutgoingMessage[] => {
    if (channel === 'email') return [{ channel, kind: 'reminder', mail: reminder.mail }];
    return reminder.phone ? [{ channel, kind: 'reminder', to: reminder.phone, text: reminder.shortText }] : [];
  });
}
