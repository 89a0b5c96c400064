import { describe, expect, it } from 'vitest';
import { nextIp } from '../../test/auth-helpers.js';
import { sameOrigin, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

// Each under the 1 MiB body limit, so only the walk over the parsed value can stop them.
const bodies = {
  'a 250,000-element array': `[${Array(250_000).fill('0').join(',')}]`,
  'a 100,000-deep nested array': `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  'an object with 60,000 keys': JSON.stringify(Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`k${i}`, 1]))),
};

describe('JSON bodies too large or too deep to walk', () => {
  for (const url of ['/api/v1/auth/forget-password', '/api/v1/auth/login']) {
    for (const [name, payload] of Object.entries(bodies)) {
      it(`answers ${name} to ${url} with a 4xx envelope, not a 5xx`, async () => {
        expect(payload.length).toBeLessThan(1024 * 1024);
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...sameOrigin, 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
          payload,
        });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json()).toEqual({ success: false, message: expect.any(String), error: expect.any(String), code: expect.any(String) });
      });
    }
  }
});
