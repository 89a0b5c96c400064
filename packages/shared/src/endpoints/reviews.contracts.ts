import { gymIdParamsSchema } from '../gym-schemas';
import {
  createReviewBodySchema,
  reviewIdParamsSchema,
  reviewListQuerySchema,
  reviewListReplySchema,
  reviewReplyBodySchema,
  reviewReplySchema,
} from '../review-schemas';
import type { EndpointContract } from './endpoint';

const errors = [400, 401, 403, 404, 409, 429] as const;

/** API contract §8.2 (`:id` is the gym's id: Fastify names one path segment one way). */
export const contracts = {
  createReview: { permission: 'create:review', errors, params: gymIdParamsSchema, body: createReviewBodySchema, reply: reviewReplySchema },
  listGymReviews: { errors, params: gymIdParamsSchema, query: reviewListQuerySchema, reply: reviewListReplySchema },
  replyToReview: { permission: 'reply:review:gym', errors, params: reviewIdParamsSchema, body: reviewReplyBodySchema, reply: reviewReplySchema },
} satisfies Record<string, EndpointContract>;

// The addresses, so the server and the fuzz suite read a module's calls from one import.
export * from './reviews';
