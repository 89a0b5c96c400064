import type { BookingRow } from '../../db/schema/bookings.js';
import type { Executor } from '../../db/client.js';
import type { PricedPlace } from '../bookings/holding/new-hold-row.js';
import type { OfferHoldsService, SlotRef } from '../bookings/holding/offer-holds.service.js';
import { isPassedOverForUnusedOffers } from './unused-offers.js';
import * as waitlistRepository from './waitlist.repository.js';

/** An offer made: the entry that got it and its hold. */
export interface LineOffer {
  entryId: string;
  hold: BookingRow;
}

/**
 * People looked at per decision at most. Each one passed over costs a few queries under the slot's
 * lock, which every booking of the slot waits for; a place nobody in this stretch of the line may
 * have now stays free for B1 and the next round, rather than the lock being held for a long line.
 */
const MOST_LOOKED_AT = 50;
const PAGE = 10;

/**
 * Inside the slot's locked transaction: gives up to `free` places to the people waiting, in line
 * order. Someone who may not have an offer now (§8.1's unpaid-holds limit, or unused offers:
 * decision 051) is passed over and keeps their place, and the place goes to the next in line.
 */
export async function offerToLine(
  tx: Executor,
  offerHolds: Pick<OfferHoldsService, 'placeOf' | 'holdFor'>,
  request: { slot: SlotRef; place: PricedPlace; free: number; now: Date },
  queueOfferMessages: (tx: Executor, holdId: string) => Promise<void>,
): Promise<LineOffer[]> {
  const { slot, place, now } = request;
  const made: LineOffer[] = [];
  let places = request.free;
  let lookedAt = 0;
  let after: waitlistRepository.LinePlace | undefined;
  while (places > 0 && lookedAt < MOST_LOOKED_AT) {
    const asked = Math.min(PAGE, MOST_LOOKED_AT - lookedAt);
    const waiting = await waitlistRepository.findWaitingInSlot(tx, slot, asked, after);
    for (const entry of waiting) {
      if (places === 0) break;
      lookedAt += 1;
      after = entry;
      // Someone who meanwhile booked the slot themselves leaves the line on that booking: it takes no new place.
      const own = await offerHolds.placeOf(tx, entry.userId, slot, now);
      if (own) {
        await waitlistRepository.takeOutOfLine(tx, entry.id, own.status === 'confirmed' ? 'booked' : 'offered', own.id, now);
        continue;
      }
      if (await isPassedOverForUnusedOffers(tx, entry.userId, now)) continue;
      const offer = await offerHolds.holdFor(tx, entry.userId, place, slot, now, entry.language);
      if (offer.kind === 'skipped') continue;
      await waitlistRepository.takeOutOfLine(tx, entry.id, 'offered', offer.booking.id, now);
      await queueOfferMessages(tx, offer.booking.id);
      made.push({ entryId: entry.id, hold: offer.booking });
      places -= 1;
    }
    if (waiting.length < asked) break;
  }
  return made;
}
