import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the shared zod schemas that every route declares; UI at /api/docs. */
export const apiDocs = fp(async (app) => {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'GymSlot API', version: '1.0.0', description: 'Pay-per-hour gym booking marketplace' },
      components: {
        securitySchemes: {
          sessionCookie: { type: 'apiKey', in: 'cookie', name: 'gymslot_session' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
});
