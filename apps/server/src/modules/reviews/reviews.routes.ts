import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplySchema } from '@gymslot/shared/auth-schemas';
import { gymIdParamsSchema } from '@gymslot/shared/gym-schemas';
import {
  createReviewBodySchema,
  reviewIdParamsSchema,
  reviewListQuerySchema,
  reviewListReplySchema,
  reviewReplyBodySchema,
  reviewReplySchema,
} from '@gymslot/shared/review-schemas';
import { requireUser } from '../auth/authentication.js';
import type { ReviewsService } from './reviews.service.js';

const tags = ['reviews'];
const errors = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
  429: errorReplySchema,
};

/** API contract §8.2 (`:id` is the gym's id: Fastify names one path segment one way). Each route's `config.permission` is checked before its body is parsed. */
export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  app.post(
    '/api/gyms/:id/reviews',
    {
      config: { permission: 'create:review' },
      schema: { tags, params: gymIdParamsSchema, body: createReviewBodySchema, response: { 201: reviewReplySchema, ...errors } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const review = await reviews.create(user.id, request.params.id, request.body);
      return reply.code(201).send({ success: true as const, review });
    },
  );

  app.get(
    '/api/gyms/:id/reviews',
    { schema: { tags, params: gymIdParamsSchema, querystring: reviewListQuerySchema, response: { 200: reviewListReplySchema, ...errors } } },
    async (request) => ({ success: true as const, ...(await reviews.list(request.params.id, request.query.cursor)) }),
  );

  app.post(
    '/api/reviews/:reviewId/reply',
    {
      config: { permission: 'reply:review:gym' },
      schema: { tags, params: reviewIdParamsSchema, body: reviewReplyBodySchema, response: { 200: reviewReplySchema, ...errors } },
    },
    async (request) => {
      const user = requireUser(request);
      return { success: true as const, review: await reviews.reply(user, request.params.reviewId, request.body.text) };
    },
  );
};
