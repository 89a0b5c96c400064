import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { sessions } from '../db/schema/sessions.js';
import { users } from '../db/schema/users.js';
import { createUser } from '../db/factories.js';
import { AppError } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import { hashPassword, verifyPassword } from '../modules/auth/password.js';
import { createTestDatabase } from '../../test/test-database.js';
import { createAdmin, parseAdminInput } from './create-admin-account.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function userByEmail(email: string) {
  const [row] = await database.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('createAdmin', () => {
  it('creates a verified admin with the password hashed', async () => {
    const result = await createAdmin(database.db, {
      email: '  Ada@Example.COM ',
      name: ' Ada Lovelace ',
      password: 'correct horse battery',
    });
    expect(result).toEqual({ created: true, userId: expect.stringMatching(/^[0-9a-f]{24}$/), email: 'ada@example.com' });
    const row = await userByEmail('ada@example.com');
    expect(row).toMatchObject({ id: result.userId, name: 'Ada Lovelace', role: 'admin' });
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row?.passwordHash ?? '', 'correct horse battery')).toBe(true);
  });

  it('promotes an existing account, replaces its password and ends its sessions', async () => {
    const member = await createUser(database.db, {
      name: 'Rahul Member',
      email: 'rahul.member@example.com',
      passwordHash: await hashPassword('old password 1'),
      emailVerifiedAt: null,
    });
    await database.db
      .insert(sessions)
      .values({ id: newId(), userId: member.id, expiresAt: new Date(Date.now() + 60_000) });

    const result = await createAdmin(database.db, { email: 'Rahul.Member@example.com', password: 'new password 2' });

    expect(result).toEqual({ created: false, userId: member.id, email: 'rahul.member@example.com' });
    const row = await userByEmail('rahul.member@example.com');
    expect(row).toMatchObject({ name: 'Rahul Member', role: 'admin' });
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(row?.passwordHash ?? '', 'new password 2')).toBe(true);
    expect(await verifyPassword(row?.passwordHash ?? '', 'old password 1')).toBe(false);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, member.id))).toEqual([]);
  });

  it('needs a name only for a new account', async () => {
    await expect(createAdmin(database.db, { email: 'nobody@example.com', password: 'long enough 1' })).rejects.toThrow(
      'No account uses nobody@example.com yet; give its name with --name.',
    );
    expect(await userByEmail('nobody@example.com')).toBeUndefined();
  });

  it('refuses bad input with one clear message', () => {
    const cases: [Parameters<typeof parseAdminInput>[0], string][] = [
      [{ email: 'not-an-email', name: 'A', password: 'long enough 1' }, 'Invalid email address'],
      [{ email: '', name: 'A', password: 'long enough 1' }, 'An e-mail address is required (--email).'],
      [{ email: 'a@example.com', name: 'A', password: 'short' }, 'The password must be at least 8 characters.'],
      [{ email: 'a@example.com', name: 'A', password: 'x'.repeat(129) }, 'The password must be at most 128 characters.'],
      [{ email: 'a@example.com', name: '   ', password: 'long enough 1' }, 'The name must not be empty.'],
    ];
    for (const [input, message] of cases) {
      let thrown: unknown;
      try {
        parseAdminInput(input);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(AppError);
      expect((thrown as AppError).message).toBe(message);
    }
  });
});
