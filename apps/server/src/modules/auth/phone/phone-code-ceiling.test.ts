import { describe, expect, it } from 'vitest';
import { nextIp } from '../../../../test/auth-helpers.js';
import { nextMobileNumber, startPhone } from '../../../../test/phone-helpers.js';
import { useTestApp } from '../../../../test/test-app.js';

const t = useTestApp({ OTP_HOURLY_LIMIT: '3' });

describe('the hourly ceiling on sign-in codes (OTP_HOURLY_LIMIT)', () => {
  it('refuses codes past it for every number and client, counts them, and opens again after the hour', async () => {
    for (let sent = 0; sent < 3; sent++) expect((await startPhone(t, { phone: nextMobileNumber() }, nextIp())).statusCode).toBe(200);
    const refused = await startPhone(t, { phone: nextMobileNumber() }, nextIp());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many codes were sent to this number\. Try again in \d+ minutes?\.$/);
    expect(await t.metrics.registry.getSingleMetricAsString('gymslot_phone_codes_total')).toContain('outcome="limited_global"} 1');

    // E-mail log-in is not touched by it.
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { origin: t.config.publicOrigin }, remoteAddress: nextIp(), payload: { email: 'nobody@example.com', password: 'wrong password' } });
    expect(login.statusCode).toBe(401);

    t.clock.advance(60 * 60_000);
    expect((await startPhone(t, { phone: nextMobileNumber() }, nextIp())).statusCode).toBe(200);
  });
});
