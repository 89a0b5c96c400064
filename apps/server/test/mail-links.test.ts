import { describe, expect, it } from 'vitest';
import { decodeQuotedPrintable, linksIn, tokenFromMail } from './mail-links.js';

const eml = [
  'To: asha@example.com',
  'Subject: Verify',
  'Content-Type: text/plain; charset=utf-8',
  'Content-Transfer-Encoding: quoted-printable',
  '',
  'Verify: http://localhost:3000/verify-email/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_=',
  'abcdefg',
  'Caf=C3=A9 <a href=3D"http://localhost:3000/verify-email/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcdefg">',
  'Other: http://localhost:3000/reset-password/zzz',
].join('\n');

describe('mail-links', () => {
  it('decodes soft line breaks and =XX bytes', () => {
    expect(decodeQuotedPrintable('a=\nb =3D c=C3=A9')).toBe('ab = cé');
  });

  it('extracts distinct links under a path prefix', () => {
    expect(linksIn(eml, '/verify-email/')).toEqual([
      'http://localhost:3000/verify-email/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcdefg',
    ]);
    expect(linksIn(eml, '/reset-password/')).toEqual(['http://localhost:3000/reset-password/zzz']);
  });

  it('finds the token in the newest mail to an address', () => {
    expect(tokenFromMail(['To: asha@example.com\n\nhttp://x/verify-email/old', eml], 'asha@example.com', '/verify-email/')).toBe(
      'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcdefg',
    );
    expect(() => tokenFromMail([eml], 'nobody@example.com', '/verify-email/')).toThrow(/No mail/);
  });
});
