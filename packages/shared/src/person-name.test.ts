import { describe, expect, it } from 'vitest';
import { registerBodySchema } from './auth-schemas.js';
import { isSafePersonName, PERSON_NAME_RULE } from './person-name.js';

const body = (name: string) => ({ name, email: 'person@example.com', password: 'long enough password' });

describe('person names', () => {
  it.each(['अनन्या शर्मा', 'கார்த்திக்', 'José Müller', "O'Brien-Smith", 'A. R. Rahman', 'J.R.R. Tolkien', 'Meera Iyer', 'x'.repeat(80)])(
    'accepts %s',
    (name) => {
      expect(isSafePersonName(name)).toBe(true);
      expect(registerBodySchema.safeParse(body(name)).success).toBe(true);
    },
  );

  it.each([
    'Win a prize at http://evil.test/x',
    'https://evil.test',
    'see www.evil',
    'visit example.com now',
    'claim at prizes.co.in',
    'EXAMPLE.COM',
    'Asha <b>Bold</b>',
    'a > b',
    'line\nbreak',
    'tab\there',
    'bell\u0007',
  ])('refuses %j with the rule as the message', (name) => {
    expect(isSafePersonName(name)).toBe(false);
    const parsed = registerBodySchema.safeParse(body(name));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([PERSON_NAME_RULE]);
  });

  it('refuses a name longer than 80 characters', () => {
    expect(registerBodySchema.safeParse(body('x'.repeat(81))).error?.issues.map((issue) => issue.message)).toEqual([
      'Name must be at most 80 characters',
    ]);
  });

  it('still asks for a name first', () => {
    expect(registerBodySchema.safeParse(body('   ')).error?.issues[0]?.message).toBe('Please fill in all fields.');
  });
});
