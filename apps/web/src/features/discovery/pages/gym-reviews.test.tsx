import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createPublicGym, demoGymId } from '../../../test/booking-factories';
import { checkStatusAs, createUser } from '../../../test/factories';
import { errorReply, mockApi, queriesTo, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { createReview, createReviewList } from '../../../test/review-factories';

const reviewsPath = `/api/gyms/${demoGymId}/reviews`;
const newest = createReview({
  _id: 'r1',
  rating: 5,
  authorName: 'Priya S.',
  visitDate: '2026-11-21',
  comment: '<b>Loved</b> it <script>alert(1)</script>',
  ownerReply: { text: 'Thank you, Priya!', createdAt: '2026-11-22T09:00:00.000Z' },
});
const older = createReview({ _id: 'r2', rating: 3, authorName: 'Rahul K.', visitDate: '2026-11-02', comment: '' });

const routes = (overrides: MockRoutes): MockRoutes => ({
  ...checkStatusAs(createUser()),
  [`GET /api/gyms/${demoGymId}`]: reply(200, { success: true, gym: createPublicGym({ averageRating: 4, totalRatings: 2 }) }),
  ...overrides,
});

const reviewsRegion = async () => within(await screen.findByRole('region', { name: 'Reviews' }));

describe("the gym page's reviews", () => {
  it('shows the average, each review as plain text with its visit date and reply, and pages on with the cursor', async () => {
    const fetchMock = mockApi(
      routes({
        [`GET ${reviewsPath}`]: reply(200, createReviewList([newest], { averageRating: 4, totalRatings: 2, nextCursor: 'page-2' })),
        [`GET ${reviewsPath}?cursor=page-2`]: reply(200, createReviewList([older], { averageRating: 4, totalRatings: 2 })),
      }),
    );
    const { user } = renderApp(`/gym/${demoGymId}`);
    const region = await reviewsRegion();

    const first = await region.findByRole('article', { name: 'Review by Priya S.' });
    expect(region.getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeInTheDocument();
    expect(region.getByText('(2 reviews)')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(first).getByText('Visited Sat, 21 Nov 2026')).toBeInTheDocument();
    expect(within(first).getByText('<b>Loved</b> it <script>alert(1)</script>')).toBeInTheDocument();
    expect(first.querySelector('b, script')).toBeNull();
    expect(within(first).getByText('Thank you, Priya!')).toBeInTheDocument();
    expect(region.getByText('Showing 1 of 2')).toBeInTheDocument();

    await user.click(region.getByRole('button', { name: 'Show more reviews' }));

    const second = await region.findByRole('article', { name: 'Review by Rahul K.' });
    expect(within(second).getByText('Visited Mon, 2 Nov 2026')).toBeInTheDocument();
    expect(region.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Review by Priya S.', 'Review by Rahul K.']);
    expect(region.getByText('Showing 2 of 2')).toBeInTheDocument();
    expect(region.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
    // StrictMode may ask for the first page twice; the second page is asked for once, by its cursor.
    expect(queriesTo(fetchMock, reviewsPath).map(String).filter((query) => query !== '')).toEqual(['cursor=page-2']);
  });

  it("says 'No reviews yet' for a gym nobody has reviewed", async () => {
    mockApi(routes({ [`GET ${reviewsPath}`]: reply(200, createReviewList([], { averageRating: 0 })) }));
    renderApp(`/gym/${demoGymId}`);
    const region = await reviewsRegion();

    expect(await region.findByText('No reviews yet')).toBeInTheDocument();
    expect(region.queryByRole('article')).not.toBeInTheDocument();
  });

  it('offers a retry when the reviews cannot load', async () => {
    mockApi(routes({ [`GET ${reviewsPath}`]: errorReply(500, 'Internal Server Error') }));
    renderApp(`/gym/${demoGymId}`);
    const region = await reviewsRegion();

    expect(await region.findByText('Failed to load reviews. Please try again.')).toBeInTheDocument();
    expect(region.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
