import type { FastifyBaseLogger } from 'fastify';
import { roles } from '@gymslot/shared/roles';
import type { AppDeps } from '../../app-deps.js';
import { can } from '../../lib/authz.js';
import type { SessionService } from '../auth/sessions.service.js';
import type { AccountClosingBookings, ClosedBookings } from '../bookings/own/account-closing.js';
import { reviewAuthorDeleted } from '../reviews/reviews.service.js';
import * as deletionRepository from './account-deletion.repository.js';

/** Accounts deleted in one round at most; more wait for the next round, a minute later. */
const DELETIONS_PER_ROUND = 50;

export type AccountDeletionsDeps = Pick<AppDeps, 'database' | 'clock'> & { logger: Pick<FastifyBaseLogger, 'error'> };

/**
 * The maintenance round's part of API contract §8.11 (decision 059): each member's account whose
 * deletion time has passed is anonymised once across processes, in one transaction per account.
 */
export function createAccountDeletions(
  deps: AccountDeletionsDeps,
  services: { sessions: Pick<SessionService, 'endAllOfUser'>; closingBookings: AccountClosingBookings },
) {
  const { db } = deps.database;
  // Only these are deleted by the round: an owner or admin whose row says 'due' (made one after
  // asking) is left for support, as their request would have been.
  const selfService = roles.filter((role) => can(role, 'delete:account:own'));

  /**
   * Claims the account (after the person's holds lock, so no hold is being made meanwhile; its row
   * locked, skipped when another process holds it, gone once that one committed) and, in the same
   * transaction: its upcoming bookings cancelled with a full refund
   * marked in the ledger; every session ended; name 'Deleted user', no e-mail, phone, password or
   * Google subject; its sign-in links and pending phone code removed; unsent messages to its
   * addresses failed and every message's address and content dropped; its GST documents without
   * its e-mail; its waitlist places ended; the gyms showing its reviews changed (they now show
   * 'Former member'). Preferences and consent records stay, as dated records. Undefined when
   * another process had it.
   */
  async function deleteOne(userId: string): Promise<ClosedBookings | undefined> {
    return db.transaction(async (tx) => {
      await services.closingBookings.lockAgainstNewHolds(tx, userId);
      const now = deps.clock.now();
      const account = await deletionRepository.claimDue(tx, userId, selfService, now);
      if (!account) return undefined;
      const closed = await services.closingBookings.cancelUpcomingIn(tx, userId, now);
      await services.sessions.endAllOfUser(userId, tx);
      await deletionRepository.deleteAuthTokens(tx, userId);
      if (account.phone) await deletionRepository.deletePhoneCode(tx, account.phone);
      const addresses = [account.email, account.phone].filter((address): address is string => address !== null);
      await deletionRepository.forgetMessagesTo(tx, addresses);
      await deletionRepository.forgetInvoiceEmails(tx, userId);
      await deletionRepository.endWaitlistEntries(tx, userId, now);
      await reviewAuthorDeleted(tx, userId);
      await deletionRepository.anonymise(tx, userId, now);
      return closed;
    });
  }

  return {
    /** Deletes the accounts due now; returns how many this call deleted and how many refunds it started. */
    async deleteDue(): Promise<{ accountsDeleted: number; deletionRefunds: number }> {
      let accountsDeleted = 0;
      let deletionRefunds = 0;
      for (const userId of await deletionRepository.findDueIds(db, selfService, deps.clock.now(), DELETIONS_PER_ROUND)) {
        try {
          const closed = await deleteOne(userId);
          if (!closed) continue;
          accountsDeleted += 1;
          deletionRefunds += closed.refundsDue.length;
          // Outside the transaction: a refund call that fails stays pending and the round retries it.
          await services.closingBookings.afterCommit(closed);
        } catch (error) {
          deps.logger.error({ err: error, userId }, 'account deletion failed; it is tried again next round');
        }
      }
      return { accountsDeleted, deletionRefunds };
    },
  };
}

export type AccountDeletions = ReturnType<typeof createAccountDeletions>;
