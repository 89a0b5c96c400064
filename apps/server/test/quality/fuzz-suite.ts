import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../auth-helpers.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { endpointKey, type Endpoint } from './endpoint-catalogue.js';
import { injectOptions, requestFor } from './fuzz-requests.js';
import { changedTables, fingerprintCache, fingerprinter, roles, seedWorld, type FuzzRole, type FuzzWorld } from './fuzz-world.js';

// Property-based fuzzing of API routes as every role. Reproduce a failure with the seed that
// fast-check prints: FUZZ_SEED=<seed> (and FUZZ_RUNS to go deeper).
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

/** Calls that take no input vary only by query string and role, so fewer runs cover them. */
const runsFor = (endpoint: Endpoint) =>
  endpoint.body || endpoint.query || endpoint.multipart || endpoint.rawBody || endpoint.path.includes(':') ? RUNS : 3;

/**
 * Registers the fuzz tests of `endpoints` on an app of their own (a test file each, so vitest can
 * run two on separate cores), seeded with every role, gyms, availability and a paid booking.
 * Returns the app for further checks once it is built.
 */
export function fuzzEndpoints(endpoints: Endpoint[]): () => TestApp {
  let t: TestApp;
  let world: FuzzWorld;
  let fingerprints: ReturnType<typeof fingerprintCache>;

  beforeAll(async () => {
    t = await createTestApp();
    world = await seedWorld(t);
    fingerprints = fingerprintCache(await fingerprinter(t));
  });
  afterAll(async () => {
    await t.close();
  });

  describe.each(endpoints.map((endpoint) => [endpointKey(endpoint), endpoint] as const))('%s', (_name, endpoint) => {
    it.each(roles)('as %s: never a 5xx, errors in the envelope, no row changed when refused', async (role: FuzzRole) => {
      await fc.assert(
        fc.asyncProperty(requestFor(endpoint, world.known), async (spec) => {
          const headers = await world.headersFor(role, endpoint.endsSession);
          // A fresh session is a new row, so an earlier fingerprint no longer describes the tables.
          if (endpoint.endsSession) fingerprints.drop();
          const before = endpoint.method === 'GET' ? undefined : await fingerprints.before();
          const res = await t.app.inject(await injectOptions(endpoint, spec, headers, nextIp()));
          const where = `${endpoint.method} ${spec.url.slice(0, 200)} as ${role} → ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, where).toBeLessThan(500);
          if (res.statusCode < 400 || !before) fingerprints.drop();
          if (res.statusCode < 400) return;
          const body = res.json<{ success: unknown; message: unknown; error: unknown }>();
          expect(body.success, where).toBe(false);
          expect(typeof body.message, where).toBe('string');
          expect(body.error, where).toBe(body.message);
          if (before) expect(changedTables(before, await fingerprints.after()), where).toEqual([]);
        }),
        { seed: SEED, numRuns: runsFor(endpoint) },
      );
    });
  });

  return () => t;
}
