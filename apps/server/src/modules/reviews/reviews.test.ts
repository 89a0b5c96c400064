import type { Booking } from '@gymslot/shared/booking-schemas';
import type { GymReply } from '@gymslot/shared/gym-schemas';
import { addDays, istInstant } from '@gymslot/shared/ist-time';
import { reviewListReplySchema, reviewReplySchema, type Review } from '@gymslot/shared/review-schemas';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookableGym, MONDAY, MONDAY_10_IST, myBookings, quickBooker, setClock, signedInAs, type Booker } from '../../../test/booking-helpers.js';
import { insertBookingRow } from '../../../test/booking-rows.js';
import type { GymListBody } from '../../../test/catalogue-helpers.js';
import { useTestApp } from '../../../test/test-app.js';
import type { BookingRow } from '../../db/schema/bookings.js';
import type { GymRow } from '../../db/schema/gyms.js';
import { reviews } from '../../db/schema/reviews.js';
import type { UserRow } from '../../db/schema/users.js';
import { newId } from '../../lib/ids.js';
import { REVIEW_WINDOW_PASSED } from './reviews.service.js';

const t = useTestApp();
let booker: Booker;

beforeAll(async () => {
  setClock(t, MONDAY_10_IST); // sessions are checked against the test clock
  booker = await quickBooker(t, { name: 'Priya  Sharma', email: 'priya.sharma@example.com' });
});
// Monday 10:00 IST, standing still (only Date is faked): "today" is MONDAY unless a test moves the clock.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  setClock(t, MONDAY_10_IST);
});
afterEach(() => {
  vi.useRealTimers();
});

/** A paid booking of `date` 07:00 AM, checked in at the door unless `checkedIn` is false. */
async function visit(gym: GymRow, user: UserRow, date: string, { checkedIn = true } = {}): Promise<BookingRow> {
  const verifiedAt = checkedIn ? istInstant(date, 7 * 60 + 5) : null;
  return insertBookingRow(t.database.db, gym, user.id, { status: 'confirmed', date, timeSlot: '07:00 AM', isVerified: checkedIn, verifiedAt });
}

function postReview(who: Booker | undefined, gymId: string, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `/api/gyms/${gymId}/reviews`, headers: who?.headers ?? {}, payload: body });
}

function listReviews(gymId: string, cursor?: string) {
  const query = cursor === undefined ? '' : `?cursor=${encodeURIComponent(cursor)}`;
  return t.app.inject({ method: 'GET', url: `/api/gyms/${gymId}/reviews${query}` });
}

function reply(who: Booker | undefined, reviewId: string, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `/api/reviews/${reviewId}/reply`, headers: who?.headers ?? {}, payload: body });
}

function expectError(res: { statusCode: number; body: string; json: () => unknown }, status: number, message: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ success: false, message });
}

async function publicGym(gymId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/gyms/${gymId}` });
  expect(res.statusCode).toBe(200);
  return res.json<GymReply>().gym;
}

describe('POST /api/gyms/{gymId}/reviews (§8.2)', () => {
  it('takes a review of a checked-in visit, shows no e-mail or id, and the gym shows it at once everywhere', async () => {
    const { gym } = await bookableGym(t.database.db, { latitude: 12.9716, longitude: 77.5946 });
    const booking = await visit(gym, booker.user, addDays(MONDAY, -1));

    const res = await postReview(booker, gym.id, { bookingId: booking.id, rating: 4, comment: '  <b>Great</b> & clean  ' });
    expect(res.statusCode, res.body).toBe(201);
    const { review } = reviewReplySchema.parse(res.json());
    expect(review).toEqual({
      _id: expect.any(String),
      gymId: gym.id,
      rating: 4,
      comment: '<b>Great</b> & clean',
      authorName: 'Priya S.',
      visitDate: addDays(MONDAY, -1),
      createdAt: MONDAY_10_IST.toISOString(),
    });
    expect(res.body).not.toContain(booker.user.id);
    expect(res.body).not.toContain('priya.sharma');

    expect(await publicGym(gym.id)).toMatchObject({ averageRating: 4, totalRatings: 1 });
    const ravi = await quickBooker(t, { name: 'Ravi' });
    const second = await visit(gym, ravi.user, addDays(MONDAY, -2));
    expect((await postReview(ravi, gym.id, { bookingId: second.id, rating: 5 })).statusCode).toBe(201);
    expect(await publicGym(gym.id)).toMatchObject({ averageRating: 4.5, totalRatings: 2 });

    const near = async (minRating: number) => {
      const found = await t.app.inject({ method: 'GET', url: `/api/gyms/nearby?lat=12.9716&lng=77.5946&radius=1&minRating=${minRating}` });
      expect(found.statusCode).toBe(200);
      return found.json<GymListBody>().gyms.map((g) => g.id);
    };
    expect(await near(4.5)).toContain(gym.id);
    expect(await near(4.6)).not.toContain(gym.id);
  });

  it('refuses a second review of the same visit with 409', async () => {
    const { gym } = await bookableGym(t.database.db);
    const booking = await visit(gym, booker.user, MONDAY);
    expect((await postReview(booker, gym.id, { bookingId: booking.id, rating: 5 })).statusCode).toBe(201);
    expectError(await postReview(booker, gym.id, { bookingId: booking.id, rating: 1 }), 409, 'You have already reviewed this visit.');
    expect(await publicGym(gym.id)).toMatchObject({ averageRating: 5, totalRatings: 1 });
  });

  it('counts each of many reviews of one gym posted at once', async () => {
    const { gym } = await bookableGym(t.database.db);
    const people = await Promise.all([1, 2, 3, 4, 5].map((n) => quickBooker(t, { name: `Person ${n}` })));
    const visits = await Promise.all(people.map((person) => visit(gym, person.user, MONDAY)));
    const results = await Promise.all(people.map((person, i) => postReview(person, gym.id, { bookingId: visits[i]?.id, rating: i + 1 })));
    expect(results.map((res) => res.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(await publicGym(gym.id)).toMatchObject({ averageRating: 3, totalRatings: 5 });
  });

  it('refuses a visit that was not checked in with 403, and a cancelled one too', async () => {
    const { gym } = await bookableGym(t.database.db);
    const booking = await visit(gym, booker.user, MONDAY, { checkedIn: false });
    expectError(await postReview(booker, gym.id, { bookingId: booking.id, rating: 4 }), 403, 'You can review a gym after your visit is checked in.');
    const cancelled = await insertBookingRow(t.database.db, gym, booker.user.id, { status: 'cancelled', date: MONDAY, timeSlot: '08:00 AM' });
    expectError(await postReview(booker, gym.id, { bookingId: cancelled.id, rating: 4 }), 403, 'You can review a gym after your visit is checked in.');
  });

  it("answers someone else's booking, or one that does not exist, as not found", async () => {
    const { gym } = await bookableGym(t.database.db);
    const other = await quickBooker(t);
    const booking = await visit(gym, other.user, MONDAY);
    expectError(await postReview(booker, gym.id, { bookingId: booking.id, rating: 4 }), 404, 'Booking not found');
    expectError(await postReview(booker, gym.id, { bookingId: newId(), rating: 4 }), 404, 'Booking not found');
    expectError(await postReview(booker, gym.id, { bookingId: 'not-an-id', rating: 4 }), 404, 'Booking not found');
  });

  it('refuses a visit at another gym', async () => {
    const { gym } = await bookableGym(t.database.db);
    const { gym: elsewhere } = await bookableGym(t.database.db);
    const booking = await visit(gym, booker.user, MONDAY);
    expectError(await postReview(booker, elsewhere.id, { bookingId: booking.id, rating: 4 }), 400, 'This booking is for another gym.');
  });

  it('takes a review up to 30 days after the visit, not later', async () => {
    const { gym } = await bookableGym(t.database.db);
    const lastDay = await visit(gym, booker.user, addDays(MONDAY, -30));
    const tooLate = await visit(gym, booker.user, addDays(MONDAY, -31));
    expectError(await postReview(booker, gym.id, { bookingId: tooLate.id, rating: 4 }), 403, REVIEW_WINDOW_PASSED);
    expect((await postReview(booker, gym.id, { bookingId: lastDay.id, rating: 4 })).statusCode).toBe(201);
  });

  it.each([
    [{ bookingId: '', rating: 4 }, 'bookingId is required'],
    [{ rating: 0 }, 'Rating must be a whole number from 1 to 5'],
    [{ rating: 6 }, 'Rating must be a whole number from 1 to 5'],
    [{ rating: 3.5 }, 'Rating must be a whole number from 1 to 5'],
    [{ rating: '4' }, 'Rating must be a whole number from 1 to 5'],
    [{ rating: 4, comment: 'x'.repeat(1001) }, 'Comment must be at most 1000 characters'],
  ])('refuses the body %j with 400', async (body, message) => {
    const { gym } = await bookableGym(t.database.db);
    const booking = await visit(gym, booker.user, MONDAY);
    expectError(await postReview(booker, gym.id, { bookingId: booking.id, ...body }), 400, message);
  });

  it('is for signed-in users only', async () => {
    const { gym, owner } = await bookableGym(t.database.db);
    const booking = await visit(gym, booker.user, MONDAY);
    expectError(await postReview(undefined, gym.id, { bookingId: booking.id, rating: 4 }), 401, 'Please log in to continue.');
    expectError(await postReview(await signedInAs(t, owner), gym.id, { bookingId: booking.id, rating: 4 }), 403, 'You do not have permission to do this.');
  });

  it('counts posted reviews in /api/metrics', async () => {
    const scrape = async () => {
      const text = (await t.app.inject({ method: 'GET', url: '/api/metrics' })).body;
      return Number(text.split('\n').find((line) => line.startsWith('gymslot_reviews_posted_total '))?.split(' ')[1]);
    };
    const before = await scrape();
    const { gym } = await bookableGym(t.database.db);
    await postReview(booker, gym.id, { bookingId: (await visit(gym, booker.user, MONDAY)).id, rating: 3 });
    expect(await scrape()).toBe(before + 1);
  });
});

describe('GET /api/gyms/{gymId}/reviews (§8.2)', () => {
  it('lists 20 a page, newest first, with a cursor to the next page and the averages', async () => {
    const { gym } = await bookableGym(t.database.db);
    const author = await quickBooker(t, { name: 'Kiran' });
    const visits = await Promise.all(Array.from({ length: 23 }, (_, i) => visit(gym, author.user, addDays(MONDAY, -i))));
    // Three share one instant, so the order must also break ties.
    const at = (i: number) => new Date(MONDAY_10_IST.getTime() - (i < 3 ? 0 : i) * 60_000);
    await t.database.db.insert(reviews).values(
      visits.map((booking, i) => ({ id: newId(), bookingId: booking.id, gymId: gym.id, userId: author.user.id, rating: (i % 5) + 1, createdAt: at(i) })),
    );

    const first = reviewListReplySchema.parse((await listReviews(gym.id)).json());
    expect(first.reviews).toHaveLength(20);
    expect(first.nextCursor).not.toBeNull();
    const second = reviewListReplySchema.parse((await listReviews(gym.id, first.nextCursor ?? '')).json());
    expect(second.reviews).toHaveLength(3);
    expect(second.nextCursor).toBeNull();

    const all: Review[] = [...first.reviews, ...second.reviews];
    expect(new Set(all.map((r) => r._id)).size).toBe(23);
    const times = all.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all[0]).toMatchObject({ authorName: 'Kiran', comment: '' });
  });

  it('answers an empty gym with no reviews and a null cursor', async () => {
    const { gym } = await bookableGym(t.database.db);
    expect((await listReviews(gym.id)).json()).toEqual({ success: true, averageRating: 0, totalRatings: 0, reviews: [], nextCursor: null });
  });

  it.each(['garbage', Buffer.from('123.nothex').toString('base64url'), Buffer.from(`99999999999999999.${newId()}`).toString('base64url'), 'x'.repeat(300)])(
    'refuses the cursor %s with 400',
    async (cursor) => {
      const { gym } = await bookableGym(t.database.db);
      const res = await listReviews(gym.id, cursor);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: 'Invalid cursor' });
    },
  );

  it('answers a gym that is not listed with 404', async () => {
    expectError(await listReviews(newId()), 404, 'Gym not found.');
    expectError(await listReviews('nope'), 404, 'Gym not found.');
    const { gym } = await bookableGym(t.database.db, { isActive: false });
    expectError(await listReviews(gym.id), 404, 'Gym not found.');
  });
});

describe('POST /api/reviews/{reviewId}/reply (§8.2)', () => {
  async function reviewed() {
    const made = await bookableGym(t.database.db);
    const booking = await visit(made.gym, booker.user, MONDAY);
    const res = await postReview(booker, made.gym.id, { bookingId: booking.id, rating: 2, comment: 'Crowded' });
    return { ...made, review: reviewReplySchema.parse(res.json()).review };
  }

  it("lets the gym's owner reply once, a second reply replacing the first, shown in the list", async () => {
    const { owner, gym, review } = await reviewed();
    const ownerSession = await signedInAs(t, owner);
    const first = await reply(ownerSession, review._id, { text: 'Sorry, we added more racks.' });
    expect(first.statusCode, first.body).toBe(200);
    expect(reviewReplySchema.parse(first.json()).review.ownerReply).toEqual({ text: 'Sorry, we added more racks.', createdAt: MONDAY_10_IST.toISOString() });

    setClock(t, new Date(MONDAY_10_IST.getTime() + 60_000));
    expect((await reply(ownerSession, review._id, { text: 'Come at 7 AM, it is quiet.' })).statusCode).toBe(200);
    const listed = reviewListReplySchema.parse((await listReviews(gym.id)).json());
    expect(listed.reviews[0]?.ownerReply).toEqual({ text: 'Come at 7 AM, it is quiet.', createdAt: new Date(MONDAY_10_IST.getTime() + 60_000).toISOString() });
    expect(JSON.stringify(listed)).not.toContain(owner.id);
    expect(JSON.stringify(listed)).not.toContain(owner.email);
  });

  it('refuses anyone else: another owner 403, a user 403, nobody 401, an unknown review 404, an empty text 400', async () => {
    const { owner, review } = await reviewed();
    const { owner: otherOwner } = await bookableGym(t.database.db);
    expectError(await reply(await signedInAs(t, otherOwner), review._id, { text: 'Hi' }), 403, 'You do not have permission to do this.');
    expectError(await reply(booker, review._id, { text: 'Hi' }), 403, 'You do not have permission to do this.');
    expectError(await reply(undefined, review._id, { text: 'Hi' }), 401, 'Please log in to continue.');
    const ownerSession = await signedInAs(t, owner);
    expectError(await reply(ownerSession, newId(), { text: 'Hi' }), 404, 'Review not found.');
    expectError(await reply(ownerSession, review._id, { text: '   ' }), 400, 'Reply text is required');
    expectError(await reply(ownerSession, review._id, { text: 'x'.repeat(1001) }), 400, 'Reply must be at most 1000 characters');
  });
});

describe('B3 (my bookings) review fields (§8.2)', () => {
  it('marks paid bookings reviewable once checked in, for 30 days, and names the review once written', async () => {
    const person = await quickBooker(t);
    const { gym } = await bookableGym(t.database.db);
    const fresh = await visit(gym, person.user, MONDAY);
    const old = await visit(gym, person.user, addDays(MONDAY, -31));
    const unchecked = await visit(gym, person.user, addDays(MONDAY, 1), { checkedIn: false });
    const posted = reviewReplySchema.parse((await postReview(person, gym.id, { bookingId: (await visit(gym, person.user, addDays(MONDAY, -3))).id, rating: 5 })).json());

    const list = (await myBookings(t, person)).json<{ bookings: Booking[] }>().bookings;
    const byId = new Map(list.map((b) => [b._id, b]));
    expect(byId.get(fresh.id)).toMatchObject({ canReview: true });
    expect(byId.get(fresh.id)?.reviewId).toBeUndefined();
    expect(byId.get(old.id)).toMatchObject({ canReview: false });
    expect(byId.get(unchecked.id)).toMatchObject({ canReview: false });
    const reviewedBooking = list.find((b) => b.reviewId === posted.review._id);
    expect(reviewedBooking).toMatchObject({ canReview: false, reviewId: posted.review._id });
  });
});
