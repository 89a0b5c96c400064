import { randomInt } from 'node:crypto';
import type { Executor } from '../../../db/client.js';
import * as bookingsRepository from '../bookings.repository.js';

const MAX_DRAWS = 20;

/**
 * A 6-digit code no other open booking of the same owner has. Two payments settling at once for
 * different slots could still draw the same code; the partial unique index refuses the second,
 * and the settlement retries.
 */
export async function drawOpenOtp(tx: Executor, gymOwnerId: string): Promise<number> {
  for (let draw = 0; draw < MAX_DRAWS; draw += 1) {
    const candidate = randomInt(100_000, 1_000_000);
    if (!(await bookingsRepository.isOtpOpen(tx, gymOwnerId, candidate))) return candidate;
  }
  throw new Error(`No free OTP for owner ${gymOwnerId} after ${MAX_DRAWS} draws`);
}
