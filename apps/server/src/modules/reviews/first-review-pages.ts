import type { ReviewListReply } from '@gymslot/shared/review-schemas';
import { AppError } from '../../lib/errors.js';
import { createGymVersionCache } from '../catalogue/gym-version-cache.js';
import type { PublicCatalogue } from '../catalogue/public-catalogue.js';

export type ReviewPage = Omit<ReviewListReply, 'success'>;

/** The figures a page of reviews is shown with. */
export interface GymRating {
  averageRating: number;
  totalRatings: number;
}

/**
 * A public gym's first page of reviews, which every visit of its page asks for, read from the
 * database once per version of the gym (issue 26, finding 5), with the rating of that version.
 * What the page shows changes only with a new version: a review recounts the gym's rating and a
 * reply marks the gym changed, both writes to its row; authors' names and visits' dates never
 * change. A gym the catalogue does not list is 404, as it is for a later page.
 */
export function createFirstReviewPages(
  catalogue: PublicCatalogue,
  readPage: (gymId: string, rating: GymRating) => Promise<ReviewPage>,
): (gymId: string) => Promise<ReviewPage> {
  const pages = createGymVersionCache<ReviewPage>(1);
  return async (gymId) => {
    const gym = await (await catalogue.current()).gym(gymId);
    if (gym === undefined) throw new AppError('not_found', { code: 'gymNotFoundDot' });
    return pages.get(gym, 'first', () => readPage(gymId, { averageRating: gym.rating, totalRatings: gym.totalRatings }));
  };
}
