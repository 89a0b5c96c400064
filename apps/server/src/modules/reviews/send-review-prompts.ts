import { SLOT_MINUTES } from '@gymslot/shared/booking-rules';
import { addDays, istDate, istInstant } from '@gymslot/shared/ist-time';
import { REVIEW_WINDOW_DAYS } from '@gymslot/shared/review-schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { runClaimedSends, type SendOutcome } from '../../lib/claimed-sends.js';
import { findBookingView } from '../bookings/booking-views.service.js';
import { composeReviewPrompt } from './review-prompt-mail.js';
import * as reviewPromptsRepository from './review-prompts.repository.js';
import type { PromptableStarts } from './review-prompts.repository.js';

export type ReviewPromptDeps = Pick<AppDeps, 'database' | 'clock' | 'mailer' | 'config' | 'metrics'> & {
  logger: Pick<FastifyBaseLogger, 'error'>;
};

/**
 * At `now`, a visit may be prompted once its slot has ended and while it can still be reviewed:
 * its IST date at most REVIEW_WINDOW_DAYS before today (the rule of isWithinReviewWindow). Visits
 * checked in before the feature shipped and older than that are never mailed.
 */
export function promptableStarts(now: Date): PromptableStarts {
  return {
    from: istInstant(addDays(istDate(now), -REVIEW_WINDOW_DAYS), 0),
    to: new Date(now.getTime() - SLOT_MINUTES * 60_000),
  };
}

/** Mails one claimed prompt: 'failed' (logged) gives the claim back; 'skipped' when the booking no longer exists. */
async function sendPrompt(deps: ReviewPromptDeps, bookingId: string): Promise<SendOutcome> {
  const view = await findBookingView(deps, bookingId);
  if (!view) return 'skipped';
  try {
    await deps.mailer.send(composeReviewPrompt(view, deps.config.publicUrl, view.booking.language));
  } catch (error) {
    deps.logger.error({ err: error, bookingId }, 'review prompt not sent');
    return 'failed';
  }
  deps.metrics?.reviewPromptSent();
  return 'sent';
}

/**
 * Issue 15: mails 'Rate your visit' once per checked-in visit, after its slot and within the review
 * window, unless it has been reviewed. Each visit is claimed in the database before anything is
 * sent, so however many processes run this at once, one mail goes out. A mail that failed is given
 * back at the end of the round and tried again in the next.
 */
export async function sendReviewPrompts(deps: ReviewPromptDeps): Promise<{ reviewPromptsSent: number }> {
  const { db } = deps.database;
  const reviewPromptsSent = await runClaimedSends(deps.clock, {
    findDue: (now, limit) => reviewPromptsRepository.findDuePrompts(db, promptableStarts(now), limit),
    claim: (bookingId, claimedAt) => reviewPromptsRepository.claimPrompt(db, bookingId, promptableStarts(claimedAt), claimedAt),
    send: (bookingId) => sendPrompt(deps, bookingId),
    release: (bookingId, claimedAt) => reviewPromptsRepository.releasePrompt(db, bookingId, claimedAt),
  });
  return { reviewPromptsSent };
}
