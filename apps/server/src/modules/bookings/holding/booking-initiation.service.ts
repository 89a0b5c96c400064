import { MAX_UNPAID_HOLDS, type InitiateBookingBody, type InitiateBookingReply } from '@gymslot/shared/booking-schemas';
import type { Language } from '@gymslot/shared/languages';
import { placesOnSale } from '@gymslot/shared/selling-rules';
import { hasFreeSeat } from '@gymslot/shared/slot-seats';
import type { AppDeps } from '../../../app-deps.js';
import type { Executor } from '../../../db/client.js';
import type { BookingRow } from '../../../db/schema/bookings.js';
import type { GymRow } from '../../../db/schema/gyms.js';
import { AppError } from '../../../lib/errors.js';
import { createRateLimiter, type RateLimitRule } from '../../../lib/rate-limiter.js';
import type { AvailabilityService } from '../../availability/availability.service.js';
import type { SessionUser } from '../../auth/sessions.service.js';
import { findPublicGym } from '../../gyms/gym-access.js';
import type { ProviderOrder } from '../../payments/payment-provider.js';
import { requireBookableSlot } from './bookable-slot.js';
import { checkoutFor } from '../paying/booking-checkout.js';
import { openHoldOrder } from './hold-order.js';
import { newHoldRow, type PricedPlace } from './new-hold-row.js';
import { toOwnBooking } from '../booking-mapper.js';
import * as bookingsRepository from '../bookings.repository.js';
import { createKeyedQueue } from './keyed-queue.js';
import { isUniqueViolation } from '../../../db/unique-violation.js';

const SLOT_TAKEN = { code: 'alreadyHaveSlot' } as const;

/** Per person, across processes: holds cannot be churned (API contract §8.1). */
export const initiateRateLimit = {
  name: 'initiate-booking:user',
  limit: 20,
  windowMs: 10 * 60_000,
} satisfies RateLimitRule;

type InitiationDeps = Pick<AppDeps, 'database' | 'clock' | 'paymentProvider' | 'metrics' | 'config'>;

/** B1: the contract's checks in its order, then one atomic "count and hold", then the provider order. */
/** Runs before a direct hold of a slot: the waitlist hands a place that freed to its line first (§8.4). */
export type LineFirst = (slot: bookingsRepository.SlotRef) => Promise<void>;

export function createInitiationService(
  deps: InitiationDeps,
  availability: Pick<AvailabilityService, 'offeredSlotsOn' | 'priceOfSlot'>,
  lineFirst?: LineFirst,
) {
  const { db } = deps.database;
  const oneAtATime = createKeyedQueue();
  const limiter = createRateLimiter(db, deps.clock);

  /** 'You already have this slot', with that booking, so the screen can lead back to its payment or to it. */
  async function slotTaken(executor: Executor, userId: string, slot: bookingsRepository.SlotRef, now: Date): Promise<AppError> {
    const existing = await bookingsRepository.findLiveForUserInSlot(executor, userId, slot, now);
    const view = existing && (await bookingsRepository.findViewById(executor, existing.id));
    const details = view ? { booking: toOwnBooking(view, { now, provider: deps.paymentProvider }) } : undefined;
    return new AppError('conflict', SLOT_TAKEN, undefined, details);
  }

  async function assertRoom(executor: Executor, user: SessionUser, gym: GymRow, slot: bookingsRepository.SlotRef, now: Date) {
    const state = await bookingsRepository.findSlotState(executor, slot, user.id, now);
    if (state.personHasLive) throw await slotTaken(executor, user.id, slot, now);
    if (state.personLiveHolds >= MAX_UNPAID_HOLDS) throw new AppError('conflict', { code: 'unpaidHolds' });
    // §8.12: the places on sale, which the owner may set below the gym's capacity.
    if (!hasFreeSeat(placesOnSale(gym), state.taken)) throw new AppError('conflict', { code: 'slotFull' });
    return state;
  }

  /**
   * Decides and inserts the hold while holding the person's and the slot's locks, so no two
   * requests (in any process) can both take the last place, or together pass the person's limit.
   * A glance without the locks first turns away the clear cases (a full slot, a second hold, too
   * many holds) without queueing: places only free up later, so a "no" read after the request came
   * in is still a fair answer.
   */
  async function holdPlace(user: SessionUser, gym: GymRow, place: PricedPlace, slot: bookingsRepository.SlotRef, now: Date, language: Language) {
    await assertRoom(db, user, gym, slot, now);
    // One at a time per slot in this process; the glance again, as the ones ahead may have filled it.
    return oneAtATime(bookingsRepository.slotLockKey(slot), async () => {
      await assertRoom(db, user, gym, slot, now);
      return lockedHold(user, gym, place, slot, language);
    });
  }

  async function lockedHold(user: SessionUser, gym: GymRow, place: PricedPlace, slot: bookingsRepository.SlotRef, language: Language) {
    // Read after the wait in the queue, so the count and the new hold's expiry are exact.
    const now = deps.clock.now();
    let expired = 0;
    try {
      const hold = await db.transaction(async (tx) => {
        await bookingsRepository.lockPersonsHolds(tx, user.id);
        await bookingsRepository.lockSlot(tx, slot);
        const state = await assertRoom(tx, user, gym, slot, now);
        // The person's own lapsed hold still sits in the one-live-booking index until marked expired.
        if (state.personHasLapsedHold) expired = await bookingsRepository.expireLapsedHolds(tx, now, slot);
        const ended = await bookingsRepository.findEndedUnpaidHold(tx, user.id, slot, place.amountPaise);
        // Cancelling and holding again does not restart the clock, and reuses the order.
        if (ended?.orderId) await bookingsRepository.updateIfStatus(tx, ended.id, ['cancelled', 'expired'], { orderId: null }, now);
        const runningUntil = ended?.holdExpiresAt && ended.holdExpiresAt > now ? ended.holdExpiresAt : undefined;
        return bookingsRepository.insert(tx, newHoldRow(user.id, place, slot, now, language, { orderId: ended?.orderId ?? null, expiresAt: runningUntil }));
      });
      // Counted once committed: a rolled-back transaction expired nothing.
      deps.metrics?.bookings.expired(expired);
      return hold;
    } catch (error) {
      // The lock already rules this out; the unique index is the last line if it ever did not.
      if (isUniqueViolation(error, 'bookings_user_slot_live_unique')) throw await slotTaken(db, user.id, slot, deps.clock.now());
      throw error;
    }
  }

  /** The hold's provider order; with none, there is no way to pay, so the place goes straight back. */
  async function orderFor(hold: BookingRow): Promise<ProviderOrder> {
    try {
      return await openHoldOrder(deps, hold);
    } catch (error) {
      await bookingsRepository.deleteById(db, hold.id);
      throw error;
    }
  }

  return {
    /** `language` is the one the person books in (§8.6): the booking's later mails are written in it. */
    async initiate(user: SessionUser, body: InitiateBookingBody, language: Language): Promise<Omit<InitiateBookingReply, 'success' | 'message'>> {
      await limiter.consume(initiateRateLimit, user.id);
      const gym = await findPublicGym(db, body.gymId);
      const now = deps.clock.now();
      const timeSlot = await requireBookableSlot(availability, gym, body.bookingDate, body.timeSlot, now);
      const slot = { gymId: gym.id, date: body.bookingDate, timeSlot };
      // The slot's own price (its band's, else the gym's), frozen in the hold and its order (decision 046).
      const place = { ownerId: gym.ownerId, amountPaise: await availability.priceOfSlot(gym, body.bookingDate, timeSlot) };
      await lineFirst?.(slot);
      const hold = await holdPlace(user, gym, place, slot, now, language);
      const order = await orderFor(hold);
      deps.metrics?.bookings.held();
      const keyId = deps.paymentProvider.publicKeyId;
      const booking = toOwnBooking({ booking: { ...hold, orderId: order.id }, gym, user }, { now, provider: deps.paymentProvider });
      return {
        bookingId: hold.id,
        order: { id: order.id, amount: order.amountPaise, currency: 'INR' },
        keyId,
        holdExpiresAt: (hold.holdExpiresAt ?? now).toISOString(),
        checkout: checkoutFor(deps.paymentProvider, hold.id, user),
        booking,
      };
    },
  };
}

export type InitiationService = ReturnType<typeof createInitiationService>;
