import type { FastifyBaseLogger } from 'fastify';
import { isDateInWindow, meetsNotice, placesOnSale } from '@gymslot/shared/selling-rules';
import { hasSlotStarted } from '@gymslot/shared/slot-derivation';
import { normalizeTimeOfDay } from '@gymslot/shared/time-of-day';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import type { BookingRow } from '../../db/schema/bookings.js';
import type { GymRow } from '../../db/schema/gyms.js';
import type { AvailabilityService } from '../availability/availability.service.js';
import { findBookingView } from '../bookings/own/booking-views.service.js';
import type { OfferHoldState, OfferHoldsService, SlotRef } from '../bookings/holding/offer-holds.service.js';
import { findPublicGym } from '../gyms/gym-access.js';
import { offerToLine } from './offer-to-line.js';
import { queueToPerson } from '../preferences/person-messages.js';
import { waitlistOfferMessage } from './waitlist-mails.js';
import * as waitlistRepository from './waitlist.repository.js';

export type WaitlistOffersDeps = Pick<AppDeps, 'database' | 'clock' | 'outbox' | 'config' | 'metrics'> & {
  logger: Pick<FastifyBaseLogger, 'error'>;
};

/** Open offers settled, and slots looked at, per sweep at most; more wait for the next round. */
const SETTLE_BATCH = 500;
const SLOTS_PER_SWEEP = 200;

/**
 * §8.4's offers: a place that frees in a slot with a line becomes a 15-minute hold for the first
 * person waiting who may have one now (decision 051: within §8.1's unpaid-holds limit, and not
 * passed over for unused offers), with a mail and a link to pay; unpaid, the next sweep hands it on.
 * Places free by a cancellation or a move (offered at once, see services.ts) or by a hold running
 * out or more capacity (found by the sweep each maintenance round). The decision is taken under
 * the slot's lock with the free places counted there, so each place goes to one person once,
 * however many processes try at the same moment.
 */
export function createWaitlistOffers(
  deps: WaitlistOffersDeps,
  offerHolds: OfferHoldsService,
  availability: Pick<AvailabilityService, 'offeredSlotsOn' | 'priceOfSlot'>,
) {
  const { db } = deps.database;

  /**
   * The gym, while the slot can still be booked: gym listed, slot offered that day (not in its closed
   * hours) and not started, within the gym's window and notice (§8.12), as B1 would judge it.
   */
  async function bookableGym(slot: SlotRef, now: Date): Promise<GymRow | undefined> {
    if (hasSlotStarted(slot.date, slot.timeSlot, now)) return undefined;
    const gym = await findPublicGym(db, slot.gymId).catch(() => undefined);
    if (!gym || !isDateInWindow(gym, slot.date, now) || !meetsNotice(gym, slot.date, slot.timeSlot, now)) return undefined;
    const offered = await availability.offeredSlotsOn(gym.id, slot.date);
    return offered.some((time) => normalizeTimeOfDay(time) === slot.timeSlot) ? gym : undefined;
  }

  /** The offer's messages wait for its order: they go out only once the offer can be paid. */
  const offerOpened = (holdId: string) => `waitlist_offer:${holdId}`;

  /**
   * Queues the offer's messages (every channel the person turned on, §8.9) with its hold, in the
   * hold's transaction, to wait for the order.
   */
  async function queueOfferMessages(tx: Executor, holdId: string): Promise<void> {
    const view = await findBookingView(deps, holdId, tx);
    if (!view) return;
    const message = waitlistOfferMessage(view, deps.config.publicUrl, view.booking.language);
    await queueToPerson(deps.outbox, tx, view.user.id, { ...message, waitsFor: offerOpened(holdId) });
  }

  /** Opens the offer's order and lets its messages go; an offer that cannot be paid goes back to its place in line. */
  async function announce(entryId: string, hold: BookingRow): Promise<boolean> {
    try {
      await offerHolds.openOrder(hold);
    } catch (error) {
      deps.logger.error({ err: error, bookingId: hold.id }, 'waitlist offer could not be opened; it stays in line');
      await db.transaction(async (tx) => {
        await waitlistRepository.returnToLine(tx, entryId, deps.clock.now());
        await deps.outbox.dropWaiting(tx, offerOpened(hold.id));
      });
      return false;
    }
    deps.metrics?.waitlistOffers('made', 1);
    await deps.outbox.releaseWaiting(db, offerOpened(hold.id));
    return true;
  }

  /** Offers every free place of the slot to the people at the front of its line; returns how many were offered. */
  async function offerFreedPlaces(slot: SlotRef): Promise<number> {
    const gym = await bookableGym(slot, deps.clock.now());
    if (!gym) return 0;
    // The price of the slot when the place is offered, as B1 would charge then (decision 046).
    const place = { ownerId: gym.ownerId, amountPaise: await availability.priceOfSlot(gym, slot.date, slot.timeSlot) };
    const offers = await offerHolds.inLockedSlot(slot, placesOnSale(gym), (tx, free, now) =>
      offerToLine(tx, offerHolds, { slot, place, free, now }, queueOfferMessages),
    );
    let announced = 0;
    for (const { entryId, hold } of offers) if (await announce(entryId, hold)) announced += 1;
    return announced;
  }

  /** A place freed in `slot` just now: offered at once, never failing the request that freed it (the sweep retries). */
  async function placeFreed(slot: SlotRef): Promise<void> {
    const { gymId, date, timeSlot } = slot;
    await offerFreedPlaces({ gymId, date, timeSlot }).catch((error: unknown) =>
      deps.logger.error({ err: error, gymId, date, timeSlot }, 'waitlist offer failed'),
    );
  }

  /** Ends the offers whose hold was paid ('booked', taken) or ran out or was let go ('expired', passed on). */
  async function settleOffers(): Promise<{ taken: number; passedOn: number }> {
    const now = deps.clock.now();
    const open = await waitlistRepository.findOpenOffers(db, SETTLE_BATCH);
    const states = await offerHolds.states(
      open.map((offer) => offer.bookingId),
      now,
    );
    const kindOf = (offer: { bookingId: string }) => states.get(offer.bookingId)?.kind ?? 'ended';
    const ending = (over: (kind: OfferHoldState['kind']) => boolean) => open.filter((offer) => over(kindOf(offer))).map((offer) => offer.id);
    const taken = await waitlistRepository.endOffers(db, ending((kind) => kind === 'paid'), 'booked', now);
    const passedOn = await waitlistRepository.endOffers(db, ending((kind) => kind === 'ended' || kind === 'turned_down'), 'expired', now);
    deps.metrics?.waitlistOffers('taken', taken);
    deps.metrics?.waitlistOffers('passed_on', passedOn);
    return { taken, passedOn };
  }

  return {
    placeFreed,

    /**
     * Before someone books the slot directly: a place that freed while people wait (a hold ran out
     * since the last sweep) goes to the line first, so the person who waited is not overtaken.
     */
    async lineFirst(slot: SlotRef): Promise<void> {
      if (await waitlistRepository.hasWaiting(db, slot)) await placeFreed(slot);
    },

    /** The maintenance round's part: settle offers, end waits whose slot started, offer what is free. */
    async sweep(): Promise<{ offersMade: number; offersTaken: number; offersPassedOn: number; waitsExpired: number }> {
      const { taken, passedOn } = await settleOffers();
      const now = deps.clock.now();
      const waitsExpired = await waitlistRepository.expireStartedWaits(db, now);
      let offersMade = 0;
      for (const slot of await waitlistRepository.findSlotsWithWaiting(db, now, SLOTS_PER_SWEEP)) offersMade += await offerFreedPlaces(slot);
      return { offersMade, offersTaken: taken, offersPassedOn: passedOn, waitsExpired };
    },
  };
}

export type WaitlistOffers = ReturnType<typeof createWaitlistOffers>;
