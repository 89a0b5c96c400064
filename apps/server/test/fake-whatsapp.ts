import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { startScriptedServer, type ProviderAnswer, type RecordedRequest } from './fake-provider-server.js';

// A stand-in for WhatsApp Cloud API on 127.0.0.1: `POST /v21.0/{phone-number-id}/messages` with a
// Bearer token, answered as the Graph API answers (a `wamid.` id, or its error object), plus what a
// test needs to play Meta's webhook sender: status deliveries signed with the app secret.

const API_VERSION = 'v21.0';
const randomPart = (bytes = 8) => randomBytes(bytes).toString('hex');

/** A Graph API error as Meta documents it: `{ error: { message, type, code, error_data, fbtrace_id } }`. */
export function graphError(status: number, code: number, message: string, details?: string, type = 'OAuthException'): ProviderAnswer {
  return {
    status,
    body: {
      error: {
        message,
        type,
        code,
        ...(details === undefined ? {} : { error_data: { messaging_product: 'whatsapp', details } }),
        fbtrace_id: `A${randomPart(10)}`,
      },
    },
  };
}

/** Answers the real API gives, for scripting: refusals of the message itself, rate limits, outages. */
export const whatsappAnswers = {
  /** A token Meta does not take. */
  invalidToken: () => graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token'),
  /** The number cannot get the message (not on WhatsApp, or it blocked the business). */
  undeliverable: (to = '919876543210') => graphError(400, 131026, '(#131026) Message undeliverable', `Message to ${to} could not be delivered.`),
  templateMissing: () => graphError(404, 132001, '(#132001) Template name does not exist in the translation', 'template name not found in en'),
  rateLimited: () => graphError(400, 130429, '(#130429) Rate limit hit', 'Cloud API message throughput has been reached.'),
  serverError: () => graphError(500, 131000, '(#131000) Something went wrong', 'Something went wrong. Please try again later.'),
};

/** One status of a status webhook, as in Meta's `statuses[]`. */
export interface FakeStatus {
  id: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  /** Unix seconds. */
  timestamp?: number;
  recipient_id?: string;
  errors?: { code: number; title: string; message?: string; error_data?: { details: string } }[];
}

export interface SignedStatusWebhook {
  payload: string;
  headers: Record<string, string>;
}

export async function startFakeWhatsapp() {
  const phoneNumberId = String(100_000_000_000_000 + Math.floor(Math.random() * 1e12));
  const accessToken = `EAAG${randomPart(24)}`;
  const appSecret = randomPart(16);
  const verifyToken = `verify-${randomPart(6)}`;
  const wabaId = String(200_000_000_000_000 + Math.floor(Math.random() * 1e12));
  /** Messages the fake took, with the id it gave each. */
  const accepted: { id: string; to: string; template: unknown }[] = [];

  function answer(request: RecordedRequest): ProviderAnswer {
    if (request.headers.authorization !== `Bearer ${accessToken}`) return whatsappAnswers.invalidToken();
    if (request.method !== 'POST' || request.path !== `/${API_VERSION}/${phoneNumberId}/messages`) {
      return graphError(400, 100, `Unsupported post request. Object with ID '${request.path}' does not exist`, undefined, 'GraphMethodException');
    }
    const body = (request.body ?? {}) as { messaging_product?: unknown; to?: unknown; type?: unknown; template?: { name?: unknown; language?: { code?: unknown } } };
    if (body.messaging_product !== 'whatsapp') return graphError(400, 100, '(#100) The parameter messaging_product is required.');
    if (typeof body.to !== 'string' || !/^\d{8,15}$/.test(body.to)) return graphError(400, 100, '(#100) Invalid parameter', 'to must be a phone number');
    if (body.type !== 'template' || typeof body.template?.name !== 'string' || typeof body.template.language?.code !== 'string') {
      return graphError(400, 131008, '(#131008) Required parameter is missing', 'template name and language are required');
    }
    const id = `wamid.${Buffer.from(`${phoneNumberId}:${randomPart()}`).toString('base64')}`;
    accepted.push({ id, to: body.to, template: body.template });
    return { status: 200, body: { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id, message_status: 'accepted' }] } };
  }

  const server = await startScriptedServer(answer);

  /** A status webhook body as Meta sends it, signed with `secret` (the app secret unless a test forges one). */
  function statusWebhook(statuses: FakeStatus[], secret = appSecret): SignedStatusWebhook {
    const payload = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: wabaId,
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550001111', phone_number_id: phoneNumberId },
                statuses: statuses.map((status) => ({ timestamp: 1_900_000_000, recipient_id: '919876543210', ...status })),
              },
            },
          ],
        },
      ],
    });
    const signature = createHmac('sha256', secret).update(payload).digest('hex');
    return { payload, headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${signature}` } };
  }

  return {
    ...server,
    /** Ends in the API version, as WHATSAPP_API_URL does. */
    apiUrl: `${server.url}/${API_VERSION}`,
    phoneNumberId,
    accessToken,
    appSecret,
    verifyToken,
    accepted,
    statusWebhook,
    /** Forgets requests, messages taken and scripted answers, for the next test. */
    reset(): void {
      server.reset();
      accepted.length = 0;
    },
    /** The settings that point the app at this fake. */
    env(): Record<string, string> {
      return {
        WHATSAPP_API_URL: `${server.url}/${API_VERSION}`,
        WHATSAPP_PHONE_NUMBER_ID: phoneNumberId,
        WHATSAPP_ACCESS_TOKEN: accessToken,
        WHATSAPP_APP_SECRET: appSecret,
        WHATSAPP_VERIFY_TOKEN: verifyToken,
      };
    },
  };
}

export type FakeWhatsapp = Awaited<ReturnType<typeof startFakeWhatsapp>>;

/** A fake WhatsApp for a whole test file: started before its tests (and before useTestApp's app), stopped after. */
export function useFakeWhatsapp(): FakeWhatsapp {
  const handle = {} as FakeWhatsapp;
  beforeAll(async () => {
    Object.assign(handle, await startFakeWhatsapp());
  });
  afterAll(async () => {
    await handle.close();
  });
  return handle;
}
