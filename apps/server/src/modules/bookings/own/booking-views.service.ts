import type { AppDeps } from '../../../app-deps.js';
import type { Executor } from '../../../db/client.js';
import * as bookingsRepository from '../bookings.repository.js';
import type { BookingView } from '../bookings.repository.js';

export type { BookingView };

/**
 * The front door through which other modules read one booking, with its gym and booker (the
 * reminder, the 'Rate your visit' mail, posting a review). Undefined when no booking has that id.
 * Read in `tx` when the message it is for is queued in that transaction.
 */
export function findBookingView(deps: Pick<AppDeps, 'database'>, bookingId: string, tx?: Executor): Promise<BookingView | undefined> {
  return bookingsRepository.findViewById(tx ?? deps.database.db, bookingId);
}
