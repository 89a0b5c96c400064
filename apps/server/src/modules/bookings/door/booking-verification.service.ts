import type { DeskBooking } from '@gymslot/shared/booking-schemas';
import { checkInWindowOf, slotStartsOpenForCheckInAt, type CheckInWindow } from '@gymslot/shared/check-in-window';
import type { AppDeps } from '../../../app-deps.js';
import { can, type Caller } from '../../../lib/authz.js';
import type { PayoutsService } from '../../payments/payouts/payouts.service.js';
import { AppError } from '../../../lib/errors.js';
import { isId } from '../../../lib/ids.js';
import { createRateLimiter, type RateLimitRule } from '../../../lib/rate-limiter.js';
import { toOwnBooking } from '../booking-mapper.js';
import * as bookingsRepository from '../bookings.repository.js';
import { nearestHolder, refusalFor, type CheckInProof, type CodeHolder } from './check-in-refusal.js';
import { readDoorPass, type DoorPass } from './door-pass-token.js';
import * as managedBookingsRepository from '../owner/managed-bookings.repository.js';
import { forDesk } from '../owner/managed-bookings.service.js';
import { resolveReportOnCheckIn } from '../not-let-in/not-let-in-check-in.js';

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

/**
 * Per owner, apart from the codes above: a token that fails its signature is no guess (a 128-bit
 * tag cannot be guessed into validity), so it never uses up the door's budget of wrong codes, or a
 * scanned UPI, URL or Wi-Fi code would lock check-in. This cap only keeps one session from making
 * the server check junk without end; past it only junk is refused, never a genuine pass or code.
 */
export const junkPassRateLimit = {
  name: 'verify-booking-pass-junk:owner',
  limit: 50,
  windowMs: 15 * 60_000,
} satisfies RateLimitRule;

const INVALID_OTP = { code: 'invalidOtp' } as const;

/** The door the caller checks people in at: the gyms they own, or (§8.12) the gyms they staff. */
function doorOf(caller: Caller): managedBookingsRepository.DoorScope {
  return can(caller.role, 'verify:booking:gym') ? { ownerId: caller.id } : { gymIds: caller.staffedGymIds ?? [] };
}

/** Whether the caller may let in at a gym: its owner when booked and now, or its staff (then booked with its owner now). */
function mayOpenDoor(caller: Caller, holder: { gymId: string; gymOwnerId: string; gymOwnerNow: string }): boolean {
  if (can(caller.role, 'verify:booking:gym')) return holder.gymOwnerId === caller.id && holder.gymOwnerNow === caller.id;
  return can(caller.role, 'verify:booking:staffed') && (caller.staffedGymIds ?? []).includes(holder.gymId) && holder.gymOwnerId === holder.gymOwnerNow;
}
/**
 * A check-in older than this no longer explains a bare code: it is then just a code that matches
 * nothing. A code sent with its booking id names that booking, so any check-in of it explains it.
 */
const RECENT_CHECK_IN_MS = 12 * 60 * 60_000;

/**
 * B7: the gym owner checks a customer in with the booking's OTP, and §8.5: with its signed door
 * pass; both inside the check-in window of §8.1, under one rate limit.
 */
export function createVerificationService(
  deps: Pick<AppDeps, 'database' | 'clock' | 'paymentProvider' | 'config'>,
  payouts?: Pick<PayoutsService, 'releaseAfterCheckIn'>,
) {
  const { db } = deps.database;
  const limiter = createRateLimiter(db, deps.clock);

  /** Only the caller's own bookings are looked at, so a refusal tells them nothing about other gyms. */
  async function refusalOf(match: managedBookingsRepository.OtpMatch, now: Date, shown: CheckInProof): Promise<AppError | undefined> {
    const holders: CodeHolder[] = [];
    const verifiedAfter = new Date(match.bookingId === undefined ? now.getTime() - RECENT_CHECK_IN_MS : 0);
    const checkedIn = await managedBookingsRepository.findLatestVerified(db, match, verifiedAfter);
    if (checkedIn) holders.push({ kind: 'checked_in', ...checkedIn });
    const open = await managedBookingsRepository.findOpen(db, match);
    if (open) holders.push({ kind: 'open', ...open });
    const holder = nearestHolder(holders, now);
    return holder && refusalFor(holder, now, shown);
  }

  /** A refusal that is no guess (a right code or a genuine pass at the wrong time) gives its attempt back. */
  async function refuseWithoutCounting(caller: Caller, refusal: AppError): Promise<never> {
    await limiter.release(verifyOtpRateLimit, caller.id);
    throw refusal;
  }

  /** The check-in itself, once the attempt is counted: the OTP and the pass end here alike. */
  async function checkIn(caller: Caller, match: managedBookingsRepository.OtpMatch, shown: CheckInProof): Promise<DeskBooking> {
    const now = deps.clock.now();
    // §8.10: the check-in settles the booking's 'not let in' report in the same transaction, so a
    // refund of that report claimed after it finds the person let in (and one claimed before it
    // has taken the booking, which this UPDATE then no longer matches).
    const verifiedId = await db.transaction(async (tx) => {
      const ids = await managedBookingsRepository.markVerified(tx, match, slotStartsOpenForCheckInAt(now), now, shown === 'OTP' ? 'otp' : 'pass');
      // Staff of two owners' gyms: one bare code, two people. Neither is let in by it (the throw rolls back).
      if (ids.length > 1) throw new AppError('conflict', { code: 'otpMatchesTwoBookings' });
      const [id] = ids;
      if (id !== undefined) await resolveReportOnCheckIn(tx, id, now);
      return id;
    });
    if (verifiedId === undefined) {
      const refusal = await refusalOf(match, now, shown);
      if (!refusal) throw new AppError('not_found', shown === 'OTP' ? INVALID_OTP : CANCELLED_BOOKING);
      return refuseWithoutCounting(caller, refusal);
    }

    await limiter.reset(verifyOtpRateLimit, caller.id);
    // §8.7: the visit earns the gym its held share; the check-in has committed, and stands if this fails.
    await payouts?.releaseAfterCheckIn(verifiedId);
    const view = await bookingsRepository.findViewById(db, verifiedId);
    if (!view) throw new Error(`Verified booking ${verifiedId} has no view`);
    return forDesk(caller, toOwnBooking(view, { now, provider: deps.paymentProvider }));
  }

  return {
    async verify(caller: Caller, body: { otp: number; bookingId?: string | undefined }): Promise<DeskBooking> {
      await limiter.consume(verifyOtpRateLimit, caller.id);
      if (body.bookingId !== undefined && !isId(body.bookingId)) throw new AppError('not_found', INVALID_OTP);
      return checkIn(caller, { ...doorOf(caller), otp: body.otp, bookingId: body.bookingId }, 'OTP');
    },

    /**
     * A pass this server signed names one booking, so once its signature holds the check-in is the
     * OTP's, narrowed to that booking, under the OTP's budget. Anything else is junk, counted apart.
     */
    async verifyPass(caller: Caller, token: string): Promise<DeskBooking> {
      const pass = readDoorPass(token, deps.config.passSecret);
      if (!pass) {
        await limiter.consume(junkPassRateLimit, caller.id);
        throw new AppError('invalid_data', { code: 'invalidPass' });
      }
      await limiter.consume(verifyOtpRateLimit, caller.id);

      const holder = await managedBookingsRepository.findPassHolder(db, pass.bookingId);
      if (!holder || holder.gymId !== pass.gymId) return refuseWithoutCounting(caller, new AppError('not_found', CANCELLED_BOOKING));
      // The pass already tells whose gym it is for, so saying so reveals nothing more. As with the
      // code, the booking is the door of the gym's owner when booked, while they still own it.
      if (!mayOpenDoor(caller, holder)) return refuseWithoutCounting(caller, new AppError('forbidden', { code: 'foreignPass' }));
      if (holder.status !== 'confirmed' || holder.otp === null) {
        return refuseWithoutCounting(caller, new AppError('conflict', CANCELLED_BOOKING));
      }
      // A booking moved to another slot (§8.4a) has a new window; its old pass must not open the new one.
      if (!sameWindow(pass, checkInWindowOf(holder.startsAt))) return refuseWithoutCounting(caller, new AppError('conflict', OUTDATED_PASS));
      return checkIn(caller, { ...doorOf(caller), otp: holder.otp, bookingId: pass.bookingId }, 'pass');
    },
  };
}

const CANCELLED_BOOKING = { code: 'bookingWasCancelled' } as const;
const OUTDATED_PASS = { code: 'outdatedPass' } as const;

function sameWindow(pass: DoorPass, window: CheckInWindow): boolean {
  return pass.validFrom.getTime() === window.opensAt.getTime() && pass.validUntil.getTime() === window.closesAt.getTime();
}

export type VerificationService = ReturnType<typeof createVerificationService>;
