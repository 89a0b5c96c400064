import { paiseToRupees } from '@gymslot/shared/money';
import { PERSONAL_DATA_ROWS_PER_SECTION, type PersonalDataReply } from '@gymslot/shared/privacy-schemas';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/errors.js';
import { createRateLimiter, type RateLimitRule } from '../../lib/rate-limiter.js';
import type { PreferencesService } from '../preferences/preferences.service.js';
import * as personalData from './personal-data.repository.js';

/** A download reads a dozen tables; a person needs a few a day at most, a script gets no more. */
export const DATA_DOWNLOAD_LIMIT: RateLimitRule = { name: 'privacy:data-download', limit: 5, windowMs: 60 * 60 * 1000 };

const ABOUT =
  'Everything GymSlot keeps about you (Digital Personal Data Protection Act, 2023). Amounts are in rupees, times in UTC. ' +
  'Each list holds at most rowsPerSection rows, newest first; truncated names the lists that had more: ask the grievance officer (/grievance) for the rest.';

const iso = (instant: Date) => instant.toISOString();
const isoOrNull = (instant: Date | null) => (instant === null ? null : instant.toISOString());

/** The first `limit` rows, and whether there were more (each list is read with one extra row). */
function capped<T>(rows: T[], name: string, truncated: string[], limit = PERSONAL_DATA_ROWS_PER_SECTION): T[] {
  if (rows.length <= limit) return rows;
  truncated.push(name);
  return rows.slice(0, limit);
}

type PersonalDataDeps = Pick<AppDeps, 'database' | 'clock'>;

/** API contract §8.11: the signed-in person's copy of everything GymSlot keeps about them, and nothing of anyone else. */
export function createPersonalDataService(deps: PersonalDataDeps, preferences: Pick<PreferencesService, 'get'>) {
  const { db } = deps.database;
  const limiter = createRateLimiter(db, deps.clock);
  const read = PERSONAL_DATA_ROWS_PER_SECTION + 1;

  return {
    async export(userId: string, sessionId: string): Promise<PersonalDataReply> {
      await limiter.consume(DATA_DOWNLOAD_LIMIT, userId);
      const account = await personalData.findAccount(db, userId);
      if (!account) throw new AppError('unauthorized', { code: 'loginRequired' });
      const truncated: string[] = [];
      const addresses = [account.email, account.phone].filter((address): address is string => address !== null);

      const bookingRows = capped(await personalData.findBookings(db, userId, read), 'bookings', truncated);
      const paymentRows = await personalData.findPaymentsOfBookings(
        db,
        bookingRows.map((booking) => booking.id),
      );
      const consent = capped(await personalData.findConsentRecords(db, userId, read), 'consentRecords', truncated);
      const invoiceRows = capped(await personalData.findInvoices(db, userId, read), 'invoices', truncated);
      const reviewRows = capped(await personalData.findReviews(db, userId, read), 'reviews', truncated);
      const waitlistRows = capped(await personalData.findWaitlistEntries(db, userId, read), 'waitlistEntries', truncated);
      const reportRows = capped(await personalData.findNotLetInReports(db, userId, read), 'notLetInReports', truncated);
      const disputeRows = capped(await personalData.findDisputes(db, userId, read), 'disputes', truncated);
      const gymRows = capped(await personalData.findGymsOwned(db, userId, read), 'gymsOwned', truncated);
      const sessionRows = capped(await personalData.findSessions(db, userId, sessionId, read), 'sessions', truncated);
      const messageRows = capped(await personalData.findMessagesTo(db, addresses, read), 'messages', truncated);

      return {
        success: true,
        about: ABOUT,
        exportedAt: iso(deps.clock.now()),
        rowsPerSection: PERSONAL_DATA_ROWS_PER_SECTION,
        truncated,
        account: {
          id: account.id,
          name: account.name,
          email: account.email,
          phone: account.phone,
          role: account.role,
          createdAt: iso(account.createdAt),
          emailVerifiedAt: isoOrNull(account.emailVerifiedAt),
          signInWith: { password: account.hasPassword, google: account.hasGoogle, phone: account.phone !== null },
          deletion:
            account.deletionRequestedAt && account.deleteAt ? { requestedAt: iso(account.deletionRequestedAt), deleteAt: iso(account.deleteAt) } : null,
        },
        preferences: await preferences.get(userId),
        consentRecords: consent.map((record) => ({ ...record, recordedAt: iso(record.recordedAt) })),
        bookings: bookingRows.map((booking) => ({
          id: booking.id,
          gym: booking.gym,
          date: booking.date,
          timeSlot: booking.timeSlot,
          amount: paiseToRupees(booking.amountPaise),
          status: booking.status,
          checkedInAt: isoOrNull(booking.verifiedAt),
          language: booking.language,
          createdAt: iso(booking.createdAt),
          paidAt: isoOrNull(booking.paidAt),
          cancelledAt: isoOrNull(booking.cancelledAt),
          payments: paymentRows
            .filter((payment) => payment.bookingId === booking.id)
            .map((payment) => ({
              id: payment.id,
              provider: payment.provider,
              amount: paiseToRupees(payment.amountPaise),
              status: payment.status,
              createdAt: iso(payment.createdAt),
              refundedAt: isoOrNull(payment.refundedAt),
            })),
        })),
        invoices: invoiceRows.map(({ amountPaise, ...invoice }) => ({ ...invoice, amount: paiseToRupees(amountPaise) })),
        reviews: reviewRows.map(({ replyText, repliedAt, ...review }) => ({
          ...review,
          createdAt: iso(review.createdAt),
          ownerReply: replyText !== null && repliedAt !== null ? { text: replyText, createdAt: iso(repliedAt) } : null,
        })),
        waitlistEntries: waitlistRows.map((entry) => ({ ...entry, createdAt: iso(entry.createdAt) })),
        notLetInReports: reportRows.map((report) => ({
          ...report,
          createdAt: iso(report.createdAt),
          respondBy: iso(report.respondBy),
          closedAt: isoOrNull(report.closedAt),
        })),
        disputes: disputeRows.map(({ amountPaise, ...dispute }) => ({ ...dispute, amount: paiseToRupees(amountPaise), openedAt: iso(dispute.openedAt) })),
        gymsOwned: gymRows.map((gym) => ({ ...gym, createdAt: iso(gym.createdAt) })),
        sessions: sessionRows.map((session) => ({ createdAt: iso(session.createdAt), expiresAt: iso(session.expiresAt), current: session.current })),
        messages: messageRows.map((message) => ({ ...message, createdAt: iso(message.createdAt), sentAt: isoOrNull(message.sentAt) })),
      };
    },
  };
}

export type PersonalDataService = ReturnType<typeof createPersonalDataService>;
