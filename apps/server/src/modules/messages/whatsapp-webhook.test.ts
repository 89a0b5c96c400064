import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorEnvelope } from '../../../test/error-envelope.js';
import { useFakeMsg91 } from '../../../test/fake-msg91.js';
import { useFakeWhatsapp, type FakeStatus } from '../../../test/fake-whatsapp.js';
import { signIn, type SignedIn } from '../../../test/owner-helpers.js';
import { useTestApp } from '../../../test/test-app.js';
import { messages } from '../../db/schema/messages.js';
import type { OutgoingText } from './outgoing-message.js';

// §8.9's status webhook: Meta's handshake, the signature over the raw body, and each status
// applied once: 'delivered' and 'read' recorded (never back from read), 'failed' failing the
// message and queuing its SMS once. Unknown ids and repeats change nothing and get 200.

const whatsapp = useFakeWhatsapp();
const msg91 = useFakeMsg91();
const t = useTestApp(() => ({ ...whatsapp.env(), ...msg91.env() }));

let admin: SignedIn;
beforeAll(async () => {
  admin = await signIn(t, 'admin');
});
beforeEach(() => {
  whatsapp.reset();
  msg91.reset();
});

const url = '/api/webhooks/whatsapp';
let numbers = 0;
const nextNumber = () => `+9198110${String(10_000 + (numbers += 1)).padStart(5, '0')}`;

/** A booking confirmation by WhatsApp with its SMS, sent through the fake: its row, with Meta's id for it. */
async function sentConfirmation() {
  const to = nextNumber();
  const template = { language: 'en' as const, params: ['Iron Temple', '12 June', '06:00 PM'] };
  const message: OutgoingText = {
    channel: 'whatsapp',
    kind: 'booking_confirmed',
    to,
    text: 'Booked: Iron Temple on 12 June at 06:00 PM.',
    template,
    smsFallback: { text: 'GymSlot: booked Iron Temple 12 June 06:00 PM', template },
  };
  await t.messages.enqueue(t.database.db, message);
  await t.messages.deliverDue();
  const [row] = await t.database.db.select().from(messages).where(eq(messages.recipient, to));
  if (!row?.providerMessageId) throw new Error('The message was not sent');
  return { ...row, providerMessageId: row.providerMessageId };
}

const rowsTo = (to: string) => t.database.db.select().from(messages).where(eq(messages.recipient, to));

/** A body of our own, signed as Meta signs. */
function postSigned(body: string) {
  const signature = createHmac('sha256', whatsapp.appSecret).update(body).digest('hex');
  return t.app.inject({ method: 'POST', url, payload: body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${signature}` } });
}

function post(statuses: FakeStatus[], secret?: string) {
  const { payload, headers } = whatsapp.statusWebhook(statuses, secret);
  return t.app.inject({ method: 'POST', url, payload, headers });
}

describe("Meta's subscription handshake", () => {
  const verify = (query: string) => t.app.inject({ method: 'GET', url: `${url}?${query}` });

  it('answers the challenge as plain text when the verify token is ours', async () => {
    const res = await verify(`hub.mode=subscribe&hub.verify_token=${whatsapp.verifyToken}&hub.challenge=1158201444`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe('1158201444');
  });

  it('refuses a wrong token or mode with 403, and a challenge it would not echo with 400', async () => {
    for (const query of [
      `hub.mode=subscribe&hub.verify_token=${whatsapp.verifyToken}x&hub.challenge=1`,
      'hub.mode=subscribe&hub.challenge=1',
      `hub.mode=unsubscribe&hub.verify_token=${whatsapp.verifyToken}&hub.challenge=1`,
    ]) {
      const res = await verify(query);
      expect(res.statusCode, query).toBe(403);
      expect(res.json()).toEqual(errorEnvelope('The webhook verify token is wrong'));
    }
    expect((await verify(`hub.mode=subscribe&hub.verify_token=${whatsapp.verifyToken}&hub.challenge=%3Cscript%3E`)).statusCode).toBe(400);
    expect((await verify(`hub.mode=subscribe&hub.verify_token=${whatsapp.verifyToken}`)).statusCode).toBe(400);
  });
});

describe('the signature of a status delivery', () => {
  it('refuses a delivery with no signature, a wrong one or a malformed one with 401, changing nothing', async () => {
    const sent = await sentConfirmation();
    const { payload } = whatsapp.statusWebhook([{ id: sent.providerMessageId, status: 'delivered' }]);
    const good = whatsapp.statusWebhook([{ id: sent.providerMessageId, status: 'delivered' }]).headers['x-hub-signature-256'] ?? '';
    for (const signature of [undefined, good.replace(/.$/, (last) => (last === '0' ? '1' : '0')), good.slice('sha256='.length), 'sha256=zz']) {
      const headers = { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'x-hub-signature-256': signature }) };
      const res = await t.app.inject({ method: 'POST', url, payload, headers });
      expect(res.statusCode, String(signature)).toBe(401);
      expect(res.json()).toEqual(errorEnvelope('Invalid webhook signature'));
    }
    expect((await post([{ id: sent.providerMessageId, status: 'delivered' }], 'another-app-secret')).statusCode).toBe(401);
    expect((await rowsTo(sent.recipient))[0]).toMatchObject({ deliveryStatus: null });
  });

  it('answers 400 to a correctly signed body that is not JSON, and 200 to JSON it has no use for', async () => {
    const res = await postSigned('not json{');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorEnvelope('Webhook body is not valid JSON'));

    const other = JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: '1', changes: [{ field: 'messages', value: { messages: [{ from: '919876543210' }] } }] }] });
    const ignored = await postSigned(other);
    expect(ignored.statusCode).toBe(200);
    expect(ignored.json()).toEqual({ success: true });
  });
});

describe('delivery reports', () => {
  it('records delivered then read, drops the SMS it kept, and never goes back from read to delivered', async () => {
    const sent = await sentConfirmation();
    expect(sent.payload).toMatchObject({ smsFallback: { text: expect.any(String) } });

    expect((await post([{ id: sent.providerMessageId, status: 'sent', timestamp: 1_900_000_000 }])).statusCode).toBe(200);
    expect((await rowsTo(sent.recipient))[0]).toMatchObject({ status: 'sent', deliveryStatus: null });

    expect((await post([{ id: sent.providerMessageId, status: 'delivered', timestamp: 1_900_000_010 }])).statusCode).toBe(200);
    expect((await rowsTo(sent.recipient))[0]).toMatchObject({ deliveryStatus: 'delivered', deliveryReportedAt: new Date(1_900_000_010_000), payload: null });

    expect((await post([{ id: sent.providerMessageId, status: 'read', timestamp: 1_900_000_020 }])).statusCode).toBe(200);
    // A late 'delivered' (Meta does not promise order) and a repeated 'read' change nothing.
    expect((await post([{ id: sent.providerMessageId, status: 'delivered', timestamp: 1_900_000_015 }])).statusCode).toBe(200);
    expect((await post([{ id: sent.providerMessageId, status: 'read', timestamp: 1_900_000_030 }])).statusCode).toBe(200);
    expect((await rowsTo(sent.recipient))[0]).toMatchObject({ status: 'sent', deliveryStatus: 'read', deliveryReportedAt: new Date(1_900_000_020_000) });
  });

  it('takes read before delivered, and several statuses in one delivery', async () => {
    const [first, second] = [await sentConfirmation(), await sentConfirmation()];
    const res = await post([
      { id: first.providerMessageId, status: 'read', timestamp: 1_900_000_100 },
      { id: first.providerMessageId, status: 'delivered', timestamp: 1_900_000_090 },
      { id: second.providerMessageId, status: 'delivered', timestamp: 1_900_000_095 },
      { id: 'wamid.unknown-to-gymslot', status: 'delivered' },
    ]);
    expect(res.statusCode).toBe(200);
    expect((await rowsTo(first.recipient))[0]).toMatchObject({ deliveryStatus: 'read', deliveryReportedAt: new Date(1_900_000_100_000) });
    expect((await rowsTo(second.recipient))[0]).toMatchObject({ deliveryStatus: 'delivered' });
  });

  it('ignores an id GymSlot does not know with 200', async () => {
    const res = await post([{ id: 'wamid.HBgMOTE5ODc2NTQzMjEwFQIAERgSNjU0MzIx', status: 'failed', errors: [{ code: 131026, title: 'Message undeliverable' }] }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
  });
});

describe('a failure reported after sending', () => {
  it('fails the message with what Meta said (the number masked) and queues its SMS once, however often it is reported', async () => {
    const sent = await sentConfirmation();
    const failure: FakeStatus = {
      id: sent.providerMessageId,
      status: 'failed',
      timestamp: 1_900_000_200,
      recipient_id: sent.recipient.slice(1),
      errors: [{ code: 131026, title: 'Message undeliverable', error_data: { details: `Message to ${sent.recipient.slice(1)} failed.` } }],
    };
    const failedBefore = await failedCount();
    for (let i = 0; i < 3; i += 1) expect((await post([failure])).statusCode).toBe(200);

    const rows = await rowsTo(sent.recipient);
    const whatsappRow = rows.find((row) => row.channel === 'whatsapp');
    expect(whatsappRow).toMatchObject({ status: 'failed', payload: null });
    expect(whatsappRow?.lastError).toBe(`WhatsApp reported it failed (code 131026): Message undeliverable: Message to +91 98*** **${sent.recipient.slice(-3)} failed.`);
    const sms = rows.filter((row) => row.channel === 'sms');
    expect(sms).toEqual([expect.objectContaining({ kind: 'booking_confirmed', status: 'queued', dedupeKey: `sms-fallback:${sent.id}` })]);
    expect(await failedCount()).toBe(failedBefore + 1);

    // The SMS goes out through MSG91 with the fallback's own template and values.
    await t.messages.deliverDue();
    expect(msg91.accepted).toEqual([
      expect.objectContaining({ templateId: msg91.bookingTemplate, recipient: { mobiles: sent.recipient.slice(1), var1: 'Iron Temple', var2: '12 June', var3: '06:00 PM' } }),
    ]);
    // A report for a message already failed changes nothing, even a late 'read'.
    expect((await post([{ id: sent.providerMessageId, status: 'read' }])).statusCode).toBe(200);
    expect((await rowsTo(sent.recipient)).find((row) => row.channel === 'whatsapp')).toMatchObject({ status: 'failed', deliveryStatus: null });
  });

  it('lets an admin queue it again, which fails for good at once: its content was dropped once sent', async () => {
    const sent = await sentConfirmation();
    await post([{ id: sent.providerMessageId, status: 'failed', errors: [{ code: 131049, title: 'Message not delivered to maintain healthy ecosystem engagement.' }] }]);
    const retried = await t.app.inject({ method: 'POST', url: `/api/admin/messages/${sent.id}/retry`, headers: admin.headers });
    expect(retried.statusCode).toBe(200);
    await t.messages.deliverDue();
    const rows = await rowsTo(sent.recipient);
    expect(rows.find((row) => row.channel === 'whatsapp')).toMatchObject({
      status: 'failed',
      lastError: 'Its content was dropped once it was sent; it cannot be sent again.',
    });
    expect(rows.filter((row) => row.channel === 'sms')).toHaveLength(1);
    expect(whatsapp.accepted).toHaveLength(1);
  });
});

async function failedCount(): Promise<number> {
  const scraped = await t.metrics.registry.metrics();
  return Number(/gymslot_messages_total\{event="failed",channel="whatsapp"\} (\d+)/.exec(scraped)?.[1] ?? 0);
}

describe('without WhatsApp settings', () => {
  const bare = useTestApp();

  it('answers both calls 404: there is no webhook to call', async () => {
    const get = await bare.app.inject({ method: 'GET', url: `${url}?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1` });
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual(errorEnvelope('WhatsApp webhooks are not configured'));
    const { payload, headers } = whatsapp.statusWebhook([{ id: 'wamid.x', status: 'delivered' }]);
    const posted = await bare.app.inject({ method: 'POST', url, payload, headers });
    expect(posted.statusCode).toBe(404);
    expect(posted.json()).toEqual(errorEnvelope('WhatsApp webhooks are not configured'));
  });
});
