import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sameOrigin, type TestApp } from '../../../test/test-app.js';
import { authRateLimits } from './auth.service.js';

// The per-IP limits behind a load balancer: with TRUST_PROXY naming the balancer, the address it
// puts in X-Forwarded-For is the one counted; without it, or from anyone else, the header is ignored.

const BALANCER = '192.0.2.10';
const { limit } = authRateLimits.forgotPasswordPerIp;

let behindProxy: TestApp;
let direct: TestApp;
beforeAll(async () => {
  [behindProxy, direct] = await Promise.all([createTestApp({ TRUST_PROXY: '192.0.2.0/24' }), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([behindProxy.close(), direct.close()]);
});

let addressCounter = 0;
/** A fresh address each time, so the per-address limit never gets in the way of the per-IP one. */
function forgotPassword(t: TestApp, remoteAddress: string, forwardedFor?: string) {
  addressCounter += 1;
  const headers = forwardedFor ? { ...sameOrigin, 'x-forwarded-for': forwardedFor } : sameOrigin;
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/forget-password',
    headers,
    remoteAddress,
    payload: { email: `proxied${addressCounter}@example.com` },
  });
}

describe('per-IP rate limits with TRUST_PROXY set', () => {
  it('count each client the balancer names in X-Forwarded-For separately', async () => {
    for (let i = 0; i < limit; i += 1) expect((await forgotPassword(behindProxy, BALANCER, '198.51.100.1')).statusCode).toBe(200);
    expect((await forgotPassword(behindProxy, BALANCER, '198.51.100.1')).statusCode).toBe(429);
    // Another visitor behind the same balancer is not held back by the first.
    expect((await forgotPassword(behindProxy, BALANCER, '198.51.100.2')).statusCode).toBe(200);
    // A client's own forged entry before the balancer's does not change who is counted.
    expect((await forgotPassword(behindProxy, BALANCER, '198.51.100.99, 198.51.100.1')).statusCode).toBe(429);
  });

  it('ignore X-Forwarded-For from a client that is not a listed proxy', async () => {
    const client = '203.0.113.7';
    for (let i = 0; i < limit; i += 1) {
      expect((await forgotPassword(behindProxy, client, `198.51.100.${100 + i}`)).statusCode).toBe(200);
    }
    expect((await forgotPassword(behindProxy, client, '198.51.100.250')).statusCode).toBe(429);
  });
});

describe('per-IP rate limits without TRUST_PROXY', () => {
  it('count the connecting address, whatever X-Forwarded-For says', async () => {
    for (let i = 0; i < limit; i += 1) {
      expect((await forgotPassword(direct, BALANCER, `198.51.100.${i + 1}`)).statusCode).toBe(200);
    }
    expect((await forgotPassword(direct, BALANCER, '198.51.100.200')).statusCode).toBe(429);
    expect((await forgotPassword(direct, '203.0.113.8', '198.51.100.1')).statusCode).toBe(200);
  });
});
