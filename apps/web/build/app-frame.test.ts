import hindi from '@gymslot/shared/locales/hi.json' with { type: 'json' };
import { afterAll, describe, expect, it } from 'vitest';
import { locale } from '../src/i18n/locale';
import { renderAppFrame, renderHomeFrame } from './app-frame';

// The frames the build writes into index.html (scripts/write-app-frame.mjs); the server sends the
// home page's for / (issue 31), so a slow network paints the home page's text before any script.

const headingsIn = (html: string) => [...html.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((match) => match[1]);
/**
 * Everything before the page: the skip link and the header, the same in both frames so nothing moves
 * (React writes the hero picture's preload first in the home frame: no box of its own).
 */
const headerOf = (html: string) => html.slice(0, html.indexOf('<main')).replace(/^<link rel="preload" as="image"[^>]*\/>/, '');

afterAll(() => locale.set('en'));

describe("the home page's frame", () => {
  it('has the home page\'s heading, once, and its text in English, where the app frame has the skeleton', () => {
    const home = renderHomeFrame('en');
    expect(headingsIn(home)).toEqual(['Book a gym by the hour. No membership needed.']);
    expect(home).toContain('Find a verified gym near you');
    expect(headingsIn(renderAppFrame('en'))).toEqual([]);
  });

  it('is in Hindi for a Hindi reader', () => {
    const home = renderHomeFrame('hi');
    expect(headingsIn(home)).toEqual([hindi.home.heading]);
    expect(home).not.toContain('Book a gym by the hour');
  });

  it("holds the actions' space while the login check is out, and keeps the app frame's header and main as they are", () => {
    const home = renderHomeFrame('en');
    expect(home).toContain('<div class="min-h-11"></div>');
    expect(headerOf(home)).toBe(headerOf(renderAppFrame('en')));
    expect(home).toContain('<main id="main-content"');
  });

  it("leaves out the page's <title>: index.html's head has one", () => {
    expect(renderHomeFrame('en')).not.toContain('<title>');
  });
});
