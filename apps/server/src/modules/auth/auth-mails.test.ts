import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, register } from '../../../test/auth-helpers.js';
import { decodeQuotedPrintable, linksIn } from '../../../test/mail-links.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { escapeHtml, passwordResetMail, verificationMail } from './auth-mails.js';
import { redactUrlSecrets, serializeRequestForLog } from './authentication.js';
import type { FastifyRequest } from 'fastify';

const recipient = { email: 'asha@example.com', name: 'Asha <b>"Bold"</b> & Co' };

describe('auth mails', () => {
  it.each([
    ['verification', verificationMail(recipient, 'https://gymslot.example/verify-email/abc'), '24 hours'],
    ['password reset', passwordResetMail(recipient, 'https://gymslot.example/reset-password/abc'), '1 hour'],
  ])('the %s mail has a text and an HTML part with the link', (_kind, mail, lifetime) => {
    expect(mail.to).toBe('asha@example.com');
    expect(mail.subject).toMatch(/GymSlot/);
    expect(mail.text).toContain(lifetime);
    expect(mail.text).toMatch(/https:\/\/gymslot\.example\/(verify-email|reset-password)\/abc/);
    expect(mail.html).toMatch(/href="https:\/\/gymslot\.example\/(verify-email|reset-password)\/abc"/);
    expect(mail.html).toContain('Asha &lt;b&gt;&quot;Bold&quot;&lt;/b&gt; &amp; Co');
    expect(mail.html).not.toContain('<b>');
  });

  it('escapes every HTML-significant character', () => {
    expect(escapeHtml(`<a href='x'>"&"</a>`)).toBe('&lt;a href=&#39;x&#39;&gt;&quot;&amp;&quot;&lt;/a&gt;');
  });
});

describe('a sign-up mail as sent', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('arrives with both parts, a working link, and the name escaped in HTML', async () => {
    const account = newAccount({ name: `Asha "Bold" & O'Brien` });
    await register(t, account);
    const eml = (await t.outbox()).at(-1) ?? '';
    expect(eml).toMatch(/Content-Type: text\/plain/i);
    expect(eml).toMatch(/Content-Type: text\/html/i);
    const decoded = decodeQuotedPrintable(eml);
    expect(decoded).toContain('<p>Hi Asha &quot;Bold&quot; &amp; O&#39;Brien,</p>');
    expect(linksIn(eml, '/verify-email/')).toHaveLength(1);
  });
});

describe('request logs', () => {
  it('hide link tokens and the sign-in callback query', () => {
    expect(redactUrlSecrets('/api/v1/auth/verify-email/abc123')).toBe('/api/v1/auth/verify-email/[redacted]');
    expect(redactUrlSecrets('/api/v1/auth/reset-password/abc123?x=1')).toBe('/api/v1/auth/reset-password/[redacted]?x=1');
    expect(redactUrlSecrets('/api/v1/auth/google/callback?code=c&state=s')).toBe('/api/v1/auth/google/callback?[redacted]');
    expect(redactUrlSecrets('/api/gyms/search?city=Pune')).toBe('/api/gyms/search?city=Pune');
    const fields = serializeRequestForLog({
      method: 'POST',
      url: '/api/v1/auth/reset-password/secret-token',
      host: 'localhost:3000',
      ip: '127.0.0.1',
      socket: { remotePort: 5000 },
    } as unknown as FastifyRequest);
    expect(fields).toEqual({
      method: 'POST',
      url: '/api/v1/auth/reset-password/[redacted]',
      host: 'localhost:3000',
      remoteAddress: '127.0.0.1',
      remotePort: 5000,
    });
  });
});
