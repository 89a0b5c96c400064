import { beforeEach, describe, expect, it } from 'vitest';
import { msg91Answers, useFakeMsg91 } from '../../../test/fake-msg91.js';
import type { Msg91Config } from '../../text-provider-config.js';
import { ProviderRefusal } from './delivery-attempts.js';
import type { TextToSend } from './message-outbox.js';
import { createMsg91Sender } from './msg91-sender.js';

// The MSG91 Flow API adapter against a stand-in (§8.9): the DLT template of each kind, its values
// as var1…varN, the authkey header, and refusals judged for the outbox without the number, the
// code or the key.

const fake = useFakeMsg91();
beforeEach(() => fake.reset());

const TIMEOUT_MS = 300;
const config = (overrides: Partial<Msg91Config> = {}): Msg91Config => ({
  apiUrl: fake.url,
  authKey: fake.authKey,
  templates: { phone_code: fake.otpTemplate, booking_confirmed: fake.bookingTemplate },
  ...overrides,
});
const send = (message: TextToSend, overrides: Partial<Msg91Config> = {}) => createMsg91Sender(config(overrides), TIMEOUT_MS)(message);

const code = '905113';
const phoneCode: TextToSend = {
  messageId: 'a'.repeat(24),
  kind: 'phone_code',
  to: '+919876543210',
  text: `${code} is your GymSlot code.`,
  template: { language: 'en', params: [code, '5'] },
};
const confirmed: TextToSend = {
  messageId: 'b'.repeat(24),
  kind: 'booking_confirmed',
  to: '+918123456789',
  text: 'Booked: Iron Temple, 12 June, 06:00 PM. OTP 4821.',
  template: { language: 'hi', params: ['Iron Temple', '12 June', '06:00 PM', '4821'] },
};

async function refusal(promise: Promise<unknown>): Promise<ProviderRefusal> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ProviderRefusal)) throw new Error(`Expected a ProviderRefusal, got ${String(error)}`);
  return error;
}

describe('sending an SMS through MSG91', () => {
  it("posts the kind's template with the values as var1…varN and returns MSG91's request id", async () => {
    const id = await send(phoneCode);
    expect(id).toBe(fake.accepted[0]?.requestId);
    const [request] = fake.requests;
    expect(request?.path).toBe('/api/v5/flow');
    expect(request?.headers.authkey).toBe(fake.authKey);
    expect(request?.body).toEqual({ template_id: fake.otpTemplate, short_url: '0', recipients: [{ mobiles: '919876543210', var1: code, var2: '5' }] });

    await send(confirmed);
    expect(fake.requests[1]?.body).toEqual({
      template_id: fake.bookingTemplate,
      short_url: '0',
      recipients: [{ mobiles: '918123456789', var1: 'Iron Temple', var2: '12 June', var3: '06:00 PM', var4: '4821' }],
    });
  });

  it('refuses for good, sending nothing, a kind whose template is not set, saying which variable to set', async () => {
    const noTemplate = await refusal(send({ ...confirmed, kind: 'reminder' }));
    expect(noTemplate.permanent).toBe(true);
    expect(noTemplate.message).toBe('No MSG91 template for messages of kind reminder (set MSG91_TEMPLATE_REMINDER)');
    expect((await refusal(send({ ...confirmed, kind: 'password_reset' }))).permanent).toBe(true);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('a refusal from MSG91', () => {
  it('fails for good when MSG91 refuses the message itself, without the number or the code in what it says', async () => {
    fake.answerNext(msg91Answers.invalidMobile(), msg91Answers.unknownTemplate());
    const badNumber = await refusal(send(phoneCode));
    expect(badNumber.permanent).toBe(true);
    expect(badNumber.message).toBe('MSG91 refused it (HTTP 400): Mobile number not valid');
    expect((await refusal(send(confirmed))).permanent).toBe(true);

    fake.answerNext({ status: 200, body: { type: 'error', message: `Invalid value ${code} for 919876543210` } });
    expect((await refusal(send(phoneCode))).message).toBe('MSG91 refused it (HTTP 200): Invalid value *** for +91 98*** **210');
  });

  it('is tried again for an outage, too many requests, an exhausted balance, or a key MSG91 does not take (never shown)', async () => {
    fake.answerNext(msg91Answers.serverError(), msg91Answers.tooManyRequests(), msg91Answers.lowBalance());
    for (let i = 0; i < 3; i += 1) expect((await refusal(send(confirmed))).permanent).toBe(false);

    const wrongKey = 'wrong-auth-key-1234';
    const refused = await refusal(send(confirmed, { authKey: wrongKey }));
    expect(refused.permanent).toBe(false);
    expect(refused.message).toBe('MSG91 refused it (HTTP 401): Authentication failure');
    expect(fake.requests.at(-1)?.headers.authkey).toBe(wrongKey);
    // Said with a 200, as MSG91 sometimes does, it is still a key to fix, not a message to drop.
    fake.answerNext({ status: 200, body: { type: 'error', message: `AuthenticationFailure for ${wrongKey}` } });
    const echoed = await refusal(send(confirmed, { authKey: wrongKey }));
    expect(echoed.permanent).toBe(false);
    expect(echoed.message).not.toContain(wrongKey);
  });

  it('gives up an attempt that gets no answer within its timeout, to be tried again', async () => {
    fake.answerNext('hang');
    const silent = await refusal(send(confirmed));
    expect(silent.permanent).toBe(false);
    expect(silent.message).toBe(`MSG91 unreachable: no answer within ${TIMEOUT_MS / 1000} s`);
  });
});
