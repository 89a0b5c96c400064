import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableGym } from '../../../../test/booking-helpers.js';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-database.js';
import type { NewBookingRow } from '../../../db/schema/bookings.js';
import { createUser } from '../../../db/factories.js';
import { newId } from '../../../lib/ids.js';
import { drawOpenOtp } from './booking-otp.js';
import * as bookingsRepository from '../bookings.repository.js';
import { isUniqueViolation } from '../../../db/unique-violation.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function paidBooking(overrides: Partial<NewBookingRow> & Pick<NewBookingRow, 'gymId' | 'gymOwnerId' | 'otp'>) {
  const user = await createUser(database.db);
  const now = new Date();
  return bookingsRepository.insert(database.db, {
    id: newId(),
    userId: user.id,
    date: '2030-06-11',
    timeSlot: '06:00 AM',
    startsAt: now,
    amountPaise: 19_900,
    status: 'confirmed',
    paymentId: `pay_${newId()}`,
    paidAt: now,
    ...overrides,
  });
}

describe('OTPs are unique among one owner\'s open bookings', () => {
  it('refuses a second open booking with the same code across the owner\'s gyms, in SQL', async () => {
    const { gym, owner } = await bookableGym(database.db);
    const second = await bookableGym(database.db, { ownerId: owner.id });
    await paidBooking({ gymId: gym.id, gymOwnerId: owner.id, otp: 424_242 });
    const duplicate = await paidBooking({ gymId: second.gym.id, gymOwnerId: owner.id, otp: 424_242 }).catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate, 'bookings_owner_open_otp_unique')).toBe(true);
    expect(await bookingsRepository.isOtpOpen(database.db, owner.id, 424_242)).toBe(true);
  });

  it('frees a code once its booking is verified, and never mixes owners', async () => {
    const { gym, owner } = await bookableGym(database.db);
    const other = await bookableGym(database.db);
    await paidBooking({ gymId: gym.id, gymOwnerId: owner.id, otp: 515_151, isVerified: true, verifiedAt: new Date() });
    await paidBooking({ gymId: other.gym.id, gymOwnerId: other.owner.id, otp: 515_151 });
    expect(await bookingsRepository.isOtpOpen(database.db, owner.id, 515_151)).toBe(false);
    await expect(paidBooking({ gymId: gym.id, gymOwnerId: owner.id, otp: 515_151 })).resolves.toBeDefined();
  });

  it('draws six-digit codes the owner has no open booking with', async () => {
    const { owner } = await bookableGym(database.db);
    for (let i = 0; i < 20; i += 1) {
      const otp = await drawOpenOtp(database.db, owner.id);
      expect(otp).toBeGreaterThanOrEqual(100_000);
      expect(otp).toBeLessThanOrEqual(999_999);
      expect(await bookingsRepository.isOtpOpen(database.db, owner.id, otp)).toBe(false);
    }
  });
});
