import { registerBodySchema } from '@gymslot/shared/auth-schemas';
import { describe, expect, it } from 'vitest';
import { checkWithSchema } from './schema-form';

describe('checkWithSchema', () => {
  it('hands back the parsed request when the values pass', () => {
    expect(checkWithSchema(registerBodySchema, { name: ' Priya ', email: 'Priya@Example.com', password: 'long enough' })).toEqual({
      ok: true,
      data: { name: 'Priya', email: 'priya@example.com', password: 'long enough' },
      fieldErrors: {},
      message: null,
    });
  });

  it("gives each field its first message and the form the schema's first", () => {
    const check = checkWithSchema(registerBodySchema, { name: '', email: 'priya@', password: 'short' });
    expect(check.ok).toBe(false);
    expect(check.fieldErrors).toEqual({
      name: 'Please fill in all fields.',
      email: 'Invalid email address',
      password: 'Password must be at least 8 characters',
    });
    expect(check.message).toBe('Please fill in all fields.');
  });
});
