import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-path.js';

describe('safeNextPath', () => {
  it.each(['/', '/gym/abc', '/gym/abc?date=2026-11-24&time=06%3A00%20AM', '/book/abc?date=2026-11-24#top', '/explore?search=Pune%20gyms'])(
    'keeps the same-site path %s',
    (path) => {
      expect(safeNextPath(path)).toBe(path);
    },
  );

  it.each([
    ['another site without a scheme', '//evil.example'],
    ['another site with a scheme', 'https://evil.example'],
    ['a backslash the browser reads as a slash', '/\\evil.example'],
    ['a backslash later on', '/gym/\\evil'],
    ['three slashes', '///evil.example'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a data: address', 'data:text/html,hi'],
    ['a relative path', 'gym/abc'],
    ['a tab the browser drops', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a null character', '/gym\u0000'],
    ['a space', '/ /evil.example'],
    ['an empty string', ''],
    ['an overlong path', `/${'a'.repeat(2048)}`],
  ])('refuses %s', (_what, value) => {
    expect(safeNextPath(value)).toBeUndefined();
  });

  it.each([undefined, null, 42, ['/gym/abc'], { path: '/gym/abc' }])('refuses the non-string %j', (value) => {
    expect(safeNextPath(value)).toBeUndefined();
  });
});
