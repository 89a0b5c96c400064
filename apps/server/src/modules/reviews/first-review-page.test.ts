import { addDays, istInstant } from '@gymslot/shared/ist-time';
import { REVIEWS_PAGE_SIZE, reviewListReplySchema, reviewReplySchema } from '@gymslot/shared/review-schemas';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookableGym, MONDAY, MONDAY_10_IST, quickBooker, setClock, signedInAs } from '../../../test/booking-helpers.js';
import { insertBookingRow } from '../../../test/booking-rows.js';
import { queryCounter } from '../../../test/query-counter.js';
import { createSiblingApp, useTestApp } from '../../../test/test-app.js';
import { gyms, type GymRow } from '../../db/schema/gyms.js';

// Issue 26, finding 5: a gym's page showed its first reviews from two queries per visit. The first
// page now changes only with the gym's catalogue version, and is read once per version.

const t = useTestApp();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  setClock(t, MONDAY_10_IST);
});
afterEach(() => {
  vi.useRealTimers();
});

const list = async (gymId: string, cursor?: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/gyms/${gymId}/reviews${cursor === undefined ? '' : `?cursor=${cursor}`}` });
  return { status: res.statusCode, body: res.json<unknown>() };
};

/** A checked-in visit of `daysAgo` reviewed through the API, as its visitor would, a minute after the last review. */
async function review(gym: GymRow, daysAgo: number, comment: string) {
  t.clock.advance(60_000);
  const visitor = await quickBooker(t, { name: `Visitor ${daysAgo}` });
  const date = addDays(MONDAY, -daysAgo);
  const booking = await insertBookingRow(t.database.db, gym, visitor.user.id, {
    status: 'confirmed',
    date,
    timeSlot: '07:00 AM',
    isVerified: true,
    verifiedAt: istInstant(date, 7 * 60 + 5),
  });
  const res = await t.app.inject({ method: 'POST', url: `/api/gyms/${gym.id}/reviews`, headers: visitor.headers, payload: { bookingId: booking.id, rating: 4, comment } });
  expect(res.statusCode, res.body).toBe(201);
  return reviewReplySchema.parse(res.json()).review;
}

describe("a gym's first page of reviews", () => {
  it('is read from the database once per version of the gym: later reads cost only the catalogue version check', async () => {
    const { gym } = await bookableGym(t.database.db);
    await review(gym, 1, 'Clean and quiet');
    const first = await list(gym.id);
    expect(first.status).toBe(200);

    const statements = queryCounter(t.database);
    // The catalogue's first load fills the nearby replies' store in the background (decision 075),
    // once: its statements are no read's.
    await expect.poll(() => statements.statementsOf(() => list(gym.id))).toBe(1);
    for (let i = 0; i < 3; i += 1) {
      statements.reset();
      expect(await list(gym.id)).toEqual(first);
      expect(statements.count).toBe(1);
    }
  });

  it("shows at once a new review, an owner's reply and a gym that stopped being public", async () => {
    const { gym, owner } = await bookableGym(t.database.db);
    const older = await review(gym, 2, 'Good racks');
    expect(reviewListReplySchema.parse((await list(gym.id)).body).reviews.map((r) => r.comment)).toEqual(['Good racks']);

    await review(gym, 1, 'Busy at 7');
    const withNew = reviewListReplySchema.parse((await list(gym.id)).body);
    expect(withNew.reviews.map((r) => r.comment)).toEqual(['Busy at 7', 'Good racks']);
    expect(withNew.totalRatings).toBe(2);

    const ownerSession = await signedInAs(t, owner);
    const replied = await t.app.inject({ method: 'POST', url: `/api/reviews/${older._id}/reply`, headers: ownerSession.headers, payload: { text: 'Thank you!' } });
    expect(replied.statusCode, replied.body).toBe(200);
    const withReply = reviewListReplySchema.parse((await list(gym.id)).body);
    expect(withReply.reviews.find((r) => r._id === older._id)?.ownerReply?.text).toBe('Thank you!');

    await t.database.db.update(gyms).set({ isApproved: false }).where(eq(gyms.id, gym.id));
    expect((await list(gym.id)).status).toBe(404);
  });

  it('leaves later pages to the database, read as they are asked for', async () => {
    const { gym } = await bookableGym(t.database.db);
    for (let i = 1; i <= REVIEWS_PAGE_SIZE + 1; i += 1) await review(gym, i, `Visit ${i}`);
    const first = reviewListReplySchema.parse((await list(gym.id)).body);
    expect(first.nextCursor).not.toBeNull();
    const second = reviewListReplySchema.parse((await list(gym.id, first.nextCursor ?? '')).body);
    expect(second.reviews.map((r) => r.comment)).toEqual(['Visit 1']);
  });
});

describe("a gym's first page of reviews in two server processes (PostgreSQL)", () => {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))("shows an owner's reply made in one process at once in the other, which had kept the page", async () => {
    const sibling = await createSiblingApp(t);
    try {
      const { gym, owner } = await bookableGym(t.database.db);
      const posted = await review(gym, 1, 'Clean and quiet');
      const listThere = async () =>
        reviewListReplySchema.parse((await sibling.app.inject({ method: 'GET', url: `/api/gyms/${gym.id}/reviews` })).json()).reviews[0]?.ownerReply;
      expect(await listThere()).toBeUndefined();

      const ownerSession = await signedInAs(t, owner);
      const replied = await t.app.inject({ method: 'POST', url: `/api/reviews/${posted._id}/reply`, headers: ownerSession.headers, payload: { text: 'Thank you!' } });
      expect(replied.statusCode, replied.body).toBe(200);
      expect((await listThere())?.text).toBe('Thank you!');
    } finally {
      await sibling.close();
    }
  });
});
