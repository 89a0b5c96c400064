import { isTextMessageKind, type WhatsappConfig } from '../../text-provider-config.js';
import { ProviderRefusal } from './delivery-attempts.js';
import type { TextToSend } from './message-outbox.js';
import { digitsOf, postJson, refusalText, TEXT_PROVIDER_TIMEOUT_MS } from './text-provider-call.js';

// WhatsApp Cloud API (API contract §8.9, decision 056): every message is an approved template,
// `POST {apiUrl}/{phone-number-id}/messages` with the access token as a Bearer token.

/**
 * Graph API error codes that say "not now" whatever the HTTP status: rate limits (4, 80007,
 * 130429, 131048, 131056), Meta's own trouble (1, 2, 131000, 131016, 133004), a temporary block
 * (368). Tried again later.
 */
const notNowCodes = new Set([1, 2, 4, 368, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);

/**
 * Codes about GymSlot's keys or account, not the message: a bad or expired token (0, 190), a
 * missing permission (3, 10, 200–299), the business number not registered (133010), the account
 * locked (131031) or unpaid (131042). Tried again: once an operator fixes the settings, every
 * waiting message goes.
 */
function isSettingsProblem(code: number | undefined, status: number): boolean {
  if (status === 401 || status === 403) return true;
  if (code === undefined) return false;
  return [0, 3, 10, 190, 131005, 131031, 131042, 133010].includes(code) || (code >= 200 && code <= 299);
}

interface GraphError {
  message?: unknown;
  code?: unknown;
  error_data?: { details?: unknown };
}

/** WhatsApp rejects a template value holding a new line, a tab or more than four spaces in a row. */
function templateValue(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ').replace(/ {4,}/g, '   ');
}

/**
 * The template's components as Meta documents them: the values as the body's text parameters; a
 * sign-in code's authentication template also takes the code as the parameter of its copy-code
 * button (a `url` button at index 0).
 */
export function whatsappComponents(kind: string, params: readonly string[]): object[] {
  const values = params.map(templateValue);
  const body = values.length === 0 ? [] : [{ type: 'body', parameters: values.map((text) => ({ type: 'text', text })) }];
  if (kind !== 'phone_code') return body;
  return [...body, { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: values[0] ?? '' }] }];
}

export function createWhatsappSender(config: WhatsappConfig, timeoutMs = TEXT_PROVIDER_TIMEOUT_MS): (message: TextToSend) => Promise<string | undefined> {
  const url = `${config.apiUrl}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  const authorization = `Bearer ${config.accessToken}`;

  return async (message) => {
    if (!isTextMessageKind(message.kind)) throw new ProviderRefusal(`WhatsApp has no template for messages of kind ${message.kind}`, true);
    if (message.kind === 'phone_code' && message.template.params.length === 0) {
      throw new ProviderRefusal('A sign-in code message has no code to send', true);
    }
    const body = {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: digitsOf(message.to),
      type: 'template',
      template: {
        name: config.templates[message.kind],
        language: { code: message.template.language },
        components: whatsappComponents(message.kind, message.template.params),
      },
    };
    const reply = await postJson('WhatsApp', url, { authorization }, body, timeoutMs);
    if (reply.status >= 200 && reply.status < 300) {
      // Taken; a reply that cannot be read still means it was, so it is not sent twice.
      const id = (reply.json as { messages?: { id?: unknown }[] } | undefined)?.messages?.[0]?.id;
      return typeof id === 'string' && id !== '' ? id : undefined;
    }
    const error = ((reply.json as { error?: GraphError } | undefined)?.error ?? {}) as GraphError;
    const code = typeof error.code === 'number' ? error.code : undefined;
    const said = [error.message, error.error_data?.details].filter((part): part is string => typeof part === 'string' && part !== '').join(' ');
    const text = refusalText(`WhatsApp refused it (HTTP ${reply.status}${code === undefined ? '' : `, code ${code}`})${said ? `: ${said}` : ''}`, message, config.accessToken);
    const retried = reply.status >= 500 || reply.status === 429 || (code !== undefined && notNowCodes.has(code)) || isSettingsProblem(code, reply.status);
    throw new ProviderRefusal(text, !retried);
  };
}
