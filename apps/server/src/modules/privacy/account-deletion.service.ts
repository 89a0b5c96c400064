import type { Language } from '@gymslot/shared/languages';
import { DELETION_DELAY_HOURS, type ScheduledDeletion } from '@gymslot/shared/privacy-schemas';
import { englishOf } from '@gymslot/shared/server-texts';
import type { AppDeps } from '../../app-deps.js';
import { can, type Caller } from '../../lib/authz.js';
import { AppError } from '../../lib/errors.js';
import { createRateLimiter, type RateLimitRule } from '../../lib/rate-limiter.js';
import { queueToPerson } from '../preferences/person-messages.js';
import * as deletionRepository from './account-deletion.repository.js';
import { deletionMoment, deletionScheduledMessage } from './deletion-message.js';

export const DELETION_DELAY_MS = DELETION_DELAY_HOURS * 60 * 60 * 1000;
/** Each request sends a message on every channel: asking, cancelling and asking again cannot be a way to spam a person. */
export const DELETION_REQUEST_LIMIT: RateLimitRule = { name: 'privacy:deletion-request', limit: 5, windowMs: 60 * 60 * 1000 };

type DeletionDeps = Pick<AppDeps, 'database' | 'clock' | 'outbox' | 'config'>;

const scheduledOf = (row: { deletionRequestedAt: Date | null; deleteAt: Date | null }): ScheduledDeletion | null =>
  row.deletionRequestedAt && row.deleteAt ? { requestedAt: row.deletionRequestedAt.toISOString(), deleteAt: row.deleteAt.toISOString() } : null;

/**
 * API contract §8.11: a member asks for their account to be deleted, 48 hours later by the clock,
 * and is told on every channel they turned on, through the outbox in the same transaction; they may
 * cancel until then. The deletion itself is the maintenance round's (account-deletions.ts).
 */
export function createAccountDeletionService(deps: DeletionDeps) {
  const { db } = deps.database;
  const limiter = createRateLimiter(db, deps.clock);

  async function current(userId: string) {
    const row = await deletionRepository.findForDeletion(db, userId);
    if (!row || row.deletedAt) throw new AppError('unauthorized', { code: 'loginRequired' });
    return row;
  }

  return {
    async status(userId: string): Promise<ScheduledDeletion | null> {
      return scheduledOf(await current(userId));
    },

    /**
     * Schedules the deletion, or answers the one already scheduled (its time does not move, and
     * nothing is sent again). Owners and admins close their accounts through support: their gyms,
     * payouts and duties outlive a button.
     */
    async schedule(caller: Caller, language: Language): Promise<{ message: string; deleteAt: string }> {
      if (!can(caller.role, 'delete:account:own')) throw new AppError('conflict', { code: 'ownerAccountDeletion' });
      await limiter.consume(DELETION_REQUEST_LIMIT, caller.id);
      const deleteAt = await db.transaction(async (tx) => {
        const row = await deletionRepository.findForDeletion(tx, caller.id, true);
        if (!row || row.deletedAt) throw new AppError('unauthorized', { code: 'loginRequired' });
        if (!can(row.role, 'delete:account:own')) throw new AppError('conflict', { code: 'ownerAccountDeletion' });
        if (row.deleteAt) return row.deleteAt;
        const requestedAt = deps.clock.now();
        const at = new Date(requestedAt.getTime() + DELETION_DELAY_MS);
        await deletionRepository.schedule(tx, caller.id, requestedAt, at);
        await queueToPerson(deps.outbox, tx, caller.id, deletionScheduledMessage(row, { requestedAt, deleteAt: at }, deps.config.publicUrl, language));
        return at;
      });
      // English, as every reply's text; the web shows it in Hindi by matching the catalogue (decision 054).
      return { message: englishOf({ code: 'deletionScheduled', params: deletionMoment(deleteAt, 'en') }), deleteAt: deleteAt.toISOString() };
    },

    /** Cancels a scheduled deletion; a second cancel (or one with nothing scheduled) changes nothing and says the same. */
    async cancel(userId: string): Promise<void> {
      await current(userId);
      await deletionRepository.unschedule(db, userId, deps.clock.now());
    },
  };
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
