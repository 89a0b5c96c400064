import type { Language } from '@gymslot/shared/languages';
import { params } from '@gymslot/shared/message-params';
import { PHONE_CODE_TTL_SECONDS } from '@gymslot/shared/phone-auth-schemas';
import type { PhoneChannel } from '@gymslot/shared/phone-auth-schemas';
import { i18n } from '../../../lib/i18n.js';
import type { OutgoingText } from '../../messages/outgoing-message.js';

const texts = i18n('phone-code-message', {
  code: params('{code} is your GymSlot code. It expires in {minutes} minutes. Never share it: GymSlot will never ask you for it.'),
});

/**
 * The sign-in code as a WhatsApp or SMS message (§8.9), in the language the person asked in. Both
 * providers send it through a template whose one value is the code (WhatsApp's authentication
 * template adds its copy-code button); a WhatsApp code carries its SMS, sent instead when WhatsApp
 * refuses it, where an SMS provider is set.
 */
export function phoneCodeMessage(to: string, code: string, channel: PhoneChannel, language: Language, smsFallback: boolean): OutgoingText {
  const text = texts(language).code({ code, minutes: PHONE_CODE_TTL_SECONDS / 60 });
  const template = { language, params: [code] };
  const fallback = channel === 'whatsapp' && smsFallback ? { smsFallback: { text, template } } : {};
  return { channel, kind: 'phone_code', to, text, template, ...fallback };
}
