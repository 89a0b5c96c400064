import type { Language } from '@gymslot/shared/languages';
import { seatsLeft } from '@gymslot/shared/slot-seats';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import type { BookingRow } from '../../db/schema/bookings.js';
import * as bookingsRepository from './bookings.repository.js';
import { isLiveHold } from './hold-state.js';
import { openHoldOrder } from './hold-order.js';
import { newHoldRow, type PricedPlace } from './new-hold-row.js';

/** One hourly slot of one gym on one IST date, as every booking decision names it. */
export type SlotRef = bookingsRepository.SlotRef;

/** Where the hold of an offer stands: still running (with its end), paid, or over unpaid. */
export type OfferHoldState = { kind: 'held'; expiresAt: Date } | { kind: 'paid' } | { kind: 'ended' };

type OfferHoldsDeps = Pick<AppDeps, 'database' | 'clock' | 'paymentProvider' | 'metrics' | 'config'>;

/**
 * Bookings' front door for the waitlist (API contract §8.4): a freed place becomes an ordinary
 * 15-minute hold for the person whose turn it is, decided under the same slot lock as every other
 * seat decision, so a place is never both offered and booked, nor offered twice.
 */
export function createOfferHoldsService(deps: OfferHoldsDeps) {
  const { db } = deps.database;

  /** Lets go of a hold nobody paid (an offer turned down); a paid booking is left as it is. True when it was let go. */
  async function release(bookingId: string): Promise<boolean> {
    const now = deps.clock.now();
    const released = await bookingsRepository.updateIfStatus(db, bookingId, ['held'], { status: 'cancelled', cancelledAt: now }, now);
    return released !== undefined;
  }

  return {
    /**
     * Runs `decide` in one transaction holding the slot's lock (in every process), with the number
     * of places nobody holds at that moment; whatever `decide` holds is committed with it.
     */
    async inLockedSlot<T>(
      slot: bookingsRepository.SlotRef,
      capacity: number,
      decide: (tx: Executor, free: number, now: Date) => Promise<T>,
    ): Promise<T> {
      let expired = 0;
      const decided = await db.transaction(async (tx) => {
        await bookingsRepository.lockSlot(tx, slot);
        const now = deps.clock.now();
        // A lapsed hold leaves the one-live-booking index, so its person can be offered the slot again.
        expired = await bookingsRepository.expireLapsedHolds(tx, now, slot);
        const taken = await bookingsRepository.countTakenInSlot(tx, slot, now);
        return decide(tx, seatsLeft(capacity, taken), now);
      });
      deps.metrics?.bookings.expired(expired);
      return decided;
    },

    /** True when the person has a paid booking or a running hold in the slot. */
    async hasPlace(tx: Executor, userId: string, slot: bookingsRepository.SlotRef, now: Date): Promise<boolean> {
      return (await bookingsRepository.findLiveForUserInSlot(tx, userId, slot, now)) !== undefined;
    },

    /**
     * A new hold of one place for `userId`, inside inLockedSlot; or, when they already have a place
     * in the slot (they booked it themselves meanwhile), that booking, which took no new place. A new
     * hold's mails are in `language`, the one the person joined the waitlist in; it costs the slot's
     * price when the place is offered.
     */
    async holdFor(
      tx: Executor,
      userId: string,
      place: PricedPlace,
      slot: bookingsRepository.SlotRef,
      now: Date,
      language: Language,
    ): Promise<{ booking: BookingRow; isNew: boolean }> {
      const existing = await bookingsRepository.findLiveForUserInSlot(tx, userId, slot, now);
      if (existing) return { booking: existing, isNew: false };
      return { booking: await bookingsRepository.insert(tx, newHoldRow(userId, place, slot, now, language)), isNew: true };
    },

    /** Opens the hold's provider order. When the provider fails the hold is let go (nobody could pay it) and the error thrown. */
    async openOrder(hold: BookingRow): Promise<void> {
      try {
        await openHoldOrder(deps, hold);
      } catch (error) {
        await release(hold.id);
        throw error;
      }
    },

    release,

    /** How each offer's hold stands at `now`, by booking id (missing ids are absent). */
    async states(bookingIds: readonly string[], now: Date): Promise<Map<string, OfferHoldState>> {
      const rows = await bookingsRepository.findHoldStates(db, bookingIds);
      const states = new Map<string, OfferHoldState>();
      for (const [id, row] of rows) {
        if (row.status === 'confirmed') states.set(id, { kind: 'paid' });
        else if (isLiveHold(row, now) && row.holdExpiresAt) states.set(id, { kind: 'held', expiresAt: row.holdExpiresAt });
        else states.set(id, { kind: 'ended' });
      }
      return states;
    },
  };
}

export type OfferHoldsService = ReturnType<typeof createOfferHoldsService>;
