import hindi from '@gymslot/shared/locales/hi.json' with { type: 'json' };
import type { Language } from '@gymslot/shared/languages';
import { createI18n, type Components, type ComponentsJSON, type Translations } from '@nanostores/i18n';
import { atom } from 'nanostores';

// The server's texts (mails) in every language, with the web app's library and its one Hindi catalogue
// (docs/decisions/041). English is written beside each mail; Hindi comes from the catalogue.

const noDownload = async () => ({});
const translators = {
  en: createI18n(atom<Language>('en'), { get: noDownload }),
  // The library types its cache by message, though it holds whole catalogues (plural forms as objects).
  hi: createI18n(atom<Language>('hi'), { get: noDownload, cache: { hi: (hindi satisfies ComponentsJSON) as unknown as Components, en: {} } }),
};

/**
 * One mail's (or message's) texts, named for the catalogue: `const texts = i18n('reminder-mail', { subject: 'Your workout' })`,
 * then `texts('hi').subject`.
 */
export function i18n<Body extends Translations>(component: string, base: Body): (language: Language) => Body {
  const en = translators.en(component, base);
  const hi = translators.hi(component, base);
  return (language) => (language === 'hi' ? hi : en).get();
}
