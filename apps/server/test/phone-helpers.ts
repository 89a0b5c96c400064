import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../src/modules/auth/authentication.js';
import { nextIp } from './auth-helpers.js';
import type { TestApp } from './test-app.js';

let phoneCounter = 0;
/** A fresh Indian mobile number in E.164, so one test's limits and accounts do not meet another's. */
export function nextMobileNumber(): string {
  phoneCounter += 1;
  return `+9197${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phoneCounter % 100).padStart(2, '0')}`;
}

/** The WhatsApp and SMS texts in the outbox folder, oldest first, once every message due now is delivered. */
export async function outboxTexts(t: TestApp): Promise<{ channel: 'whatsapp' | 'sms'; to: string; text: string }[]> {
  await t.messages.deliverDue();
  const dir = path.join(t.dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => /\.(whatsapp|sms)\.txt$/.test(file)).sort();
  return Promise.all(
    files.map(async (file) => {
      const content = await readFile(path.join(dir, file), 'utf8');
      const to = /^To: (\S+)/m.exec(content)?.[1] ?? '';
      return { channel: file.endsWith('.whatsapp.txt') ? ('whatsapp' as const) : ('sms' as const), to, text: content };
    }),
  );
}

/** The newest sign-in code sent to `phone`. */
export async function lastCodeFor(t: TestApp, phone: string): Promise<string> {
  const texts = (await outboxTexts(t)).filter((message) => message.to === phone);
  const code = /\b(\d{6})\b/.exec(texts.at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`No code was sent to ${phone}`);
  return code;
}

export function startPhone(t: TestApp, body: object, remoteAddress = nextIp(), headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/phone/start', headers: { origin: t.config.publicOrigin, ...headers }, remoteAddress, payload: body });
}

export function verifyPhone(t: TestApp, body: object, remoteAddress = nextIp(), headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/phone/verify', headers: { origin: t.config.publicOrigin, ...headers }, remoteAddress, payload: body });
}

/** A member signed up with only a mobile number; their session cookie header. */
export async function phoneMember(t: TestApp, name = 'Asha Verma'): Promise<{ phone: string; cookie: Record<string, string>; userId: string }> {
  const phone = nextMobileNumber();
  await startPhone(t, { phone });
  const res = await verifyPhone(t, { phone, code: await lastCodeFor(t, phone), name });
  const session = res.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
  if (res.statusCode !== 201 || !session) throw new Error(`Phone sign-up failed: ${res.statusCode} ${res.body}`);
  return { phone, cookie: { cookie: `${session.name}=${session.value}` }, userId: (res.json() as { user: { _id: string } }).user._id };
}
