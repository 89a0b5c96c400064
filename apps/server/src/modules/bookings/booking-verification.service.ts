import type { Booking } from '@gymslot/shared/booking-schemas';
import { slotStartsOpenForCheckInAt } from '@gymslot/shared/check-in-window';
import type { AppDeps } from '../../app-deps.js';
import type { Caller } from '../../lib/authz.js';
import { AppError } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import { createRateLimiter, type RateLimitRule } from '../../lib/rate-limiter.js';
import { toOwnBooking } from './booking-mapper.js';
import * as bookingsRepository from './bookings.repository.js';
import { nearestHolder, refusalFor, type CodeHolder } from './check-in-refusal.js';
import * as managedBookingsRepository from './managed-bookings.repository.js';

/**
 * Per owner, in the database so every server process counts together. Each attempt is counted
 * before the lookup and a success clears the count, so only the failures since the last check-in
 * add up; once the limit is passed even the right code is refused until the window ends, so
 * guessing cannot pay. A right code at the wrong time is no guess, so its attempt is given back.
 */
export const verifyOtpRateLimit = {
  name: 'verify-booking-otp:owner',
  limit: 5,
  windowMs: 15 * 60_000,
} satisfies RateLimitRule;

const INVALID_OTP = 'Invalid OTP';
/**
 * A check-in older than this no longer explains a bare code: it is then just a code that matches
 * nothing. A code sent with its booking id names that booking, so any check-in of it explains it.
 */
const RECENT_CHECK_IN_MS = 12 * 60 * 60_000;

/** B7: the gym owner checks a customer in with the booking's OTP, inside its check-in window (API contract §8.1). */
export function createVerificationService(deps: Pick<AppDeps, 'database' | 'clock' | 'paymentProvider'>) {
  const { db } = deps.database;
  const limiter = createRateLimiter(db, deps.clock);

  /** Only the caller's own bookings are looked at, so a refusal tells them nothing about other gyms. */
  async function refusalOf(match: managedBookingsRepository.OtpMatch, now: Date): Promise<AppError | undefined> {
    const holders: CodeHolder[] = [];
    const verifiedAfter = new Date(match.bookingId === undefined ? now.getTime() - RECENT_CHECK_IN_MS : 0);
    const checkedIn = await managedBookingsRepository.findLatestVerified(db, match, verifiedAfter);
    if (checkedIn) holders.push({ kind: 'checked_in', ...checkedIn });
    const open = await managedBookingsRepository.findOpen(db, match);
    if (open) holders.push({ kind: 'open', ...open });
    const holder = nearestHolder(holders, now);
    return holder && refusalFor(holder, now);
  }

  return {
    async verify(caller: Caller, body: { otp: number; bookingId?: string | undefined }): Promise<Booking> {
      await limiter.consume(verifyOtpRateLimit, caller.id);
      if (body.bookingId !== undefined && !isId(body.bookingId)) throw new AppError('not_found', INVALID_OTP);

      const match = { ownerId: caller.id, otp: body.otp, bookingId: body.bookingId };
      const now = deps.clock.now();
      const verifiedId = await managedBookingsRepository.markVerified(db, match, slotStartsOpenForCheckInAt(now), now);
      if (verifiedId === undefined) {
        const refusal = await refusalOf(match, now);
        if (!refusal) throw new AppError('not_found', INVALID_OTP);
        await limiter.release(verifyOtpRateLimit, caller.id);
        throw refusal;
      }

      await limiter.reset(verifyOtpRateLimit, caller.id);
      const view = await bookingsRepository.findViewById(db, verifiedId);
      if (!view) throw new Error(`Verified booking ${verifiedId} has no view`);
      return toOwnBooking(view, { now, provider: deps.paymentProvider });
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
