import { screen, within } from '@testing-library/react';
import { REVIEW_ALREADY_POSTED } from '@gymslot/shared/review-schemas';
import { describe, expect, it } from 'vitest';
import { createBooking } from '../../../test/booking-factories';
import { checkStatusAs, createUser } from '../../../test/factories';
import { callsTo, errorReply, mockApi, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { createReview } from '../../../test/review-factories';

const visited = createBooking({ _id: 'b0000066a9b3e4d5f6a7b066', date: '2026-11-01', isVerified: true, canReview: true });
const reviewsPath = `/api/gyms/${visited.gym._id}/reviews`;

const routes = (overrides: MockRoutes = {}): MockRoutes => ({
  ...checkStatusAs(createUser()),
  'GET /api/bookings/my-bookings': reply(200, { success: true, count: 1, bookings: [visited] }),
  ...overrides,
});

async function openReviewForm() {
  const view = renderApp('/my-bookings');
  const toggle = await screen.findByRole('button', { name: 'Rate your visit' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await view.user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // The form downloads when it first opens (it brings zod).
  return { ...view, form: within(await screen.findByRole('form', { name: 'Rate your visit to Powerhouse Fitness' })) };
}

describe('rating a checked-in visit from My Bookings', () => {
  it('offers nothing for a visit that cannot be reviewed', async () => {
    mockApi(routes({ 'GET /api/bookings/my-bookings': reply(200, { success: true, count: 1, bookings: [{ ...visited, canReview: false }] }) }));
    renderApp('/my-bookings');
    await screen.findByText('b0000066');

    expect(screen.queryByRole('button', { name: 'Rate your visit' })).not.toBeInTheDocument();
    expect(screen.queryByText('Thanks for your review')).not.toBeInTheDocument();
  });

  it('asks for a rating before sending, and counts the comment against its 1000 characters', async () => {
    const fetchMock = mockApi(routes());
    const { user, form } = await openReviewForm();

    await user.type(form.getByLabelText('Comment (optional)'), 'Good');
    expect(form.getByText('4 / 1000')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Submit' }));

    expect(form.getByText('Rating must be a whole number from 1 to 5')).toBeInTheDocument();
    expect(callsTo(fetchMock, reviewsPath)).toEqual([]);
    expect(form.getByLabelText('Comment (optional)')).toHaveValue('Good');
  });

  it("sends the stars and comment, then thanks the member and keeps the card's reviewed state", async () => {
    const review = createReview({ rating: 5, comment: 'Great squat racks' });
    const fetchMock = mockApi(routes({ [`POST ${reviewsPath}`]: reply(201, { success: true, review }) }));
    const { user, form } = await openReviewForm();

    await user.click(form.getByRole('radio', { name: '5 stars' }));
    expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await user.type(form.getByLabelText('Comment (optional)'), 'Great squat racks');
    await user.click(form.getByRole('button', { name: 'Submit' }));

    const thanks = await screen.findByText('Thanks for your review');
    expect(thanks.closest('[tabindex="-1"]')).toHaveFocus();
    expect(callsTo(fetchMock, reviewsPath)).toEqual([
      { method: 'POST', body: { bookingId: visited._id, rating: 5, comment: 'Great squat racks' } },
    ]);
    expect(screen.queryByRole('button', { name: 'Rate your visit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it("shows the server's refusal as it was sent and keeps what was chosen", async () => {
    mockApi(routes({ [`POST ${reviewsPath}`]: errorReply(409, REVIEW_ALREADY_POSTED) }));
    const { user, form } = await openReviewForm();

    await user.click(form.getByRole('radio', { name: '3 stars' }));
    await user.click(form.getByRole('button', { name: 'Submit' }));

    expect(await form.findByRole('alert')).toHaveTextContent(REVIEW_ALREADY_POSTED);
    expect(form.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(screen.queryByText('Thanks for your review')).not.toBeInTheDocument();
  });

  it('shows a reviewed visit as reviewed after a reload', async () => {
    mockApi(routes({ 'GET /api/bookings/my-bookings': reply(200, { success: true, count: 1, bookings: [{ ...visited, canReview: false, reviewId: 'r1' }] }) }));
    renderApp('/my-bookings');

    expect(await screen.findByText('Thanks for your review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rate your visit' })).not.toBeInTheDocument();
  });
});

describe("arriving from the 'Rate your visit' mail (/my-bookings?rate={bookingId})", () => {
  const other = createBooking({ _id: 'b0000077a9b3e4d5f6a7b077', date: '2026-11-02', isVerified: true, canReview: true });
  const bothVisits = (first: typeof visited = visited) =>
    routes({ 'GET /api/bookings/my-bookings': reply(200, { success: true, count: 2, bookings: [first, other] }) });

  it("opens that visit's form with the keyboard on the first star, and leaves the other visits closed", async () => {
    mockApi(bothVisits());
    renderApp(`/my-bookings?rate=${visited._id}`);

    const form = await screen.findByRole('form', { name: 'Rate your visit to Powerhouse Fitness' });
    expect(within(form).getByRole('radio', { name: '1 star' })).toHaveFocus();
    expect(screen.getAllByRole('form')).toHaveLength(1);
    // The open form is the one whose card is this visit's (Booking ID shows the id's first 8 characters).
    expect(form.closest('article')).toHaveTextContent('Booking ID: b0000066');
    const expanded = screen.getAllByRole('button', { name: 'Rate your visit' }).filter((toggle) => toggle.getAttribute('aria-expanded') === 'true');
    expect(expanded).toHaveLength(1);
  });

  it('shows the thanks when that visit is already reviewed', async () => {
    mockApi(bothVisits({ ...visited, canReview: false, reviewId: 'r1' }));
    renderApp(`/my-bookings?rate=${visited._id}`);

    const thanks = await screen.findByText('Thanks for your review');
    expect(thanks.closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('opens nothing for a booking that is not on the list', async () => {
    mockApi(bothVisits());
    renderApp('/my-bookings?rate=b0000099a9b3e4d5f6a7b099');

    const toggles = await screen.findAllByRole('button', { name: 'Rate your visit' });
    expect(toggles.map((toggle) => toggle.getAttribute('aria-expanded'))).toEqual(['false', 'false']);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
