import { gymIdParamsSchema } from '../gym-schemas';
import {
  createReviewBodySchema,
  reviewIdParamsSchema,
  reviewListQuerySchema,
  reviewListReplySchema,
  reviewReplyBodySchema,
  reviewReplySchema,
} from '../review-schemas';
import { endpoint, type EndpointSchemas } from './endpoint';

/** API contract §8.2 (`:id` is the gym's id: Fastify names one path segment one way). */
export const reviewSchemas = {
  createReview: { params: gymIdParamsSchema, body: createReviewBodySchema, reply: reviewReplySchema },
  listGymReviews: { params: gymIdParamsSchema, query: reviewListQuerySchema, reply: reviewListReplySchema },
  replyToReview: { params: reviewIdParamsSchema, body: reviewReplyBodySchema, reply: reviewReplySchema },
} satisfies Record<string, EndpointSchemas>;

type Schemas = typeof reviewSchemas;
const reviewErrors = [400, 401, 403, 404, 409, 429] as const;

export const reviewEndpoints = {
  createReview: endpoint<Schemas['createReview']>({
    method: 'POST',
    path: '/api/gyms/:id/reviews',
    status: 201,
    permission: 'create:review',
    errors: reviewErrors,
  }),
  listGymReviews: endpoint<Schemas['listGymReviews']>({ method: 'GET', path: '/api/gyms/:id/reviews', errors: reviewErrors }),
  replyToReview: endpoint<Schemas['replyToReview']>({
    method: 'POST',
    path: '/api/reviews/:reviewId/reply',
    permission: 'reply:review:gym',
    errors: reviewErrors,
  }),
};
