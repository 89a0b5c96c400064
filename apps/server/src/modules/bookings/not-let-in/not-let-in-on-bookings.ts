import type { Booking } from '@gymslot/shared/booking-schemas';
import type { Executor } from '../../../db/client.js';
import { toSummary } from './not-let-in-views.js';
import * as reportsRepository from './not-let-in.repository.js';

/** The booker's bookings with the 'not let in' report each has (§8.10), read in one query. */
export async function withNotLetInReports(db: Executor, list: Booking[]): Promise<Booking[]> {
  const reports = await reportsRepository.findByBookingIds(
    db,
    list.map((booking) => booking._id),
  );
  if (reports.size === 0) return list;
  return list.map((booking) => {
    const report = reports.get(booking._id);
    return report ? { ...booking, notLetIn: toSummary(report) } : booking;
  });
}
