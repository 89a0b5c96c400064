import type { WaitlistEntry, WaitlistStatus } from '@gymslot/shared/waitlist-schemas';
import type { WaitlistEntryRow } from '../../db/schema/waitlist.js';
import type { OfferHoldState } from '../bookings/holding/offer-holds.service.js';

/** The booking an entry led to: its offer's hold, or the place the person booked themselves while waiting. */
export interface EntryBooking {
  id: string;
  state: OfferHoldState;
}

/**
 * What the person sees of an entry. An offer's state is read from its hold, so it is exact between
 * sweeps (paid → 'booked', still held → 'offered', otherwise 'expired'); a wait whose slot started is over.
 */
function statusOf(entry: WaitlistEntryRow, booking: EntryBooking | undefined, now: Date): WaitlistStatus {
  if (entry.status === 'waiting') return entry.startsAt > now ? 'waiting' : 'expired';
  if (booking?.state.kind === 'paid') return 'booked';
  if (booking?.state.kind === 'held') return 'offered';
  return entry.status === 'booked' ? 'booked' : 'expired';
}

export function toWaitlistEntry(
  view: { entry: WaitlistEntryRow; gym: { id: string; name: string; city: string }; ahead: number },
  booking: EntryBooking | undefined,
  now: Date,
): WaitlistEntry {
  const { entry, gym } = view;
  const status = statusOf(entry, booking, now);
  return {
    _id: entry.id,
    gym: { _id: gym.id, name: gym.name, city: gym.city },
    date: entry.date,
    timeSlot: entry.timeSlot,
    position: status === 'waiting' ? view.ahead + 1 : 0,
    status,
    ...(booking ? { bookingId: booking.id } : {}),
    ...(status === 'offered' && booking?.state.kind === 'held' ? { offerExpiresAt: booking.state.expiresAt.toISOString() } : {}),
    createdAt: entry.createdAt.toISOString(),
  };
}
