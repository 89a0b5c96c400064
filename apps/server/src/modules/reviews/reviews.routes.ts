import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as reviewEndpoints from '@gymslot/shared/endpoints/reviews.contracts';
import { endpointRoutes } from '../../lib/endpoint-routes.js';
import { requireUser } from '../auth/authentication.js';
import type { ReviewsService } from './reviews.service.js';

/** API contract §8.2; each endpoint's permission is checked before its body is parsed. */
export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  const route = endpointRoutes(app, reviewEndpoints, ['reviews']);

  route('createReview', async (request, reply) => {
    const review = await reviews.create(requireUser(request).id, request.params.id, request.body);
    return reply.code(201).send({ success: true as const, review });
  });

  route('listGymReviews', async (request) => ({ success: true as const, ...(await reviews.list(request.params.id, request.query.cursor)) }));

  route('replyToReview', async (request) => ({
    success: true as const,
    review: await reviews.reply(requireUser(request), request.params.reviewId, request.body.text),
  }));
};
