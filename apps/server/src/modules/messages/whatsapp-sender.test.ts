import { createServer, type AddressInfo } from 'node:net';
import { beforeEach, describe, expect, it } from 'vitest';
import { useFakeWhatsapp, whatsappAnswers } from '../../../test/fake-whatsapp.js';
import { textMessageKinds, type WhatsappConfig } from '../../text-provider-config.js';
import { describeFailure, isPermanentFailure, ProviderRefusal } from './delivery-attempts.js';
import type { TextToSend } from './message-outbox.js';
import { createWhatsappSender } from './whatsapp-sender.js';

// The WhatsApp Cloud API adapter against a stand-in of the Graph API (§8.9): the documented
// template payloads, the token, and refusals judged for the outbox and told without the number,
// the code or the token.

const fake = useFakeWhatsapp();
beforeEach(() => fake.reset());

const TIMEOUT_MS = 300;
const config = (overrides: Partial<WhatsappConfig> = {}): WhatsappConfig => ({
  apiUrl: fake.apiUrl,
  phoneNumberId: fake.phoneNumberId,
  accessToken: fake.accessToken,
  appSecret: fake.appSecret,
  verifyToken: fake.verifyToken,
  templates: Object.fromEntries(textMessageKinds.map((kind) => [kind, `gymslot_${kind}`])) as WhatsappConfig['templates'],
  ...overrides,
});
const send = (message: TextToSend, overrides: Partial<WhatsappConfig> = {}) => createWhatsappSender(config(overrides), TIMEOUT_MS)(message);

const code = '482913';
const phoneCode: TextToSend = {
  messageId: 'a'.repeat(24),
  kind: 'phone_code',
  to: '+919876543210',
  text: `${code} is your GymSlot code.`,
  template: { language: 'hi', params: [code] },
};
const reminder: TextToSend = {
  messageId: 'b'.repeat(24),
  kind: 'reminder',
  to: '+919876543210',
  text: 'Reminder: Iron Temple at 06:00 PM today',
  template: { language: 'en', params: ['Iron Temple', '06:00 PM\ntoday', 'OTP 1234'] },
};

/** A port nothing listens on any more. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function refusal(promise: Promise<unknown>): Promise<ProviderRefusal> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ProviderRefusal)) throw new Error(`Expected a ProviderRefusal, got ${String(error)}`);
  return error;
}

describe('sending a WhatsApp template', () => {
  it("sends a sign-in code as the authentication template, the code in its body and its copy-code button, and returns Meta's id", async () => {
    const id = await send(phoneCode);
    expect(id).toMatch(/^wamid\./);
    expect(fake.accepted.map((message) => message.id)).toEqual([id]);
    const [request] = fake.requests;
    expect(request?.path).toBe(`/v21.0/${fake.phoneNumberId}/messages`);
    expect(request?.headers.authorization).toBe(`Bearer ${fake.accessToken}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'gymslot_phone_code',
        language: { code: 'hi' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: code }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
        ],
      },
    });
  });

  it('sends a booking message as its utility template with its values as body text, with no new lines in them', async () => {
    await send(reminder);
    expect(fake.requests[0]?.body).toMatchObject({
      template: {
        name: 'gymslot_reminder',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Iron Temple' },
              { type: 'text', text: '06:00 PM today' },
              { type: 'text', text: 'OTP 1234' },
            ],
          },
        ],
      },
    });
  });

  it('refuses for good a kind with no template, and a code message without its code, sending nothing', async () => {
    const unknown = await refusal(send({ ...reminder, kind: 'password_reset' }));
    expect(unknown.permanent).toBe(true);
    expect(unknown.message).toBe('WhatsApp has no template for messages of kind password_reset');
    expect((await refusal(send({ ...phoneCode, template: { language: 'en', params: [] } }))).permanent).toBe(true);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('a refusal from WhatsApp', () => {
  it('fails for good when Meta refuses the message itself, telling why without the number or the code', async () => {
    fake.answerNext(whatsappAnswers.undeliverable());
    const undeliverable = await refusal(send(phoneCode));
    expect(undeliverable.permanent).toBe(true);
    expect(isPermanentFailure(undeliverable)).toBe(true);
    expect(undeliverable.message).toBe(
      'WhatsApp refused it (HTTP 400, code 131026): (#131026) Message undeliverable Message to +91 98*** **210 could not be delivered.',
    );

    fake.answerNext(whatsappAnswers.templateMissing());
    expect((await refusal(send(reminder))).permanent).toBe(true);

    // Meta echoing the code back (a parameter it did not like) shows no code.
    fake.answerNext({ status: 400, body: { error: { message: `(#131009) Parameter value is not valid: ${code}`, code: 131009, type: 'OAuthException' } } });
    const echoed = await refusal(send(phoneCode));
    expect(echoed.message).not.toContain(code);
    expect(describeFailure(echoed)).toBe('WhatsApp refused it (HTTP 400, code 131009): (#131009) Parameter value is not valid: ***');
  });

  it('is tried again for an outage, a rate limit, or a token Meta does not take (and never shows the token)', async () => {
    fake.answerNext(whatsappAnswers.serverError(), whatsappAnswers.rateLimited(), { status: 429, body: {} }, { status: 503, body: 'down' });
    for (let i = 0; i < 4; i += 1) expect((await refusal(send(reminder))).permanent).toBe(false);

    const wrongToken = 'EAAGwrong-token-123';
    const refused = await refusal(send(reminder, { accessToken: wrongToken }));
    expect(refused.permanent).toBe(false);
    expect(refused.message).toBe('WhatsApp refused it (HTTP 401, code 190): Invalid OAuth access token - Cannot parse access token');
    expect(fake.requests.at(-1)?.headers.authorization).toBe(`Bearer ${wrongToken}`);

    fake.answerNext({ status: 400, body: { error: { message: `Invalid token ${wrongToken}`, code: 190 } } });
    expect((await refusal(send(reminder, { accessToken: wrongToken }))).message).not.toContain(wrongToken);
  });

  it('gives up an attempt that gets no answer within its timeout, to be tried again', async () => {
    fake.answerNext('hang');
    const started = Date.now();
    const silent = await refusal(send(reminder));
    expect(silent.permanent).toBe(false);
    expect(silent.message).toBe(`WhatsApp unreachable: no answer within ${TIMEOUT_MS / 1000} s`);
    expect(Date.now() - started).toBeLessThan(5_000);

    const closed = await refusal(send(reminder, { apiUrl: `http://127.0.0.1:${await closedPort()}/v21.0` }));
    expect(closed.permanent).toBe(false);
    expect(closed.message).toBe('WhatsApp unreachable: ECONNREFUSED');
  });

  it("counts a 2xx it cannot read as taken, so the message is not sent twice", async () => {
    fake.answerNext({ status: 200, body: 'ok' });
    await expect(send(reminder)).resolves.toBeUndefined();
  });
});
