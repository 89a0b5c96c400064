import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { describe, expect, it } from 'vitest';
import { acceptedLanguage, requestLanguage } from './request-language.js';

describe('acceptedLanguage', () => {
  it('reads a language by its primary subtag, so a regional Hindi is Hindi', () => {
    expect(acceptedLanguage('hi-IN,hi;q=0.9')).toBe('hi');
    expect(acceptedLanguage('hi-IN')).toBe('hi');
    expect(acceptedLanguage('HI')).toBe('hi');
    expect(acceptedLanguage('en-GB,en;q=0.9')).toBe('en');
  });

  it('takes the highest quality, and between equals the one the browser listed first', () => {
    expect(acceptedLanguage('en-IN,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(acceptedLanguage('mr-IN,hi;q=0.8,en;q=0.7')).toBe('hi');
    expect(acceptedLanguage('en;q=0.5, hi;q=0.6')).toBe('hi');
    expect(acceptedLanguage('hi, en')).toBe('hi');
    expect(acceptedLanguage('en, hi')).toBe('en');
  });

  it('names no language for a header with none GymSlot speaks, a refused one, or only a wildcard', () => {
    expect(acceptedLanguage('')).toBeUndefined();
    expect(acceptedLanguage('fr-FR,de;q=0.8')).toBeUndefined();
    expect(acceptedLanguage('hi;q=0')).toBeUndefined();
    expect(acceptedLanguage('*')).toBeUndefined();
    expect(acceptedLanguage('hi;q=nonsense')).toBeUndefined();
  });
});

describe('requestLanguage', () => {
  it("prefers the person's choice (the lang cookie) over the browser's languages, and falls back to English", async () => {
    const app = Fastify({ logger: false });
    await app.register(fastifyCookie);
    app.get('/', async (request) => ({ language: requestLanguage(request) }));
    const ask = async (headers: Record<string, string>) => (await app.inject({ method: 'GET', url: '/', headers })).json<{ language: string }>().language;
    expect(await ask({})).toBe('en');
    expect(await ask({ cookie: 'lang=hi' })).toBe('hi');
    expect(await ask({ cookie: 'lang=en', 'accept-language': 'hi-IN,hi;q=0.9' })).toBe('en');
    expect(await ask({ cookie: 'lang=fr', 'accept-language': 'hi-IN,hi;q=0.9' })).toBe('hi');
    expect(await ask({ 'accept-language': 'hi-IN,hi;q=0.9' })).toBe('hi');
    await app.close();
  });
});
