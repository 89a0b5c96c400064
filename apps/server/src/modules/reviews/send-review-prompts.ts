import { SLOT_MINUTES } from '@gymslot/shared/booking-rules';
import { istDate } from '@gymslot/shared/ist-time';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { queueClaimedMessages } from '../../lib/claimed-sends.js';
import { addressedTo } from '../bookings/booking-mails.js';
import { findBookingView } from '../bookings/own/booking-views.service.js';
import { messageAddressesOf } from '../preferences/person-messages.js';
import { wantsReviewPrompts } from '../preferences/preferences.service.js';
import { unsubscribeLinks } from '../preferences/unsubscribe-links.js';
import { composeReviewPrompt } from './review-prompt-mail.js';
import * as reviewPromptsRepository from './review-prompts.repository.js';
import type { PromptWindow } from './review-prompts.repository.js';

export type ReviewPromptDeps = Pick<AppDeps, 'database' | 'clock' | 'outbox' | 'config' | 'metrics'>;

/** §8.8: only a visit whose slot ended this recently is worth asking about. */
export const PROMPT_WINDOW_HOURS = 48;

/** At `now`: visits whose slot ended within the last PROMPT_WINDOW_HOURS, and today's IST date. */
export function promptWindow(now: Date): PromptWindow {
  const slotMs = SLOT_MINUTES * 60_000;
  return {
    from: new Date(now.getTime() - PROMPT_WINDOW_HOURS * 3_600_000 - slotMs),
    to: new Date(now.getTime() - slotMs),
    today: istDate(now),
  };
}

/**
 * In the caller's transaction: claims the person's prompt of today and queues one mail, about their
 * latest visit due; the older ones are settled with it and never mailed. A person who wants no
 * prompts has their due visits settled too, so the round does not list them again.
 */
async function promptPerson(deps: ReviewPromptDeps, tx: Executor, userId: string, now: Date): Promise<boolean> {
  const window = promptWindow(now);
  // A mail: only to an address the person has and lets mail reach (none for a phone-only account).
  const { email } = await messageAddressesOf(tx, userId);
  if (!email || !(await wantsReviewPrompts(tx, userId))) {
    await reviewPromptsRepository.settleDueVisits(tx, userId, window, now);
    return false;
  }
  if (!(await reviewPromptsRepository.claimPersonDay(tx, userId, window))) return false;
  const [latest] = await reviewPromptsRepository.settleDueVisits(tx, userId, window, now);
  const view = latest ? await findBookingView(deps, latest, tx) : undefined;
  if (!view) return false;
  const links = unsubscribeLinks(deps.config, { userId, purpose: 'review_prompts' });
  const mail = composeReviewPrompt(addressedTo(view, email), deps.config.publicUrl, links, view.booking.language);
  // The day's claim already keeps it single; the key says so to the outbox as well.
  const queued = await deps.outbox.enqueue(tx, { channel: 'email', kind: 'review_prompt', mail, dedupeKey: `review_prompt:${userId}:${window.today}` });
  if (queued) deps.metrics?.reviewPromptSent();
  return queued;
}

/**
 * 'Rate your visit' (§8.8): at most one mail per person per IST day, about their latest unreviewed,
 * checked-in visit whose slot ended within the last two days; never about the demo seed's visits,
 * never to someone who turned it off. The claim and the mail commit together, however many
 * processes run this at once, and the outbox delivers the mail.
 */
export async function sendReviewPrompts(deps: ReviewPromptDeps): Promise<{ reviewPromptsSent: number }> {
  const { db } = deps.database;
  const reviewPromptsSent = await queueClaimedMessages(db, deps.clock, {
    findDue: (now, limit) => reviewPromptsRepository.findPeopleDue(db, promptWindow(now), limit),
    claimAndQueue: (tx, userId, now) => promptPerson(deps, tx, userId, now),
  });
  return { reviewPromptsSent };
}
