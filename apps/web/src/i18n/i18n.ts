import type { Language } from '@gymslot/shared/languages';
import { type ComponentsJSON, createI18n } from '@nanostores/i18n';
import { locale, rememberLanguage } from './locale';

// Every screen's texts are defined beside it with `i18n('screen-name', { key: 'English text' })` and read
// with `useStore`. English is in the code; the Hindi catalogue is a separate chunk, fetched only when
// Hindi is chosen (docs/decisions/041).

const loadHindi = (): Promise<ComponentsJSON> => import('@gymslot/shared/locales/hi.json').then((module) => module.default);

export const i18n = createI18n(locale, { get: loadHindi });

/**
 * Fetches a language's texts before it is shown, so a switch or a Hindi first render never flashes
 * English. Resolves at once for English or when already loaded.
 */
export async function loadLanguage(language: Language): Promise<void> {
  // The library types its cache by message, though it holds (and `get` gives) whole catalogues.
  const cache = i18n.cache as unknown as Partial<Record<Language, ComponentsJSON>>;
  if (language === 'en' || cache[language]) return;
  cache[language] = await loadHindi();
}

/** Shows the app in `language` from now on, and remembers it. */
export async function switchLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  rememberLanguage(language);
}
