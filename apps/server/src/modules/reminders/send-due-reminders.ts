import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { queueClaimedMessages } from '../../lib/claimed-sends.js';
import { findBookingView } from '../bookings/own/booking-views.service.js';
import { composeReminder } from './reminder-message.js';
import { queueToPerson } from '../preferences/person-messages.js';
import * as remindersRepository from './reminders.repository.js';

export type ReminderDeps = Pick<AppDeps, 'database' | 'clock' | 'outbox' | 'config' | 'metrics'>;

/** Claims one booking's reminder and queues its messages, in the caller's transaction. */
async function claimAndQueue(deps: ReminderDeps, tx: Executor, bookingId: string, now: Date): Promise<boolean> {
  if (!(await remindersRepository.claimReminder(tx, bookingId, now, deps.config.reminders.leadMinutes))) return false;
  const view = await findBookingView(deps, bookingId, tx);
  if (!view) return false;
  const reminder = composeReminder(view, deps.config.publicUrl, now, view.booking.language);
  // Every channel the person turned on (§8.9), of those the operator lets reminders use (REMINDER_CHANNELS).
  for (const message of await queueToPerson(deps.outbox, tx, view.user.id, reminder, deps.config.reminders.channels)) {
    deps.metrics?.reminderSent(message.channel);
  }
  return true;
}

/**
 * §8.3: queues every reminder that is due, each exactly once however many processes run this at
 * the same time: the booking's claim (reminders.repository.ts) and its messages commit together,
 * and the outbox delivers them (§8.8). A booking cancelled before its claim gets none.
 */
export async function sendDueReminders(deps: ReminderDeps): Promise<{ remindersSent: number }> {
  const { db } = deps.database;
  const { leadMinutes } = deps.config.reminders;
  const remindersSent = await queueClaimedMessages(db, deps.clock, {
    findDue: (now, limit) => remindersRepository.findDueReminders(db, now, leadMinutes, limit),
    claimAndQueue: (tx, bookingId, now) => claimAndQueue(deps, tx, bookingId, now),
  });
  return { remindersSent };
}
