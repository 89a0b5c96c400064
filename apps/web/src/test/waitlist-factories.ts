import type { WaitlistEntry } from '@gymslot/shared/waitlist-schemas';
import { reply } from './mock-api';
import type { MockReply } from './mock-api';
import { createPublicGym } from './booking-factories';

/** A place in a full slot's line: 2nd, waiting. */
export function createWaitlistEntry(overrides: Partial<WaitlistEntry> = {}): WaitlistEntry {
  const gym = createPublicGym();
  return {
    _id: '6650f1c2a9b3e4d5f6a7e001',
    gym: { _id: gym._id, name: gym.name, city: gym.city },
    date: '2026-11-21',
    timeSlot: '06:00 PM',
    position: 2,
    status: 'waiting',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** GET /bookings/waitlist's reply. */
export const waitlistReply = (...entries: WaitlistEntry[]): MockReply => reply(200, { success: true, entries });
