import { params } from '@gymslot/shared/message-params';
import type { Language } from '@gymslot/shared/languages';
import { i18n } from '../../lib/i18n.js';

const common = i18n('mail-common', {
  greeting: params('Hi {name},'),
});

/** How every mail opens: 'Hi Asha,' or its Hindi. */
export function greeting(name: string, language: Language): string {
  return common(language).greeting({ name });
}
