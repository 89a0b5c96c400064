import { MAX_WAITLIST_ENTRIES, type JoinWaitlistBody, type WaitlistEntry } from '@gymslot/shared/waitlist-schemas';
import type { Language } from '@gymslot/shared/languages';
import { placesOnSale } from '@gymslot/shared/selling-rules';
import { slotStart } from '@gymslot/shared/slot-derivation';
import type { AppDeps } from '../../app-deps.js';
import type { WaitlistEntryRow } from '../../db/schema/waitlist.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../lib/errors.js';
import { isId, newId } from '../../lib/ids.js';
import type { AvailabilityService } from '../availability/availability.service.js';
import { requireBookableSlot } from '../bookings/holding/bookable-slot.js';
import type { OfferHoldState, OfferHoldsService } from '../bookings/holding/offer-holds.service.js';
import { findPublicGym } from '../gyms/gym-access.js';
import { toWaitlistEntry } from './waitlist-entry-mapper.js';
import type { WaitlistOffers } from './waitlist-offers.service.js';
import * as waitlistRepository from './waitlist.repository.js';

const NOT_FOUND = { code: 'waitlistEntryNotFound' } as const;

/** API contract §8.4: a person joins the line of a full slot, sees where they stand, and leaves it. */
export function createWaitlistService(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  offerHolds: OfferHoldsService,
  offers: Pick<WaitlistOffers, 'placeFreed'>,
  availability: Pick<AvailabilityService, 'offeredSlotsOn'>,
) {
  const { db } = deps.database;

  /** Where the entry's offer stands, if it had one. */
  async function offerState(entry: WaitlistEntryRow): Promise<OfferHoldState | undefined> {
    if (!entry.bookingId) return undefined;
    return (await offerHolds.states([entry.bookingId], deps.clock.now())).get(entry.bookingId);
  }

  async function listOwn(userId: string): Promise<WaitlistEntry[]> {
    const now = deps.clock.now();
    const views = await waitlistRepository.findOwnViews(db, userId, now);
    const holds = await offerHolds.states(
      views.flatMap((view) => (view.entry.bookingId ? [view.entry.bookingId] : [])),
      now,
    );
    return views.flatMap((view) => {
      const { bookingId } = view.entry;
      const state = bookingId ? holds.get(bookingId) : undefined;
      // An offer turned down is kept only as its record (decision 051): the person left that line.
      if (state?.kind === 'turned_down') return [];
      return [toWaitlistEntry(view, bookingId && state ? { id: bookingId, state } : undefined, now)];
    });
  }

  return {
    listOwn,

    /**
     * Only a full slot that can be booked has a line. Decided under the slot's lock, so a place
     * freeing at the same moment is either counted here (book it instead) or offered to the line.
     * `language` is the one the person joins in: the offer mail, and the booking it becomes, use it.
     */
    async join(userId: string, body: JoinWaitlistBody, language: Language): Promise<WaitlistEntry> {
      const gym = await findPublicGym(db, body.gymId);
      const timeSlot = await requireBookableSlot(availability, gym, body.bookingDate, body.timeSlot, deps.clock.now());
      const slot = { gymId: gym.id, date: body.bookingDate, timeSlot };
      let entryId: string;
      try {
        entryId = await offerHolds.inLockedSlot(slot, placesOnSale(gym), async (tx, free, now) => {
          await waitlistRepository.lockPersonsEntries(tx, userId);
          if (await offerHolds.hasPlace(tx, userId, slot, now)) throw new AppError('conflict', { code: 'alreadyHaveSlot' });
          if (free > 0) throw new AppError('conflict', { code: 'waitlistHasPlaces' });
          if ((await waitlistRepository.countInLineForUser(tx, userId, now)) >= MAX_WAITLIST_ENTRIES) {
            throw new AppError('conflict', { code: 'waitlistLimit' });
          }
          const entry = await waitlistRepository.insert(tx, {
            id: newId(),
            userId,
            ...slot,
            startsAt: slotStart(slot.date, slot.timeSlot) ?? now,
            status: 'waiting',
            language,
            createdAt: now,
            updatedAt: now,
          });
          return entry.id;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'waitlist_user_slot_unique')) throw new AppError('conflict', { code: 'waitlistAlreadyJoined' });
        throw error;
      }
      const entry = (await listOwn(userId)).find((own) => own._id === entryId);
      if (!entry) throw new AppError('not_found', NOT_FOUND);
      return entry;
    },

    /**
     * Leaving with an offer in hand lets the held place go to the next person at once. An entry
     * that was offered a place is kept as the record of that offer (decision 051), so leaving
     * cannot wipe an unused one; a turned-down offer is no longer listed, one that ran out is
     * listed until its slot starts. Only a wait that never held a place, or an offer that was
     * paid for, is deleted.
     */
    async leave(userId: string, entryId: string): Promise<void> {
      const found = isId(entryId) ? await waitlistRepository.findById(db, entryId) : undefined;
      if (!found || found.userId !== userId || (await offerState(found))?.kind === 'turned_down') {
        throw new AppError('not_found', NOT_FOUND);
      }
      if (await waitlistRepository.deleteIfWaiting(db, found.id)) return;
      // Read again: a round may have offered it a place since.
      const entry = await waitlistRepository.findById(db, found.id);
      if (!entry) return;
      if (!entry.bookingId) {
        await waitlistRepository.deleteById(db, entry.id);
        return;
      }
      if (await offerHolds.release(entry.bookingId)) {
        await waitlistRepository.endOffers(db, [entry.id], 'expired', deps.clock.now());
        await offers.placeFreed(entry);
        return;
      }
      if ((await offerState(entry))?.kind === 'paid') await waitlistRepository.deleteById(db, entry.id);
      else await waitlistRepository.endOffers(db, [entry.id], 'expired', deps.clock.now());
    },
  };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;
