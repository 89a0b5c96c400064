import { isTextMessageKind, type Msg91Config } from '../../text-provider-config.js';
import { ProviderRefusal } from './delivery-attempts.js';
import type { TextToSend } from './message-outbox.js';
import { digitsOf, postJson, refusalText, TEXT_PROVIDER_TIMEOUT_MS } from './text-provider-call.js';

// SMS through MSG91's Flow API (API contract §8.9, decision 056): India's SMS routes carry only
// DLT-approved templates, so each kind names its MSG91 template id; the values go as var1…varN.

/** The env variable naming each kind's template, for a refusal that says what to set. */
const templateVariable = (kind: string) => (kind === 'phone_code' ? 'MSG91_OTP_TEMPLATE_ID' : `MSG91_TEMPLATE_${kind.toUpperCase()}`);

/** The values of a flow's recipient: var1, var2, … in the template's order. */
export function msg91Variables(params: readonly string[]): Record<string, string> {
  return Object.fromEntries(params.map((value, index) => [`var${index + 1}`, value]));
}

/**
 * Refusals worth another try: MSG91's own trouble (5xx), too many requests (429), keys it does not
 * take or a server address it does not allow (401, 403, 418, or words to that effect with another
 * status), and an account out of balance. An operator's fix sends every waiting message.
 */
function retried(status: number, said: string): boolean {
  return status >= 500 || [401, 403, 418, 429].includes(status) || /authenticat|authkey|whitelist|balance|credit/i.test(said);
}

export function createMsg91Sender(config: Msg91Config, timeoutMs = TEXT_PROVIDER_TIMEOUT_MS): (message: TextToSend) => Promise<string | undefined> {
  const url = `${config.apiUrl}/api/v5/flow`;

  return async (message) => {
    const templateId = isTextMessageKind(message.kind) ? config.templates[message.kind] : undefined;
    if (templateId === undefined) {
      throw new ProviderRefusal(`No MSG91 template for messages of kind ${message.kind} (set ${templateVariable(message.kind)})`, true);
    }
    const body = {
      template_id: templateId,
      short_url: '0',
      recipients: [{ mobiles: digitsOf(message.to), ...msg91Variables(message.template.params) }],
    };
    const reply = await postJson('MSG91', url, { authkey: config.authKey }, body, timeoutMs);
    const answer = (reply.json ?? {}) as { type?: unknown; message?: unknown };
    if (reply.status >= 200 && reply.status < 300 && answer.type !== 'error') {
      // Taken (a reply that cannot be read still means it was, so it is not sent twice); its request id names it.
      return answer.type === 'success' && typeof answer.message === 'string' && answer.message !== '' ? answer.message : undefined;
    }
    const said = typeof answer.message === 'string' ? answer.message : '';
    const text = refusalText(`MSG91 refused it (HTTP ${reply.status})${said ? `: ${said}` : ''}`, message, config.authKey);
    throw new ProviderRefusal(text, !retried(reply.status, said));
  };
}
