import type { Language } from '@gymslot/shared/languages';
import { params } from '@gymslot/shared/message-params';
import type { AppConfig } from '../../config.js';
import { i18n } from '../../lib/i18n.js';
import type { OutgoingText } from '../messages/outgoing-message.js';

// §8.12 (decision 062): a new phone-only front-desk account is told, on WhatsApp (or by SMS where
// only that is set), that it may sign in with its number. Template values, in order: gym, owner, loginUrl.

const texts = i18n('staff-invitation-text', {
  text: params('GymSlot: {owner} added you to the front desk of {gym}. Sign in with this mobile number: {loginUrl}'),
});

export function staffInvitationText(
  to: string,
  values: { gym: string; owner: string },
  config: Pick<AppConfig, 'publicUrl' | 'whatsapp' | 'msg91'>,
  language: Language,
): OutgoingText {
  const loginUrl = `${config.publicUrl}/login/phone`;
  const text = texts(language).text({ ...values, loginUrl });
  const template = { language, params: [values.gym, values.owner, loginUrl] };
  const whatsapp = config.whatsapp !== undefined || config.msg91 === undefined;
  const fallback = whatsapp && config.msg91 !== undefined ? { smsFallback: { text, template } } : {};
  return { channel: whatsapp ? 'whatsapp' : 'sms', kind: 'staff_invitation', to, text, template, ...fallback };
}
