import { endpoint } from './endpoint';
import type { contracts } from './reviews.contracts';

// Where each call of reviews.contracts.ts is made: all the web downloads of them (decision 053).

type Contracts = typeof contracts;

export const createReview = endpoint<Contracts['createReview']>({ method: 'POST', path: '/api/gyms/:id/reviews', status: 201 });
export const listGymReviews = endpoint<Contracts['listGymReviews']>({ method: 'GET', path: '/api/gyms/:id/reviews' });
export const replyToReview = endpoint<Contracts['replyToReview']>({ method: 'POST', path: '/api/reviews/:reviewId/reply' });
