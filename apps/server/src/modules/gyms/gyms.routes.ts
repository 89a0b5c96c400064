import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as gymEndpoints from '@gymslot/shared/endpoints/gyms.contracts';
import { endpointRoutes } from '../../lib/endpoint-routes.js';
import { sendShared } from '../../lib/shared-replies.js';
import { gymReplyJson, listReplyJson } from './gym-list-json.js';
import type { GymsService } from './gyms.service.js';

const sendJsonText = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);

/**
 * API contract §2, G1–G9: the public catalogue, open to anyone. Lists that stay the same for a
 * catalogue version go out through sendShared (serialized by the response schema and compressed
 * once); one gym, nearby and search are written from each gym's JSON, made and checked against its
 * schema once per version of the gym (gym-list-json.ts), a search by text alone compressed once too.
 */
export const gymsRoutes: FastifyPluginAsyncZod<{ gymsService: GymsService }> = async (app, { gymsService }) => {
  const route = endpointRoutes(app, gymEndpoints, ['gyms']);

  route('getCityStats', async (request, reply) => sendShared(request, reply, await gymsService.cityStats()));

  route('listPublicGyms', async (request, reply) => sendShared(request, reply, await gymsService.allPublic()));

  route('listCityNames', async (request, reply) => sendShared(request, reply, await gymsService.cityNames()));

  route('listCityGyms', async (request, reply) => sendShared(request, reply, await gymsService.byCity(request.params.city)));

  route('listAmenities', async (request, reply) => sendShared(request, reply, await gymsService.amenities()));

  route('listNearbyGyms', async (request, reply) => sendJsonText(reply, listReplyJson(await gymsService.nearby(request.query))));

  route('searchGyms', async (request, reply) => {
    const found = await gymsService.search(request.query);
    // By text alone the reply is the same for the whole catalogue version (the service keeps it): compressed once.
    return request.query.latitude === undefined ? sendShared(request, reply, found, listReplyJson) : sendJsonText(reply, listReplyJson(found));
  });

  route('getGymDetails', async (request, reply) => sendJsonText(reply, gymReplyJson(await gymsService.byId(request.params.id))));

  route('getGym', async (request, reply) => sendJsonText(reply, gymReplyJson(await gymsService.byId(request.params.id))));
};
