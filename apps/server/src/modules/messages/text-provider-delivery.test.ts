import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { msg91Answers, useFakeMsg91 } from '../../../test/fake-msg91.js';
import { useFakeWhatsapp, whatsappAnswers } from '../../../test/fake-whatsapp.js';
import { MutableClock } from '../../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { messages } from '../../db/schema/messages.js';
import { textMessageKinds, type WhatsappConfig } from '../../text-provider-config.js';
import { createChannelSenders } from './channel-senders.js';
import { createMessageOutbox, type MessageOutbox } from './message-outbox.js';
import type { OutgoingText } from './outgoing-message.js';

// The outbox (§8.8) delivering WhatsApp and SMS through their providers (§8.9): provider ids kept,
// outages retried with backoff until the provider is back, refusals failed at once, and a refused
// WhatsApp message's SMS queued once, in the same transaction. Nothing logged names the number,
// the code or a key.

const whatsapp = useFakeWhatsapp();
const msg91 = useFakeMsg91();

let database: TestDatabase;
let outboxDir: string;
let outbox: MessageOutbox;
const clock = new MutableClock();
const logged: unknown[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  outboxDir = await mkdtemp(path.join(tmpdir(), 'gymslot-texts-'));
  const whatsappConfig: WhatsappConfig = {
    apiUrl: whatsapp.apiUrl,
    phoneNumberId: whatsapp.phoneNumberId,
    accessToken: whatsapp.accessToken,
    appSecret: whatsapp.appSecret,
    verifyToken: whatsapp.verifyToken,
    templates: Object.fromEntries(textMessageKinds.map((kind) => [kind, `gymslot_${kind}`])) as WhatsappConfig['templates'],
  };
  const senders = createChannelSenders({ send: () => Promise.resolve() }, outboxDir, 'gymslot.example', {
    whatsapp: whatsappConfig,
    msg91: { apiUrl: msg91.url, authKey: msg91.authKey, templates: { phone_code: msg91.otpTemplate, booking_confirmed: msg91.bookingTemplate } },
    timeoutMs: 300,
  });
  const logger = { warn: (...args: unknown[]) => void logged.push(args), error: (...args: unknown[]) => void logged.push(args) };
  outbox = createMessageOutbox({ database, clock, senders, logger });
});
afterAll(async () => {
  await database.close();
  await rm(outboxDir, { recursive: true, force: true });
});
beforeEach(() => {
  whatsapp.reset();
  msg91.reset();
});

const MINUTE = 60_000;
const code = '730416';
let numbers = 0;
/** A fresh number per test, so each finds its own rows. */
const nextNumber = () => `+9198765${String(43_210 + (numbers += 1)).padStart(5, '0')}`;

function confirmation(to: string, withSms: boolean): OutgoingText {
  const template = { language: 'en' as const, params: ['Iron Temple', '12 June', '06:00 PM'] };
  const sms = { text: 'GymSlot: booked Iron Temple, 12 June 06:00 PM.', template };
  return { channel: 'whatsapp', kind: 'booking_confirmed', to, text: 'Booked: Iron Temple on 12 June at 06:00 PM.', template, ...(withSms ? { smsFallback: sms } : {}) };
}

async function enqueue(message: OutgoingText): Promise<void> {
  await database.db.transaction(async (tx) => {
    await outbox.enqueue(tx, message);
  });
}

const rowsTo = (to: string) => database.db.select().from(messages).where(eq(messages.recipient, to));

describe('WhatsApp and SMS through their providers', () => {
  it("keeps the provider's id of a sent message, and of a WhatsApp message only its SMS, for a failure reported later", async () => {
    const to = nextNumber();
    await enqueue(confirmation(to, true));
    await enqueue({ channel: 'sms', kind: 'phone_code', to, text: `${code} is your GymSlot code.`, template: { language: 'en', params: [code] } });
    expect(await outbox.deliverDue()).toEqual({ sent: 2, retried: 0, failed: 0 });
    const rows = await rowsTo(to);
    const sentWhatsapp = rows.find((row) => row.channel === 'whatsapp');
    const sentSms = rows.find((row) => row.channel === 'sms');
    expect(sentWhatsapp).toMatchObject({ status: 'sent', providerMessageId: whatsapp.accepted[0]?.id, lastError: null });
    expect(sentWhatsapp?.payload).toEqual({ smsFallback: confirmation(to, true).smsFallback });
    expect(sentSms).toMatchObject({ status: 'sent', providerMessageId: msg91.accepted[0]?.requestId, payload: null });
    expect(msg91.accepted[0]?.recipient).toEqual({ mobiles: to.slice(1), var1: code });
  });

  it('retries a provider outage with backoff and sends the message once when it is back', async () => {
    const to = nextNumber();
    whatsapp.answerNext(whatsappAnswers.serverError());
    await enqueue(confirmation(to, true));
    expect(await outbox.deliverDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    const [waiting] = await rowsTo(to);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, lastError: 'WhatsApp refused it (HTTP 500, code 131000): (#131000) Something went wrong Something went wrong. Please try again later.' });
    // Not due again before its backoff; no SMS meanwhile: an outage is not a refusal.
    expect(await outbox.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    clock.advance(MINUTE);
    expect(await outbox.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(whatsapp.accepted).toHaveLength(1);
    expect(await rowsTo(to)).toEqual([expect.objectContaining({ status: 'sent', attempts: 2, providerMessageId: whatsapp.accepted[0]?.id })]);
  });

  it('gives up an attempt that hangs within its timeout, and sends the message when the provider answers again', async () => {
    const to = nextNumber();
    msg91.answerNext('hang');
    await enqueue({ channel: 'sms', kind: 'booking_confirmed', to, text: 'Booked.', template: { language: 'hi', params: ['Iron Temple'] } });
    expect(await outbox.deliverDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect((await rowsTo(to))[0]?.lastError).toBe('MSG91 unreachable: no answer within 0.3 s');
    clock.advance(MINUTE);
    expect(await outbox.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(msg91.accepted.map((message) => message.recipient.mobiles)).toEqual([to.slice(1)]);
  });

  it("fails a WhatsApp message WhatsApp refuses at once, and queues its SMS once in the same step", async () => {
    const to = nextNumber();
    whatsapp.answerNext(whatsappAnswers.undeliverable(to.slice(1)));
    await enqueue(confirmation(to, true));
    expect(await outbox.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 1 });
    const rows = await rowsTo(to);
    const failed = rows.find((row) => row.channel === 'whatsapp');
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed?.lastError).toContain('code 131026');
    expect(failed?.lastError).not.toContain(to.slice(3));
    // Its SMS was queued with the failure and went out in the same round, through MSG91.
    const sms = rows.find((row) => row.channel === 'sms');
    expect(sms).toMatchObject({ kind: 'booking_confirmed', status: 'sent', dedupeKey: `sms-fallback:${failed?.id}` });
    expect(msg91.accepted).toEqual([
      expect.objectContaining({ templateId: msg91.bookingTemplate, recipient: { mobiles: to.slice(1), var1: 'Iron Temple', var2: '12 June', var3: '06:00 PM' } }),
    ]);

    // Refused again after an admin queues it once more: still one SMS.
    await database.db.update(messages).set({ status: 'queued', nextAttemptAt: clock.now() }).where(eq(messages.id, failed?.id ?? ''));
    whatsapp.answerNext(whatsappAnswers.undeliverable());
    expect(await outbox.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect((await rowsTo(to)).filter((row) => row.channel === 'sms')).toHaveLength(1);
  });

  it('fails a refused message without an SMS when it carries none, and an SMS whose kind has no template', async () => {
    const to = nextNumber();
    whatsapp.answerNext(whatsappAnswers.templateMissing());
    await enqueue(confirmation(to, false));
    await enqueue({ channel: 'sms', kind: 'reminder', to, text: 'Soon!', template: { language: 'en', params: [] } });
    expect(await outbox.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 2 });
    const rows = await rowsTo(to);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.channel === 'sms')?.lastError).toBe('No MSG91 template for messages of kind reminder (set MSG91_TEMPLATE_REMINDER)');
    expect(msg91.requests).toHaveLength(0);
  });

  it('never logs the number, a sign-in code or a key', async () => {
    const to = nextNumber();
    whatsapp.answerNext({ status: 400, body: { error: { message: `(#131009) Parameter value is not valid: ${code} for ${to.slice(1)}`, code: 131009 } } });
    msg91.answerNext(msg91Answers.invalidAuthKey());
    const template = { language: 'en' as const, params: [code] };
    await enqueue({ channel: 'whatsapp', kind: 'phone_code', to, text: `${code} is your code`, template, smsFallback: { text: `${code} is your code`, template } });
    await outbox.deliverDue();
    const said = JSON.stringify({ logged, lastErrors: (await rowsTo(to)).map((row) => row.lastError) });
    expect(said).toContain('131009');
    expect(said).toContain('Authentication failure');
    for (const secret of [code, to.slice(3), whatsapp.accessToken, msg91.authKey]) expect(said).not.toContain(secret);
  });
});
