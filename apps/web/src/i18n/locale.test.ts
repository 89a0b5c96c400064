import { afterEach, describe, expect, it, vi } from 'vitest';

// The language is read once, when the app starts: from the cookie a person's choice left, else from
// the page's own `lang`, which a page kept offline by the service worker may have from another visit.
async function startApp() {
  vi.resetModules();
  return (await import('./locale')).currentLanguage();
}

afterEach(() => {
  document.cookie = 'lang=; path=/; max-age=0';
  document.documentElement.lang = 'en';
});

describe('the language at start', () => {
  it('follows the chosen language and says it on the page, even on a page saved in another one', async () => {
    document.documentElement.lang = 'en';
    document.cookie = 'lang=hi; path=/';
    expect(await startApp()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
  });

  it("keeps the page's language when none was chosen", async () => {
    document.documentElement.lang = 'hi';
    expect(await startApp()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
  });
});
