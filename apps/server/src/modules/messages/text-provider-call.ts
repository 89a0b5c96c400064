import { ProviderRefusal } from './delivery-attempts.js';
import { maskSecretsIn } from './mask-recipient.js';
import type { TextToSend } from './message-outbox.js';

/** How long a WhatsApp or SMS provider may take to answer one message before the attempt is given up (and retried). */
export const TEXT_PROVIDER_TIMEOUT_MS = 10_000;

export interface ProviderReply {
  status: number;
  /** The reply's JSON; undefined when it was not JSON or could not be read. */
  json: unknown;
}

/** Why a request got no answer, in a few words that name no address: 'no answer within 10 s', 'ECONNREFUSED'. */
function unanswered(error: unknown, timeoutMs: number): string {
  const { name, message, cause } = (error ?? {}) as { name?: unknown; message?: unknown; cause?: { code?: unknown; message?: unknown } };
  if (name === 'TimeoutError') return `no answer within ${timeoutMs / 1000} s`;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return typeof message === 'string' ? message : 'no answer';
}

/**
 * POSTs `body` as JSON with a timeout. No answer (a timeout, a refused connection, a reset) is a
 * ProviderRefusal to try again, named `provider`; any HTTP answer is returned for the caller to
 * judge.
 */
export async function postJson(provider: string, url: string, headers: Record<string, string>, body: unknown, timeoutMs: number): Promise<ProviderReply> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new ProviderRefusal(`${provider} unreachable: ${unanswered(error, timeoutMs)}`, false);
  }
  const json: unknown = await response.json().catch(() => undefined);
  return { status: response.status, json };
}

/**
 * What a refusal may say in the admin list and the log: never the number (masked), the key, or a
 * sign-in code (a phone code's values are its code).
 */
export function refusalText(text: string, message: TextToSend, key: string): string {
  const secrets = [key, message.to.replace(/\D/g, ''), ...(message.kind === 'phone_code' ? message.template.params : [])];
  return maskSecretsIn(text, secrets);
}

/** The number as both providers take it: E.164's digits without the '+'. */
export function digitsOf(e164: string): string {
  return e164.replace(/\D/g, '');
}
