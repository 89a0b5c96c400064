// The languages GymSlot speaks (api-contract §8.6). English is the source: its texts are written in the
// code beside where they are shown. Hindi is a translation, in one catalogue a translator can edit
// (locales/hi.json, keyed by the name of the screen or mail and then the message).

export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];

/** The cookie that remembers a person's choice: the web app reads it, the server sets `<html lang>` and writes mails by it. */
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'hi';
}
