import { expect, it } from 'vitest';
import { endpointKey, endpoints, registeredRoutes } from './endpoint-catalogue.js';
import { fuzzEndpoints } from './fuzz-suite.js';

// The state-changing calls; the reads are in fuzz-reads.test.ts, which runs alongside on another core.
const app = fuzzEndpoints(endpoints.filter((endpoint) => endpoint.method !== 'GET'));

it('the catalogue lists every route the app serves, and only those', () => {
  expect(registeredRoutes(app().app)).toEqual(endpoints.map(endpointKey).sort());
});
