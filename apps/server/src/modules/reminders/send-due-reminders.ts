import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { runClaimedSends, type SendOutcome } from '../../lib/claimed-sends.js';
import { findBookingView } from '../bookings/booking-views.service.js';
import { composeReminder } from './reminder-message.js';
import { createReminderChannels, type ReminderChannel } from './reminder-channels.js';
import * as remindersRepository from './reminders.repository.js';

export type ReminderDeps = Pick<AppDeps, 'database' | 'clock' | 'mailer' | 'config' | 'metrics'> & {
  logger: Pick<FastifyBaseLogger, 'error'>;
};

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
): Promise<SendOutcome> {
  const view = await findBookingView(deps, bookingId);
  if (!view) return 'skipped';
  const reminder = composeReminder(view, deps.config.publicUrl, claimedAt, view.booking.language);
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
  const remindersSent = await runClaimedSends(deps.clock, {
    findDue: (now, limit) => remindersRepository.findDueReminders(db, now, leadMinutes, limit),
    claim: (bookingId, claimedAt) => remindersRepository.claimReminder(db, bookingId, claimedAt, leadMinutes),
    send: (bookingId, claimedAt) => sendToChannels(deps, channels, bookingId, claimedAt),
    release: (bookingId, claimedAt) => remindersRepository.releaseReminder(db, bookingId, claimedAt),
  });
  return { remindersSent };
}
