import { beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, nextIp } from '../../../test/auth-helpers.js';
import { gymFields, postGymForm } from '../../../test/gym-form.js';
import { tokenFromMail } from '../../../test/mail-links.js';
import { signIn, type SignedIn } from '../../../test/owner-helpers.js';
import { sameOrigin, useTestApp } from '../../../test/test-app.js';
import { newId } from '../../lib/ids.js';
import { authRateLimits } from './auth.service.js';

const t = useTestApp();
let admin: SignedIn;
beforeAll(async () => {
  admin = await signIn(t, 'admin');
});

const INVALID = { success: false, message: 'Invalid or expired token', error: 'Invalid or expired token', code: 'invalidToken' };

function checkLink(token: string, remoteAddress = nextIp()) {
  return t.app.inject({ method: 'GET', url: `/api/v1/auth/reset-password/${token}`, remoteAddress });
}

function resetPassword(token: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/auth/reset-password/${token}`,
    headers: sameOrigin,
    remoteAddress: nextIp(),
    payload: { password: 'a brand new password' },
  });
}

async function resetTokenFor(email: string): Promise<string> {
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/forget-password',
    headers: sameOrigin,
    remoteAddress: nextIp(),
    payload: { email },
  });
  expect(asked.statusCode).toBe(200);
  return tokenFromMail(await t.outbox(), email, '/reset-password/');
}

describe('GET /api/v1/auth/reset-password/{token}', () => {
  it('says a fresh reset link works, without using it up', async () => {
    const { email } = await createVerifiedAccount(t);
    const token = await resetTokenFor(email);
    for (let i = 0; i < 2; i++) {
      const res = await checkLink(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, invitation: false });
    }
    expect((await resetPassword(token)).statusCode).toBe(200);
  });

  it('answers a used link exactly as an unknown one', async () => {
    const { email } = await createVerifiedAccount(t);
    const token = await resetTokenFor(email);
    expect((await resetPassword(token)).statusCode).toBe(200);

    const used = await checkLink(token);
    const unknown = await checkLink(`${'x'.repeat(42)}a`);
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual(INVALID);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toBe(used.body);
  });

  it('does not accept an e-mail verification link', async () => {
    const account = { email: `verify-${newId()}@example.com`, name: 'Verify Only', password: 'correct horse battery' };
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: sameOrigin,
      remoteAddress: nextIp(),
      payload: account,
    });
    expect(registered.statusCode).toBe(201);
    const token = tokenFromMail(await t.outbox(), account.email, '/verify-email/');
    expect((await checkLink(token)).json()).toEqual(INVALID);
  });

  it('marks a new gym owner’s first-password link as an invitation', async () => {
    const email = `invited-${newId()}@example.com`;
    const added = await postGymForm(t, admin.headers, gymFields({ ownerEmail: email, name: 'Invitation Gym' }));
    expect(added.statusCode, added.body).toBe(201);
    const token = tokenFromMail(await t.outbox(), email, '/reset-password/');

    const res = await checkLink(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, invitation: true });
  });

  it('limits checks per IP, so link tokens cannot be guessed at speed', async () => {
    const ip = nextIp();
    for (let i = 0; i < authRateLimits.resetLinkCheckPerIp.limit; i++) {
      expect((await checkLink(`${'C'.repeat(40)}${i}`, ip)).statusCode).toBe(400);
    }
    const blocked = await checkLink(`${'D'.repeat(43)}`, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many attempts\./);
    expect((await checkLink(`${'D'.repeat(43)}`, nextIp())).statusCode).toBe(400);
  });

  it('says an expired link no longer works', async () => {
    const { email } = await createVerifiedAccount(t);
    const token = await resetTokenFor(email);
    t.clock.advance(61 * 60 * 1000);
    expect((await checkLink(token)).json()).toEqual(INVALID);
  });
});
