import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { HttpMethod } from '@gymslot/shared/endpoints/endpoint';
import { endpointTable } from '@gymslot/shared/endpoints/endpoint-table';

export interface Endpoint {
  method: HttpMethod;
  /** Fastify's pattern, `:name` for each path parameter. */
  path: string;
  body?: z.ZodType;
  query?: z.ZodType;
  /** Fields of a multipart form; the route reads files from the repeated field `images`. */
  multipart?: z.ZodType;
  /** The provider's webhook: a raw body with a signature header, not parsed JSON. */
  rawBody?: true;
  /** The call ends the caller's session, so each request needs a throwaway one. */
  endsSession?: true;
}

/**
 * Every API call the fuzzer sends: the endpoint table's (packages/shared/src/endpoints). A route the
 * app has and the table lacks fails the coverage test.
 */
export const endpoints: Endpoint[] = endpointTable.map(({ endpoint, contract }) => ({
  method: endpoint.method,
  path: endpoint.path,
  ...((contract.body ?? contract.serviceBody) === undefined ? {} : { body: contract.body ?? contract.serviceBody }),
  ...(contract.query === undefined ? {} : { query: contract.query }),
  ...(contract.multipart === undefined ? {} : { multipart: contract.multipart }),
  ...(contract.rawBody === undefined ? {} : { rawBody: contract.rawBody }),
  ...(contract.endsSession === undefined ? {} : { endsSession: contract.endsSession }),
}));

/**
 * Routes left out on purpose: the OpenAPI viewer's static files (a third-party plugin serving
 * fixed files), the catch-all `*` of the web app and the media files, which answer every
 * unknown path and so are fuzzed through the path parameters of the routes above, and the share
 * link's page and card (§8.13): HTML and a picture for link previews, not API calls, whose one
 * parameter share-page.test.ts and share-card.test.ts try with malformed, unknown and hidden ids.
 */
const notFuzzed = (route: string) => / \/api\/docs(\/|$)/.test(route) || / \/g\/:id(\/|$)/.test(route) || route.endsWith('*');

export const endpointKey = (endpoint: Pick<Endpoint, 'method' | 'path'>) => `${endpoint.method} ${endpoint.path}`;

/**
 * The app's routes as `METHOD /path`, read from printRoutes' tree: each line's depth is its
 * indent / 4, and a node's text continues its parent's (`/api/bookings/all` then `-bookings`).
 * HEAD is left out: Fastify adds it to every GET by itself.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack.push(path);
    for (const method of (match[3] ?? '').split(', ').filter((m) => m !== '' && m !== 'HEAD')) {
      routes.push(`${method} ${path}`);
    }
  }
  return routes.filter((route) => !notFuzzed(route)).sort();
}

/** The top-level field names of an object schema (through refinements and pipes). */
export function fieldNames(schema: z.ZodType | undefined): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return fieldNames(schema.in as z.ZodType);
  return [];
}

export const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
