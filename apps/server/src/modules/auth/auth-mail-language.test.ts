import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, nextIp, type TestAccount } from '../../../test/auth-helpers.js';
import { linksIn, tokenFromMail } from '../../../test/mail-links.js';
import { mailTo } from '../../../test/mail-parts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

// §8.6: a mail a request sets off is in the language of that request: the language cookie the web
// app sets, else the browser's Accept-Language, else English.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, headers: { origin: t.config.publicOrigin, ...headers }, remoteAddress: nextIp(), payload });
}

const register = (account: TestAccount, headers?: Record<string, string>) => post('/api/v1/auth/register', account, headers);

describe('mails set off by a request', () => {
  it('are in Hindi when the request carries the language cookie lang=hi, with a link that still works', async () => {
    const account = newAccount({ name: 'Asha Rao' });
    expect((await register(account, { cookie: 'lang=hi' })).statusCode).toBe(201);

    const mail = mailTo(await t.outbox(), account.email);
    expect(mail.subject).toBe('अपने GymSlot ईमेल पते की जाँच पूरी करें');
    expect(mail.text).toContain('नमस्ते Asha Rao,');
    expect(mail.text).toContain('GymSlot में आपका स्वागत है!');
    expect(mail.html).toContain('>ईमेल की जाँच पूरी करें</a>');
    expect(mail.text).not.toMatch(/Welcome|Verify your email|expires/);

    const token = tokenFromMail(await t.outbox(), account.email, '/verify-email/');
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/auth/verify-email/${token}` })).statusCode).toBe(200);
  });

  it("follow the browser's languages when there is no cookie: 'hi-IN,hi;q=0.9' is Hindi", async () => {
    const account = newAccount({ name: 'Ravi Kumar' });
    expect((await register(account)).statusCode).toBe(201);
    expect((await post('/api/v1/auth/forget-password', { email: account.email }, { 'accept-language': 'hi-IN,hi;q=0.9' })).statusCode).toBe(200);

    const mail = mailTo(await t.outbox(), account.email);
    expect(mail.subject).toBe('अपना GymSlot पासवर्ड बदलें');
    expect(mail.text).toContain('नमस्ते Ravi Kumar,');
    expect(mail.text).toContain('नया पासवर्ड चुनें: http://localhost:3000/reset-password/');
    expect(linksIn(mail.raw, '/reset-password/')).toHaveLength(1);
  });

  it('let the cookie win over the browser, and resend a verification in the language asked in', async () => {
    const account = newAccount({ name: 'Meera Shah' });
    expect((await register(account, { cookie: 'lang=en', 'accept-language': 'hi' })).statusCode).toBe(201);
    expect(mailTo(await t.outbox(), account.email).subject).toBe('Verify your GymSlot email address');

    expect((await post('/api/v1/auth/resend-verification', { email: account.email }, { cookie: 'lang=hi' })).statusCode).toBe(200);
    expect(mailTo(await t.outbox(), account.email).subject).toBe('अपने GymSlot ईमेल पते की जाँच पूरी करें');
  });

  it('stay in English, word for word as before, without a cookie or a Hindi browser', async () => {
    const account = newAccount({ name: 'Asha Rao' });
    expect((await register(account, { 'accept-language': 'en-IN,en;q=0.9,hi;q=0.8' })).statusCode).toBe(201);
    const mail = mailTo(await t.outbox(), account.email);
    const token = tokenFromMail(await t.outbox(), account.email, '/verify-email/');
    const link = `http://localhost:3000/verify-email/${token}`;
    expect(mail.subject).toBe('Verify your GymSlot email address');
    expect(mail.text.replace(/\r\n/g, '\n').trimEnd()).toBe(
      [
        'Hi Asha Rao,',
        '',
        'Welcome to GymSlot! Please confirm that this is your email address.',
        '',
        `Verify your email: ${link}`,
        '',
        'The link works once and expires in 24 hours. If you did not sign up, ignore this message.',
        '',
        '— GymSlot',
      ].join('\n'),
    );
  });
});
