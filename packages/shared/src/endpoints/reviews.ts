import { gymIdParamsSchema } from '../gym-schemas';
import {
  createReviewBodySchema,
  reviewIdParamsSchema,
  reviewListQuerySchema,
  reviewListReplySchema,
  reviewReplyBodySchema,
  reviewReplySchema,
} from '../review-schemas';
import { endpoint, type EndpointContract } from './endpoint';

const errors = [400, 401, 403, 404, 409, 429] as const;

/** API contract §8.2 (`:id` is the gym's id: Fastify names one path segment one way). */
export const contracts = {
  createReview: { permission: 'create:review', errors, params: gymIdParamsSchema, body: createReviewBodySchema, reply: reviewReplySchema },
  listGymReviews: { errors, params: gymIdParamsSchema, query: reviewListQuerySchema, reply: reviewListReplySchema },
  replyToReview: { permission: 'reply:review:gym', errors, params: reviewIdParamsSchema, body: reviewReplyBodySchema, reply: reviewReplySchema },
} satisfies Record<string, EndpointContract>;

type Contracts = typeof contracts;

export const createReview = endpoint<Contracts['createReview']>({ method: 'POST', path: '/api/gyms/:id/reviews', status: 201 });
export const listGymReviews = endpoint<Contracts['listGymReviews']>({ method: 'GET', path: '/api/gyms/:id/reviews' });
export const replyToReview = endpoint<Contracts['replyToReview']>({ method: 'POST', path: '/api/reviews/:reviewId/reply' });
