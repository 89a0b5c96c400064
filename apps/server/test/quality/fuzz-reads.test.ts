import { endpoints } from './endpoint-catalogue.js';
import { fuzzEndpoints } from './fuzz-suite.js';

// The read-only calls; the state-changing ones and the catalogue's coverage check are in fuzz-endpoints.test.ts.
fuzzEndpoints(endpoints.filter((endpoint) => endpoint.method === 'GET'));
