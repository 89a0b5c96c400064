import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkStatusAs } from '../../../test/factories';
import { callsTo, errorReply, mockApi, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { createManagedGym, ownerAccount } from '../../../test/owner-factories';
import { renderApp } from '../../../test/render-app';
import { createReview, createReviewList } from '../../../test/review-factories';

const gym = createManagedGym({ name: 'Powerhouse Fitness' });
const reviewsPath = `/api/gyms/${gym._id}/reviews`;
const review = createReview({ _id: 'r1', authorName: 'Priya S.', comment: 'Crowded at 7 PM.' });
const replyPath = `/api/reviews/${review._id}/reply`;
const replied = { ...review, ownerReply: { text: 'We added a second squat rack.', createdAt: '2026-11-22T09:00:00.000Z' } };

function routes(overrides: MockRoutes = {}): MockRoutes {
  return {
    ...checkStatusAs(ownerAccount),
    'GET /api/gyms/my-gyms': reply(200, { success: true, count: 1, gyms: [gym] }),
    [`GET ${reviewsPath}`]: reply(200, createReviewList([review])),
    [`POST ${replyPath}`]: reply(200, { success: true, review: replied }),
    ...overrides,
  };
}

async function openGymReviews() {
  const view = renderApp('/owner/dashboard');
  const toggle = await screen.findByRole('button', { name: 'Reviews of Powerhouse Fitness' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await view.user.click(toggle);
  const card = await screen.findByRole('article', { name: 'Review by Priya S.' });
  return { ...view, card: within(card) };
}

describe("the owner's reviews on the dashboard", () => {
  it("lists the gym's reviews and saves a reply, which then shows under the review", async () => {
    const fetchMock = mockApi(routes());
    const { user, card } = await openGymReviews();
    expect(card.getByText('Crowded at 7 PM.')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Reply to Priya S.' }));
    await user.type(await card.findByLabelText('Your reply'), 'We added a second squat rack.');
    await user.click(card.getByRole('button', { name: 'Send reply' }));

    expect(await card.findByText('We added a second squat rack.', { selector: 'p' })).toBeInTheDocument();
    expect(card.queryByLabelText('Your reply')).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Edit reply to Priya S.' })).toBeInTheDocument();
    expect(callsTo(fetchMock, replyPath)).toEqual([{ method: 'POST', body: { text: 'We added a second squat rack.' } }]);
  });

  it('asks for some text before sending an empty reply', async () => {
    const fetchMock = mockApi(routes());
    const { user, card } = await openGymReviews();

    await user.click(card.getByRole('button', { name: 'Reply to Priya S.' }));
    await user.type(await card.findByLabelText('Your reply'), '   ');
    await user.click(card.getByRole('button', { name: 'Send reply' }));

    expect(card.getByText('Reply text is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, replyPath)).toEqual([]);
  });

  it("shows the server's refusal and keeps the text", async () => {
    mockApi(routes({ [`POST ${replyPath}`]: errorReply(403, 'You can only reply to reviews of your own gyms.') }));
    const { user, card } = await openGymReviews();

    await user.click(card.getByRole('button', { name: 'Reply to Priya S.' }));
    await user.type(await card.findByLabelText('Your reply'), 'Thanks!');
    await user.click(card.getByRole('button', { name: 'Send reply' }));

    expect(await card.findByRole('alert')).toHaveTextContent('You can only reply to reviews of your own gyms.');
    expect(card.getByLabelText('Your reply')).toHaveValue('Thanks!');
  });
});
