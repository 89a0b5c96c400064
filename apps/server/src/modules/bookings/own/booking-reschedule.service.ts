import {
  isBeforeCancellationCutoff,
  type RescheduleBookingBody,
  type Booking,
} from '@gymslot/shared/booking-schemas';
import type { Language } from '@gymslot/shared/languages';
import { slotStart } from '@gymslot/shared/slot-derivation';
import { MAX_RESCHEDULES } from '@gymslot/shared/booking-rules';
import { isSlotClosed, placesOnSale } from '@gymslot/shared/selling-rules';
import { hasFreeSeat } from '@gymslot/shared/slot-seats';
import type { Executor } from '../../../db/client.js';
import type { BookingRow } from '../../../db/schema/bookings.js';
import type { GymRow } from '../../../db/schema/gyms.js';
import { AppError, type CodedText } from '../../../lib/errors.js';
import { createRateLimiter, type RateLimitRule } from '../../../lib/rate-limiter.js';
import type { AvailabilityService } from '../../availability/availability.service.js';
import { findPublicGym } from '../../gyms/gym-access.js';
import { requireBookableSlot } from '../holding/bookable-slot.js';
import { findClosedHoursOn } from '../closing/closure-bookings.repository.js';
import type { PlaceFreed } from './booking-cancellation.service.js';
import type { LineFirst } from '../holding/booking-initiation.service.js';
import { queueToPerson } from '../../preferences/person-messages.js';
import { rescheduledMessage } from '../booking-messages.js';
import { toOwnBooking } from '../booking-mapper.js';
import type { SettlementDeps } from '../paying/booking-settlement.service.js';
import * as bookingsRepository from '../bookings.repository.js';
import { createKeyedQueue } from '../holding/keyed-queue.js';
import { findOwnBooking } from './booking-access.js';

/**
 * Per person, across processes: every move sends a mail and a fresh reminder, and each try probes
 * which slots have room, so neither can be churned (docs/security.md).
 */
export const rescheduleRateLimit = {
  name: 'reschedule-booking:user',
  limit: 10,
  windowMs: 60 * 60_000,
} satisfies RateLimitRule;

/** Why a booking cannot move at all, whatever the slot asked for; undefined when it can. */
function immovableReason(booking: BookingRow, now: Date): CodedText | undefined {
  if (booking.isVerified) return { code: 'checkedInNoReschedule' };
  if (booking.status === 'held') return { code: 'unpaidNoReschedule' };
  if (booking.status !== 'confirmed') return { code: 'cancelledNoReschedule' };
  if (booking.startsAt.getTime() <= now.getTime()) return { code: 'slotStarted' };
  if (!isBeforeCancellationCutoff(booking.startsAt, now)) return { code: 'tooLateToReschedule' };
  // Last, as its text points to cancelling, which the checks above may already rule out.
  if (booking.rescheduleCount >= MAX_RESCHEDULES) return { code: 'rescheduleLimit' };
  return undefined;
}

/**
 * §8.4a: the booking's own user moves a paid, not checked-in booking to another slot of the same
 * gym, up to the cancellation cut-off, at most MAX_RESCHEDULES times. The place check and the move
 * happen under the target slot's lock (as B1's hold), so two people can never both take its last
 * place, and under the booking's row lock, so two moves of it cannot both pass the count; the
 * payment, the amount and the OTP stay with the booking. A place that freed while people wait for
 * the target slot goes to them first (`lineFirst`, as for B1).
 */
export function createRescheduleService(
  deps: SettlementDeps,
  availability: Pick<AvailabilityService, 'offeredSlotsOn' | 'priceOfSlot'>,
  placeFreed?: PlaceFreed,
  lineFirst?: LineFirst,
) {
  const { db } = deps.database;
  const oneAtATime = createKeyedQueue();
  const limiter = createRateLimiter(db, deps.clock);

  /** The booking as it is now, if it can move into `target`; otherwise the reason, as B1 words it. */
  async function requireMove(executor: Executor, booking: BookingRow, gym: GymRow, target: bookingsRepository.SlotRef, now: Date) {
    const reason = immovableReason(booking, now);
    if (reason) throw new AppError('conflict', reason);
    const state = await bookingsRepository.findSlotState(executor, target, booking.userId, now);
    if (state.personHasLive) throw new AppError('conflict', { code: 'alreadyHaveSlot' });
    // §8.12: hours closed since the slot was checked; under the slot's lock, which closing them takes too.
    if (isSlotClosed(target.timeSlot, await findClosedHoursOn(executor, target.gymId, target.date))) {
      throw new AppError('invalid_data', { code: 'slotNotOffered' });
    }
    if (!hasFreeSeat(placesOnSale(gym), state.taken)) throw new AppError('conflict', { code: 'slotFull' });
    return state;
  }

  async function lockedMove(bookingId: string, gym: GymRow, target: bookingsRepository.SlotRef, language: Language) {
    // Read after the wait in the queue, so the cut-off and the count are exact.
    const now = deps.clock.now();
    let expired = 0;
    const moved = await db.transaction(async (tx) => {
      // The slot's lock first and then the row's, in the order a settling payment takes them.
      await bookingsRepository.lockSlot(tx, target);
      const booking = await bookingsRepository.findByIdForUpdate(tx, bookingId);
      if (!booking) throw new AppError('not_found', { code: 'bookingNotFound' });
      const state = await requireMove(tx, booking, gym, target, now);
      // The person's own lapsed hold in the target still sits in the one-live-booking index.
      if (state.personHasLapsedHold) expired = await bookingsRepository.expireLapsedHolds(tx, now, target);
      const updated = await bookingsRepository.updateIfStatus(
        tx,
        booking.id,
        ['confirmed'],
        {
          date: target.date,
          timeSlot: target.timeSlot,
          startsAt: slotStart(target.date, target.timeSlot) ?? booking.startsAt,
          rescheduleCount: booking.rescheduleCount + 1,
          // The reminder was for the old time: the new slot gets its own (modules/reminders).
          reminderSentAt: null,
        },
        now,
      );
      // The messages with the new time (the mail with its calendar event) are queued with the move itself.
      const view = updated && (await bookingsRepository.findViewById(tx, booking.id));
      if (view) await queueToPerson(deps.outbox, tx, view.user.id, rescheduledMessage(view, deps.config.publicUrl, language));
      return updated;
    });
    deps.metrics?.bookings.expired(expired);
    if (!moved) throw new Error(`Booking ${bookingId} left 'confirmed' under its row lock`);
    return moved;
  }

  return {
    /** The messages about the move are in `language`, the one the person moves it in. */
    async reschedule(userId: string, bookingId: string, body: RescheduleBookingBody, language: Language): Promise<Booking> {
      await limiter.consume(rescheduleRateLimit, userId);
      const booking = await findOwnBooking(db, userId, bookingId);
      const now = deps.clock.now();
      const reason = immovableReason(booking, now);
      if (reason) throw new AppError('conflict', reason);

      const gym = await findPublicGym(db, booking.gymId);
      const timeSlot = await requireBookableSlot(availability, gym, body.bookingDate, body.timeSlot, now);
      if (body.bookingDate === booking.date && timeSlot === booking.timeSlot) {
        throw new AppError('invalid_data', { code: 'sameSlot' });
      }
      // The amount paid stays (§8.4a): a cheaper slot keeps it, a dearer one is refused (decision 046).
      if ((await availability.priceOfSlot(gym, body.bookingDate, timeSlot)) > booking.amountPaise) {
        throw new AppError('conflict', { code: 'dearerSlot' });
      }
      const target = { gymId: gym.id, date: body.bookingDate, timeSlot };
      // The line goes first (§8.4): a place that freed since the last round is offered to it, and
      // counts as taken below, so nobody moves past people waiting.
      await lineFirst?.(target);
      // A glance without the lock turns away a full slot without queueing, as B1 does.
      await requireMove(db, booking, gym, target, now);
      await oneAtATime(bookingsRepository.slotLockKey(target), () => lockedMove(booking.id, gym, target, language));
      deps.metrics?.bookings.rescheduled();
      // The place it left is free for the old slot's line.
      await placeFreed?.(booking);

      const view = await bookingsRepository.findViewById(db, booking.id);
      if (!view) throw new AppError('not_found', { code: 'bookingNotFound' });
      return toOwnBooking(view, { now: deps.clock.now(), provider: deps.paymentProvider });
    },
  };
}

export type RescheduleService = ReturnType<typeof createRescheduleService>;
