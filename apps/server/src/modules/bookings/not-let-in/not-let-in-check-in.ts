import type { Executor } from '../../../db/client.js';
import * as reportsRepository from './not-let-in.repository.js';

/**
 * §8.10: a check-in (by OTP or door pass) settles the booking's pending 'not let in' report as
 * 'resolved': the person was let in. Called in the check-in's own transaction, after its UPDATE
 * took the booking's row lock.
 */
export async function resolveReportOnCheckIn(tx: Executor, bookingId: string, now: Date): Promise<void> {
  await reportsRepository.resolvePendingOfBooking(tx, bookingId, now);
}
