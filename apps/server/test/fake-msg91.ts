import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { startScriptedServer, type ProviderAnswer, type RecordedRequest } from './fake-provider-server.js';

// A stand-in for MSG91's Flow API on 127.0.0.1: `POST /api/v5/flow` with the `authkey` header,
// answered as MSG91 answers: `{ type: 'success', message: <request id> }`, or
// `{ type: 'error', message }` (with `code` for a key it does not take).

const randomPart = (bytes = 8) => randomBytes(bytes).toString('hex');

export const msg91Answers = {
  invalidAuthKey: (): ProviderAnswer => ({ status: 401, body: { type: 'error', message: 'Authentication failure', code: '401' } }),
  invalidMobile: (): ProviderAnswer => ({ status: 400, body: { type: 'error', message: 'Mobile number not valid' } }),
  unknownTemplate: (): ProviderAnswer => ({ status: 400, body: { type: 'error', message: 'Template ID Missing or Invalid Template' } }),
  lowBalance: (): ProviderAnswer => ({ status: 200, body: { type: 'error', message: 'Insufficient balance' } }),
  serverError: (): ProviderAnswer => ({ status: 502, body: { type: 'error', message: 'Bad gateway' } }),
  tooManyRequests: (): ProviderAnswer => ({ status: 429, body: { type: 'error', message: 'Too many requests' } }),
};

export async function startFakeMsg91() {
  const authKey = `${randomPart(12)}`;
  /** The DLT templates this account has (by id); any other id is refused. */
  const templates = new Set([`otp${randomPart(10)}`, `bk${randomPart(10)}`]);
  /** Messages the fake took, with the request id it gave each. */
  const accepted: { requestId: string; templateId: string; recipient: Record<string, string> }[] = [];

  function answer(request: RecordedRequest): ProviderAnswer {
    if (request.headers.authkey !== authKey) return msg91Answers.invalidAuthKey();
    if (request.method !== 'POST' || !/^\/api\/v5\/flow\/?$/.test(request.path)) return { status: 404, body: { type: 'error', message: 'Not found' } };
    const body = (request.body ?? {}) as { template_id?: unknown; recipients?: unknown };
    if (typeof body.template_id !== 'string' || !templates.has(body.template_id)) return msg91Answers.unknownTemplate();
    const recipients = Array.isArray(body.recipients) ? (body.recipients as Record<string, string>[]) : [];
    if (recipients.length === 0 || recipients.some((recipient) => !/^91\d{10}$/.test(String(recipient.mobiles)))) return msg91Answers.invalidMobile();
    const requestId = randomPart(12);
    for (const recipient of recipients) accepted.push({ requestId, templateId: body.template_id, recipient });
    return { status: 200, body: { type: 'success', message: requestId } };
  }

  const server = await startScriptedServer(answer);
  const [otpTemplate = '', bookingTemplate = ''] = [...templates];

  return {
    ...server,
    authKey,
    otpTemplate,
    bookingTemplate,
    accepted,
    reset(): void {
      server.reset();
      accepted.length = 0;
    },
    /** The settings that point the app at this fake: sign-in codes and booking confirmations have templates, nothing else. */
    env(): Record<string, string> {
      return { MSG91_API_URL: server.url, MSG91_AUTH_KEY: authKey, MSG91_OTP_TEMPLATE_ID: otpTemplate, MSG91_TEMPLATE_BOOKING_CONFIRMED: bookingTemplate };
    },
  };
}

export type FakeMsg91 = Awaited<ReturnType<typeof startFakeMsg91>>;

/** A fake MSG91 for a whole test file: started before its tests (and before useTestApp's app), stopped after. */
export function useFakeMsg91(): FakeMsg91 {
  const handle = {} as FakeMsg91;
  beforeAll(async () => {
    Object.assign(handle, await startFakeMsg91());
  });
  afterAll(async () => {
    await handle.close();
  });
  return handle;
}
