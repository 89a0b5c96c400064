import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { login, newAccount, nextIp, register, sessionTokenFrom } from '../../../test/auth-helpers.js';
import { tokenFromMail } from '../../../test/mail-links.js';
import { sameOrigin, useTestApp } from '../../../test/test-app.js';

interface LogLine {
  reqId?: string;
  msg?: string;
}

const lines: string[] = [];
const stream = { write: (line: string) => void lines.push(line) };
const parsed = () => lines.map((line) => JSON.parse(line) as LogLine);
const mailLines: string[] = [];

const t = useTestApp({ LOG_LEVEL: 'info' }, { logStream: stream, mailConsole: (line) => void mailLines.push(line) });

/** Every reply's id must be the reqId of its request's log lines, and the request must be logged. */
function expectLoggedWithItsId(response: LightMyRequestResponse): void {
  const id = response.headers['x-request-id'];
  expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  const own = parsed().filter((line) => line.reqId === id);
  expect(own.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
}

describe('request logs', () => {
  it('are JSON lines carrying the request id, with no secret of a sign-up, login and reset in them', async () => {
    const account = newAccount();
    const newPassword = 'another horse battery staple';
    const responses: LightMyRequestResponse[] = [await register(t, account)];

    const verifyToken = tokenFromMail(await t.outbox(), account.email, '/verify-email/');
    responses.push(await t.app.inject({ method: 'GET', url: `/api/v1/auth/verify-email/${verifyToken}` }));
    const loggedIn = await login(t, account);
    responses.push(loggedIn);
    const session = sessionTokenFrom(loggedIn) ?? '';
    expect(session).not.toBe('');
    responses.push(
      await t.app.inject({ method: 'GET', url: '/api/v1/auth/check-status', headers: { authorization: `Bearer ${session}` } }),
      await t.app.inject({ method: 'GET', url: '/api/v1/auth/check-status', headers: { cookie: `gymslot_session=${session}` } }),
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/forget-password',
        headers: sameOrigin,
        remoteAddress: nextIp(),
        payload: { email: account.email },
      }),
    );
    const resetToken = tokenFromMail(await t.outbox(), account.email, '/reset-password/');
    responses.push(
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/auth/reset-password/${resetToken}`,
        headers: sameOrigin,
        remoteAddress: nextIp(),
        payload: { password: newPassword },
      }),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 200, 200, 200, 200, 200, 200]);

    expect(lines.length).toBeGreaterThanOrEqual(responses.length * 2);
    for (const line of parsed()) expect(line.reqId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    for (const response of responses) expectLoggedWithItsId(response);
    const everything = lines.join('\n');
    for (const secret of [account.password, newPassword, verifyToken, resetToken, session]) {
      expect(everything).not.toContain(secret);
    }
  });
});

describe('outbox mail', () => {
  it('keeps links out of every log record and prints one readable line per mail instead', async () => {
    const account = newAccount();
    expect((await register(t, account)).statusCode).toBe(201);
    const verifyToken = tokenFromMail(await t.outbox(), account.email, '/verify-email/');
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forget-password',
      headers: sameOrigin,
      remoteAddress: nextIp(),
      payload: { email: account.email },
    });
    expect(forgot.statusCode).toBe(200);
    const resetToken = tokenFromMail(await t.outbox(), account.email, '/reset-password/');

    const everything = lines.join('\n');
    for (const secret of [verifyToken, resetToken, 'localhost:3000/verify-email/', 'localhost:3000/reset-password/']) {
      expect(everything).not.toContain(secret);
    }
    expect(mailLines.filter((line) => line.includes(account.email))).toEqual([
      `mail to ${account.email}: Verify your GymSlot email address: http://localhost:3000/verify-email/${verifyToken}\n`,
      `mail to ${account.email}: Reset your GymSlot password: http://localhost:3000/reset-password/${resetToken}\n`,
    ]);
  });
});
