import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { findBookingView } from '../bookings/booking-views.service.js';
import { composeReminder } from './reminder-message.js';
import { createReminderChannels, type ReminderChannel } from './reminder-channels.js';
import * as remindersRepository from './reminders.repository.js';

export type ReminderDeps = Pick<AppDeps, 'database' | 'clock' | 'mailer' | 'config' | 'metrics'> & {
  logger: Pick<FastifyBaseLogger, 'error'>;
};

/** Reminders per round at most; a bigger backlog (after an outage, say) goes out over the next rounds. */
const MAX_PER_ROUND = 500;
const BATCH_SIZE = 50;

/** The channels REMINDER_CHANNELS names; text channels write to the outbox next to the mail's. */
export function configuredChannels(deps: Pick<ReminderDeps, 'config' | 'mailer'>): ReminderChannel[] {
  return createReminderChannels(deps.config.reminders.channels, deps.mailer, path.join(deps.config.dataDir, 'outbox'));
}

/** Hands one claimed reminder to every channel: 'sent' once any took it, 'failed' when all that tried failed. */
async function sendToChannels(
  deps: ReminderDeps,
  channels: ReminderChannel[],
  bookingId: string,
  claimedAt: Date,
): Promise<'sent' | 'failed' | 'skipped'> {
  const view = await findBookingView(deps, bookingId);
  if (!view) return 'skipped';
  const reminder = composeReminder(view, deps.config.publicUrl, claimedAt);
  let delivered = false;
  let failures = 0;
  for (const channel of channels) {
    try {
      if (await channel.send(reminder)) {
        delivered = true;
        deps.metrics?.reminderSent(channel.name);
      }
    } catch (error) {
      failures += 1;
      deps.logger.error({ err: error, bookingId, channel: channel.name }, 'reminder not sent');
    }
  }
  if (delivered) return 'sent';
  return failures > 0 ? 'failed' : 'skipped';
}

/**
 * §8.3: sends every reminder that is due, each exactly once however many processes run this at
 * the same time: a booking is claimed in the database (reminders.repository.ts) before anything is
 * sent. A reminder no channel could hand over is given back at the end of the round and tried again
 * in the next; one a channel has taken stays sent. A booking cancelled before its claim gets none.
 */
export async function sendDueReminders(deps: ReminderDeps, channels = configuredChannels(deps)): Promise<{ remindersSent: number }> {
  const { db } = deps.database;
  const { leadMinutes } = deps.config.reminders;
  const failed: { bookingId: string; claimedAt: Date }[] = [];
  let remindersSent = 0;
  let attempts = 0;
  while (attempts < MAX_PER_ROUND) {
    const due = await remindersRepository.findDueReminders(db, deps.clock.now(), leadMinutes, BATCH_SIZE);
    if (due.length === 0) break;
    for (const bookingId of due) {
      attempts += 1;
      const claimedAt = deps.clock.now();
      // Another process may have claimed it since it was listed: then it is theirs to send.
      if (!(await remindersRepository.claimReminder(db, bookingId, claimedAt, leadMinutes))) continue;
      const outcome = await sendToChannels(deps, channels, bookingId, claimedAt);
      if (outcome === 'sent') remindersSent += 1;
      else if (outcome === 'failed') failed.push({ bookingId, claimedAt });
    }
  }
  for (const { bookingId, claimedAt } of failed) await remindersRepository.releaseReminder(db, bookingId, claimedAt);
  return { remindersSent };
}
