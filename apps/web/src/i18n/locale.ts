import { isLanguage, LANGUAGE_COOKIE, type Language } from '@gymslot/shared/languages';
import { atom } from 'nanostores';

// The language a person reads GymSlot in. The cookie remembers the choice across visits and tells the
// server which `<html lang>` to write and which language to write mails in; the page's own `lang`
// (the server's pick from the browser's languages on a first visit) stands in until one is chosen.

const ONE_YEAR_SECONDS = 31_536_000;

function languageAtStart(): Language {
  // The build renders the app's frame in Node, in English.
  if (typeof document === 'undefined') return 'en';
  const chosen = new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([a-z]+)`).exec(document.cookie)?.[1];
  if (isLanguage(chosen)) {
    // A page the service worker kept offline says the language it was saved in, not the one chosen since.
    document.documentElement.lang = chosen;
    return chosen;
  }
  const pageLanguage = document.documentElement.lang;
  return isLanguage(pageLanguage) ? pageLanguage : 'en';
}

export const locale = atom<Language>(languageAtStart());

/** The language now shown, for the formatters in lib/formatters.ts. */
export const currentLanguage = (): Language => locale.get();

export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  document.documentElement.lang = language;
  locale.set(language);
}
