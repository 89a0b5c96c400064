import { addDays, istDate } from '@gymslot/shared/ist-time';
import { slotStart } from '@gymslot/shared/slot-derivation';
import type { Executor } from '../../db/client.js';
import { bookings } from '../../db/schema/bookings.js';
import type { GymRow } from '../../db/schema/gyms.js';
import { reviews } from '../../db/schema/reviews.js';
import { newId } from '../../lib/ids.js';
import { lockGym, refreshGymRating } from '../../modules/reviews/reviews.repository.js';
import { createUser } from '../../db/factories.js';

const MS_PER_HOUR = 3_600_000;
const VISIT_SLOT = '07:00 AM';

/** Password-less regulars whose checked-in visits the demo reviews are of. */
export const demoReviewers = [
  { name: 'Priya Sharma', email: 'priya.sharma@example.com' },
  { name: 'Arjun Mehta', email: 'arjun.mehta@example.com' },
  { name: 'Sneha Iyer', email: 'sneha.iyer@example.com' },
  { name: 'Vikram Singh', email: 'vikram.singh@example.com' },
  { name: 'Kavya Nair', email: 'kavya.nair@example.com' },
];

// Cycled through, so every gym gets a different mix and none a perfect 5.
const demoRatings = [4, 5, 4, 3, 5, 4, 4, 5, 3, 4];
const demoComments = [
  'Clean equipment and friendly trainers. The slot was easy to find.',
  'Good place for a quick session; a little crowded in the evening.',
  '',
  'Great value for an hour. Showers were clean.',
  'Staff checked me in quickly with the code. Will come back.',
  'Decent cardio section, the weights area could use more benches.',
];

interface Visit {
  gym: GymRow;
  userId: string;
  date: string;
  otp: number;
}

async function addCheckedInVisit(db: Executor, { gym, userId, date, otp }: Visit): Promise<{ id: string; startsAt: Date }> {
  const startsAt = slotStart(date, VISIT_SLOT);
  if (!startsAt) throw new Error(`Demo visit slot ${VISIT_SLOT} does not parse`);
  const paidAt = new Date(startsAt.getTime() - 24 * MS_PER_HOUR);
  const id = newId();
  await db.insert(bookings).values({
    id,
    userId,
    gymId: gym.id,
    gymOwnerId: gym.ownerId,
    date,
    timeSlot: VISIT_SLOT,
    startsAt,
    amountPaise: gym.pricePerHourPaise,
    status: 'confirmed',
    paymentId: `pay_demo_${id}`,
    otp,
    isVerified: true,
    verifiedAt: new Date(startsAt.getTime() + 5 * 60_000),
    paidAt,
    seeded: true,
    createdAt: paidAt,
    updatedAt: startsAt,
  });
  return { id, startsAt };
}

/**
 * Two to four reviews of checked-in visits in the last weeks for every demo gym, so each shows a
 * rating made from reviews; and one checked-in, not yet reviewed visit for `visitorId` (the demo
 * user), so My Bookings offers 'Rate your visit'.
 */
export async function addDemoReviews(db: Executor, gyms: readonly GymRow[], visitorId: string, now: Date): Promise<void> {
  const today = istDate(now);
  const reviewers = await Promise.all(
    demoReviewers.map((reviewer) => createUser(db, { ...reviewer, emailVerifiedAt: now, createdAt: now, updatedAt: now })),
  );
  let turn = 0;
  for (const [gymIndex, gym] of gyms.entries()) {
    const count = 2 + (gymIndex % 3);
    for (let i = 0; i < count; i += 1) {
      turn += 1;
      const reviewer = reviewers[(gymIndex + i) % reviewers.length];
      if (!reviewer) throw new Error('No demo reviewer');
      const date = addDays(today, -(2 + ((gymIndex + i * 5) % 25)));
      const visit = await addCheckedInVisit(db, { gym, userId: reviewer.id, date, otp: 100_000 + turn });
      await db.insert(reviews).values({
        id: newId(),
        bookingId: visit.id,
        gymId: gym.id,
        userId: reviewer.id,
        rating: demoRatings[turn % demoRatings.length] ?? 4,
        comment: demoComments[turn % demoComments.length] ?? '',
        createdAt: new Date(visit.startsAt.getTime() + 3 * MS_PER_HOUR),
      });
    }
    await lockGym(db, gym.id);
    await refreshGymRating(db, gym.id);
  }
  const [first] = gyms;
  if (first) await addCheckedInVisit(db, { gym: first, userId: visitorId, date: addDays(today, -1), otp: 100_000 + turn + 1 });
}
