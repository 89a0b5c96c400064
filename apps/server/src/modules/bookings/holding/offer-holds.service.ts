import { MAX_UNPAID_HOLDS } from '@gymslot/shared/booking-rules';
import type { Language } from '@gymslot/shared/languages';
import { seatsLeft } from '@gymslot/shared/slot-seats';
import type { AppDeps } from '../../../app-deps.js';
import type { Executor } from '../../../db/client.js';
import type { BookingRow } from '../../../db/schema/bookings.js';
import * as bookingsRepository from '../bookings.repository.js';
import { isLiveHold } from './hold-state.js';
import { openHoldOrder } from './hold-order.js';
import { newHoldRow, type PricedPlace } from './new-hold-row.js';

/** One hourly slot of one gym on one IST date, as every booking decision names it. */
export type SlotRef = bookingsRepository.SlotRef;

/**
 * Where the hold of an offer stands: still running (with its end), paid, let go by the person while
 * it ran ('turned_down': they left the line or cancelled it), or over unpaid otherwise (it ran out).
 */
export type OfferHoldState = { kind: 'held'; expiresAt: Date } | { kind: 'paid' } | { kind: 'turned_down' } | { kind: 'ended' };

/** A new offer's hold, or why the person cannot have one now: at §8.1's unpaid-holds limit, or making a hold this moment. */
export type OfferHold = { kind: 'held'; booking: BookingRow } | { kind: 'skipped'; reason: 'hold_limit' | 'busy' };

/** How a hold's row says where it stands. */
function stateOf(row: Pick<BookingRow, 'status' | 'holdExpiresAt' | 'cancelledAt' | 'paidAt'>, now: Date): OfferHoldState {
  if (row.status === 'confirmed') return { kind: 'paid' };
  if (isLiveHold(row, now) && row.holdExpiresAt) return { kind: 'held', expiresAt: row.holdExpiresAt };
  const letGoWhileRunning = row.status === 'cancelled' && !row.paidAt && row.cancelledAt && row.holdExpiresAt && row.cancelledAt < row.holdExpiresAt;
  return letGoWhileRunning ? { kind: 'turned_down' } : { kind: 'ended' };
}

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

    /** The person's paid booking or running hold in the slot, if they have one. */
    placeOf(tx: Executor, userId: string, slot: bookingsRepository.SlotRef, now: Date): Promise<BookingRow | undefined> {
      return bookingsRepository.findLiveForUserInSlot(tx, userId, slot, now);
    },

    /** True when the person has a paid booking or a running hold in the slot. */
    async hasPlace(tx: Executor, userId: string, slot: bookingsRepository.SlotRef, now: Date): Promise<boolean> {
      return (await bookingsRepository.findLiveForUserInSlot(tx, userId, slot, now)) !== undefined;
    },

    /**
     * A new hold of one place for `userId`, inside inLockedSlot, for someone with no place in the
     * slot yet. An offer is one of the person's unpaid holds (§8.1, decision 051): at the limit, or
     * while another hold of theirs is being decided (their B1, or an offer in another slot, holds
     * the person's lock; B1 takes it before a slot's, so it cannot be waited for here), they are
     * skipped for now. The person's lock is then held to the commit, so a B1 of theirs elsewhere
     * counts this hold. A new hold's mails are in `language`, the one the person joined the
     * waitlist in; it costs the slot's price when the place is offered.
     */
    async holdFor(
      tx: Executor,
      userId: string,
      place: PricedPlace,
      slot: bookingsRepository.SlotRef,
      now: Date,
      language: Language,
    ): Promise<OfferHold> {
      if (!(await bookingsRepository.tryLockPersonsHolds(tx, userId))) return { kind: 'skipped', reason: 'busy' };
      if ((await bookingsRepository.countLiveHoldsOfPerson(tx, userId, now)) >= MAX_UNPAID_HOLDS) return { kind: 'skipped', reason: 'hold_limit' };
      return { kind: 'held', booking: await bookingsRepository.insert(tx, newHoldRow(userId, place, slot, now, language)) };
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
      return new Map([...rows].map(([id, row]) => [id, stateOf(row, now)]));
    },
  };
}

export type OfferHoldsService = ReturnType<typeof createOfferHoldsService>;
