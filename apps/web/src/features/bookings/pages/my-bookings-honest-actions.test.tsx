import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBooking } from '../../../test/booking-factories';
import { checkStatusAs, createUser } from '../../../test/factories';
import { mockApi, reply } from '../../../test/mock-api';
import type { MockReply, MockRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

// Issue 31, items 4 and 5: My Bookings shows only what can still work, and says why; offline it
// says what it shows and when that was saved. 09:00 UTC is 02:30 PM IST on Saturday 21 November 2026.
const NOW = new Date('2026-11-21T09:00:00Z');

const loggedIn: MockRoutes = {
  ...checkStatusAs(createUser()),
  'GET /api/bookings/waitlist': reply(200, { success: true, entries: [] }),
};
const listOf = (bookings: ReturnType<typeof createBooking>[], headers?: Record<string, string>): MockReply =>
  reply(200, { success: true, count: bookings.length, bookings }, headers);

const cardOf = (bookingId: string) => {
  const card = screen.getByText(bookingId.slice(0, 8)).closest('article');
  if (card === null) throw new Error(`No card for ${bookingId}`);
  return within(card);
};

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("My Bookings' cancellation deadline", () => {
  it("hides 'Cancel' inside the 2-hour window and says when cancellation closed", async () => {
    // 04:00 PM IST starts in 90 minutes: the cut-off was 02:00 PM.
    const soon = createBooking({ _id: 'b0000101a9b3e4d5f6a7b101', date: '2026-11-21', timeSlot: '04:00 PM' });
    mockApi({ ...loggedIn, 'GET /api/bookings/my-bookings': listOf([soon]) });
    renderApp('/my-bookings');
    await screen.findByText('b0000101');

    const card = cardOf(soon._id);
    expect(card.queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
    expect(card.getByText('Cancellation closed at 02:00 PM')).toBeInTheDocument();
    // The pass is still there: the booking itself still works.
    expect(card.getByText('482913')).toBeInTheDocument();
  });

  it("offers 'Cancel' before the window with the deadline, dated when it is not today", async () => {
    const tonight = createBooking({ _id: 'b0000102a9b3e4d5f6a7b102', date: '2026-11-21', timeSlot: '06:00 PM' });
    const tomorrow = createBooking({ _id: 'b0000103a9b3e4d5f6a7b103', date: '2026-11-22', timeSlot: '07:00 AM' });
    mockApi({ ...loggedIn, 'GET /api/bookings/my-bookings': listOf([tonight, tomorrow]) });
    renderApp('/my-bookings');
    await screen.findByText('b0000102');

    expect(cardOf(tonight._id).getByRole('button', { name: 'Cancel Booking' })).toBeInTheDocument();
    expect(cardOf(tonight._id).getByText('Free cancellation until 04:00 PM')).toBeInTheDocument();
    expect(cardOf(tomorrow._id).getByText('Free cancellation until Sun, 22 Nov 2026, 05:00 AM')).toBeInTheDocument();
  });
});

describe("My Bookings' Past section", () => {
  it("is led by 'Rate your visit' with the checked-in visits not yet reviewed, before the rest", async () => {
    const toRate = createBooking({ _id: 'b0000104a9b3e4d5f6a7b104', date: '2026-11-19', isVerified: true, canReview: true });
    const reviewed = createBooking({ _id: 'b0000105a9b3e4d5f6a7b105', date: '2026-11-20', isVerified: true, canReview: false, reviewId: 'r0000105a9b3e4d5f6a7b105' });
    mockApi({ ...loggedIn, 'GET /api/bookings/my-bookings': listOf([reviewed, toRate]) });
    renderApp('/my-bookings');

    const past = within(await screen.findByRole('region', { name: 'Past' }));
    const headings = past.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings.slice(0, 2)).toEqual(['Past', 'Rate your visit']);
    const toRateSection = within(past.getByRole('region', { name: 'Rate your visit' }));
    expect(toRateSection.getByText('b0000104')).toBeInTheDocument();
    expect(toRateSection.getByRole('button', { name: 'Rate your visit' })).toBeInTheDocument();
    expect(toRateSection.queryByText('b0000105')).not.toBeInTheDocument();
    expect(past.getByText('b0000105')).toBeInTheDocument();
  });
});

describe('My Bookings when GymSlot cannot be reached', () => {
  it('says it shows the bookings saved on this phone, and when they were saved', async () => {
    const booking = createBooking({ _id: 'b0000106a9b3e4d5f6a7b106', date: '2026-11-22' });
    // 12:12 UTC on the 21st is 05:42 PM IST.
    vi.setSystemTime(new Date('2026-11-21T13:00:00Z'));
    mockApi({ ...loggedIn, 'GET /api/bookings/my-bookings': listOf([booking], { 'x-gymslot-saved-at': '2026-11-21T12:12:00.000Z' }) });
    renderApp('/my-bookings');

    expect(await screen.findByText('Offline — showing your bookings as of 05:42 PM')).toBeInTheDocument();
    expect(cardOf(booking._id).getByText('482913')).toBeInTheDocument();
  });

  it('says nothing of the kind when the server answered', async () => {
    mockApi({ ...loggedIn, 'GET /api/bookings/my-bookings': listOf([createBooking({ _id: 'b0000107a9b3e4d5f6a7b107', date: '2026-11-22' })]) });
    renderApp('/my-bookings');

    await screen.findByText('b0000107');
    expect(screen.queryByText(/^Offline — showing/)).not.toBeInTheDocument();
  });
});
