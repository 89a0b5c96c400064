import type { Booking } from '@gymslot/shared/booking-schemas';
import { istDate } from '@gymslot/shared/ist-time';
import type { AppDeps } from '../../app-deps.js';
import { assertCan, type Caller } from '../../lib/authz.js';
import { AppError } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import { createRateLimiter, type RateLimitRule } from '../../lib/rate-limiter.js';
import { toOwnBooking } from './booking-mapper.js';
import * as bookingsRepository from './bookings.repository.js';
import * as managedBookingsRepository from './managed-bookings.repository.js';

/**
 * Per owner, in the database so every server process counts together. Each attempt is counted
 * before the lookup and a success clears the count, so only the failures since the last check-in
 * add up; once the limit is passed even the right code is refused until the window ends, so
 * guessing cannot pay.
 */
export const verifyOtpRateLimit = {
  name: 'verify-booking-otp:owner',
  limit: 5,
  windowMs: 15 * 60_000,
} satisfies RateLimitRule;

const INVALID_OTP = 'Invalid OTP';

/** 'Sat, 28 Nov 2026' for an IST calendar date. */
function shortDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** B7: the gym owner checks a customer in with the booking's OTP, on the booking's own date (IST). */
export function createVerificationService(deps: Pick<AppDeps, 'database' | 'clock' | 'paymentProvider'>) {
  const { db } = deps.database;
  const limiter = createRateLimiter(db, deps.clock);

  return {
    async verify(caller: Caller, body: { otp: number; bookingId?: string | undefined }): Promise<Booking> {
      assertCan(caller.role, 'verify:booking:gym');
      await limiter.consume(verifyOtpRateLimit, caller.id);
      if (body.bookingId !== undefined && !isId(body.bookingId)) throw new AppError('not_found', INVALID_OTP);

      const match = { ownerId: caller.id, otp: body.otp, bookingId: body.bookingId };
      const now = deps.clock.now();
      const today = istDate(now);
      const verifiedId = await managedBookingsRepository.markVerified(db, match, today, now);
      if (verifiedId === undefined) {
        // Only the caller's own open bookings are looked at, so this tells them nothing about other gyms.
        const otherDate = await managedBookingsRepository.findOpenDate(db, match);
        if (otherDate === undefined) throw new AppError('not_found', INVALID_OTP);
        throw new AppError('invalid_data', `This OTP is for a booking on ${shortDate(otherDate)}, not today.`);
      }

      await limiter.reset(verifyOtpRateLimit, caller.id);
      const view = await bookingsRepository.findViewById(db, verifiedId);
      if (!view) throw new Error(`Verified booking ${verifiedId} has no view`);
      return toOwnBooking(view, { now, provider: deps.paymentProvider });
    },
  };
}
