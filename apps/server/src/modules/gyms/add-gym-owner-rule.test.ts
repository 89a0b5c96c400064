import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkStatus, login, nextIp } from '../../../test/auth-helpers.js';
import { gymFields, postGymForm } from '../../../test/gym-form.js';
import { tokenFromMail } from '../../../test/mail-links.js';
import { signIn, type SignedIn } from '../../../test/owner-helpers.js';
import { useTestApp } from '../../../test/test-app.js';
import { users } from '../../db/schema/users.js';
import { newId } from '../../lib/ids.js';

let admin: SignedIn;

const t = useTestApp();
beforeAll(async () => {
  admin = await signIn(t, 'admin');
});

describe('POST /api/gyms/add (G12): the owner rule', () => {
  async function roleOf(id: string): Promise<string | undefined> {
    const [row] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, id));
    return row?.role;
  }

  it('makes an existing user a gym owner, found by e-mail whatever its case', async () => {
    const customer = await signIn(t, 'user');
    const res = await postGymForm(t, admin.headers, gymFields({ ownerEmail: customer.account.email.toUpperCase() }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ gym: { ownerId: { _id: customer.account.id } } });
    expect(await roleOf(customer.account.id)).toBe('gym_owner');
    // The session they already had now carries the new role.
    expect((await checkStatus(t, customer.headers)).json()).toMatchObject({ user: { role: 'gym_owner' } });
    const mine = await t.app.inject({ method: 'GET', url: '/api/gyms/my-gyms', headers: customer.headers });
    expect(mine.json<{ count: number }>().count).toBe(1);
  });

  it('makes front-desk staff (§8.12) the owner of a gym given to them', async () => {
    const staff = await signIn(t, 'gym_staff');
    const res = await postGymForm(t, admin.headers, gymFields({ ownerEmail: staff.account.email }));
    expect(res.statusCode, res.body).toBe(201);
    expect(await roleOf(staff.account.id)).toBe('gym_owner');
    const mine = await t.app.inject({ method: 'GET', url: '/api/gyms/my-gyms', headers: staff.headers });
    expect(mine.json<{ count: number }>().count).toBe(1);
  });

  it('keeps an owner an owner and an admin an admin, and mails neither', async () => {
    const mailsBefore = (await t.outbox()).length;
    const owner = await signIn(t, 'gym_owner');
    const admin = await signIn(t, 'admin');
    for (const account of [owner.account, admin.account]) {
      const res = await postGymForm(t, admin.headers, gymFields({ ownerEmail: account.email }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ gym: { ownerId: { _id: account.id, email: account.email } } });
      expect(await roleOf(account.id)).toBe(account.role);
    }
    expect((await t.outbox()).length).toBe(mailsBefore);
  });

  it('invites an unknown address: a verified owner with no password, whose mailed link sets one', async () => {
    const email = `invited-${newId()}@example.com`;
    const res = await postGymForm(t, admin.headers, gymFields({ ownerEmail: email, name: 'Invite Gym' }));
    expect(res.statusCode, res.body).toBe(201);
    const [account] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({ role: 'gym_owner', passwordHash: null });
    expect(account?.emailVerifiedAt).toBeInstanceOf(Date);

    const mail = (await t.outbox()).find((eml) => eml.includes(email));
    expect(mail).toMatch(/Invite Gym/);
    const token = tokenFromMail(await t.outbox(), email, '/reset-password/');
    // A week-long link: it still works six days on.
    t.clock.advance(6 * 24 * 60 * 60 * 1000);
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/v1/auth/reset-password/${token}`,
      headers: { origin: t.config.publicOrigin },
      remoteAddress: nextIp(),
      payload: { password: 'my new owner password' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const loggedIn = await login(t, { email, password: 'my new owner password' });
    expect(loggedIn.statusCode, loggedIn.body).toBe(200);
    expect(loggedIn.json()).toMatchObject({ user: { email, role: 'gym_owner' } });
  });
});
