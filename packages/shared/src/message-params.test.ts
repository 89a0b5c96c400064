import { createI18n } from '@nanostores/i18n';
import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { params } from './message-params.js';

const i18n = createI18n(atom('en'), { get: async () => ({}) });
const messages = i18n('params-test', {
  greeting: params('Hi {name}, welcome to {gym}!'),
  twice: params('{word} and {word} again'),
});

describe('params', () => {
  it('fills every placeholder with its value', () => {
    expect(messages.get().greeting({ name: 'Asha', gym: 'Iron Temple' })).toBe('Hi Asha, welcome to Iron Temple!');
    expect(messages.get().twice({ word: 'lift' })).toBe('lift and lift again');
  });

  it('writes values exactly as typed: no replacement patterns, no placeholders inside a value', () => {
    expect(messages.get().greeting({ name: '$& $1 $$', gym: 'X' })).toBe("Hi $& $1 $$, welcome to X!");
    expect(messages.get().greeting({ name: '{gym}', gym: 'Iron Temple' })).toBe('Hi {gym}, welcome to Iron Temple!');
  });
});
