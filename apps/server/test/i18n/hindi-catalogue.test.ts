import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import hindi from '@gymslot/shared/locales/hi.json' with { type: 'json' };
import { serverTexts } from '@gymslot/shared/server-texts';
import { placeholders, readCodeMessages } from './catalogue-messages.js';

// The Hindi catalogue against the code: every English message has its Hindi, with the same
// placeholders, and the catalogue holds nothing the code no longer says.

const root = (relative: string) => fileURLToPath(new URL(`../../../../${relative}`, import.meta.url));
const code = readCodeMessages([root('apps/web/src'), root('apps/server/src')], { serverTexts });
const catalogue = hindi as Record<string, Record<string, string | Record<string, string>>>;
const devanagari = /[\u0900-\u097F]/;

describe('the Hindi catalogue', () => {
  it('reads every message definition in the code', () => {
    expect(code.unreadable).toEqual([]);
    expect(code.components.size).toBeGreaterThan(0);
  });

  it('names each screen once', () => {
    const twice = [...code.files].filter(([, places]) => places.length > 1);
    expect(twice).toEqual([]);
  });

  it('has Hindi for every English message, with the same placeholders and plural forms', () => {
    const problems: string[] = [];
    for (const [component, messages] of code.components) {
      for (const [key, english] of messages) {
        const id = `${component}.${key}`;
        const translated = catalogue[component]?.[key];
        if (translated === undefined) {
          problems.push(`${id}: no Hindi`);
        } else if (english.kind === 'text') {
          if (typeof translated !== 'string') problems.push(`${id}: Hindi should be one text`);
          else {
            if (placeholders(translated).join() !== placeholders(english.text).join()) problems.push(`${id}: placeholders differ`);
            // A message with English words needs Hindi ones ('GymSlot' alone may stay as it is).
            if (/[a-z]{3}/.test(english.text) && !devanagari.test(translated)) problems.push(`${id}: not translated`);
          }
        } else if (typeof translated === 'string' || !translated.one || !translated.other) {
          problems.push(`${id}: Hindi needs 'one' and 'other' forms`);
        } else {
          for (const form of ['one', 'other'] as const) {
            const englishForm = english.forms[form] ?? english.forms.other ?? '';
            if (placeholders(translated[form] ?? '').join() !== placeholders(englishForm).join()) problems.push(`${id}.${form}: placeholders differ`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('has Hindi for every code of the server texts (server-texts.ts), with the same placeholders', () => {
    const translations = catalogue['server-messages'] ?? {};
    const problems = Object.entries(serverTexts).flatMap(([textCode, english]) => {
      const translated = translations[textCode];
      if (typeof translated !== 'string') return [`${textCode}: no Hindi`];
      if (!devanagari.test(translated)) return [`${textCode}: not translated`];
      return placeholders(translated).join() === placeholders(english).join() ? [] : [`${textCode}: placeholders differ`];
    });
    expect(problems).toEqual([]);
  });

  it('holds nothing the code no longer says', () => {
    const stale = Object.entries(catalogue).flatMap(([component, messages]) =>
      Object.keys(messages)
        .filter((key) => !code.components.get(component)?.has(key))
        .map((key) => `${component}.${key}`),
    );
    expect(stale).toEqual([]);
  });
});
