import { staffListReplySchema, staffMemberReplySchema } from '@gymslot/shared/staff-schemas';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkStatus, login } from '../../../test/auth-helpers.js';
import { bookableGym, quickBooker, signedInAs, type Booker } from '../../../test/booking-helpers.js';
import { tokenFromMail } from '../../../test/mail-links.js';
import { castOf, expectPermissionMatrix, type Cast } from '../../../test/owner-helpers.js';
import { nextMobileNumber, outboxTexts } from '../../../test/phone-helpers.js';
import { useTestApp } from '../../../test/test-app.js';
import { expectRefusal } from '../../../test/verification-helpers.js';
import { createGym, createUser } from '../../db/factories.js';
import { gymStaff } from '../../db/schema/gym-desk.js';
import type { GymRow } from '../../db/schema/gyms.js';
import { users } from '../../db/schema/users.js';
import { newId } from '../../lib/ids.js';
import { staffInvitationRateLimit } from './gym-staff.service.js';

const t = useTestApp();
let cast: Cast;
let gym: GymRow;

beforeAll(async () => {
  cast = await castOf(t);
  gym = await createGym(t.database.db, { ownerId: cast.owner.account.id, name: 'Desk Gym' });
});

function addStaff(headers: Record<string, string>, gymId: string, payload: unknown): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: `/api/gyms/${gymId}/staff`, headers, payload: payload as Record<string, unknown> });
}
const listStaff = (headers: Record<string, string>, gymId: string) => t.app.inject({ method: 'GET', url: `/api/gyms/${gymId}/staff`, headers });
const removeStaff = (headers: Record<string, string>, gymId: string, userId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/gyms/${gymId}/staff/${userId}`, headers });
const roleOf = async (userId: string) => (await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, userId)))[0]?.role;

/** A fresh gym of the cast's owner, so each test's staff stay apart. */
const ownersGym = () => createGym(t.database.db, { ownerId: cast.owner.account.id, name: `Desk Gym ${newId().slice(-4)}` });

describe('POST /api/gyms/{id}/staff (§8.12)', () => {
  it('makes a member staff of the gym: 201 with the staff shape; adding them to a second gym adds the gym', async () => {
    const member = await createUser(t.database.db, { name: 'Ravi Desk', email: `ravi-${newId()}@example.com` });
    const first = await ownersGym();
    const res = await addStaff(cast.owner.headers, first.id, { email: member.email.toUpperCase() });
    expect(res.statusCode, res.body).toBe(201);
    expect(staffMemberReplySchema.parse(res.json())).toEqual({
      success: true,
      staff: { _id: member.id, name: 'Ravi Desk', email: member.email, gymIds: [first.id] },
    });
    expect(await roleOf(member.id)).toBe('gym_staff');

    const second = await ownersGym();
    const again = await addStaff(cast.owner.headers, second.id, { email: member.email });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<{ staff: { gymIds: string[] } }>().staff.gymIds.sort()).toEqual([first.id, second.id].sort());
    // Adding the same person twice to one gym changes nothing.
    expect((await addStaff(cast.owner.headers, second.id, { email: member.email })).statusCode).toBe(201);
    expect(staffListReplySchema.parse((await listStaff(cast.owner.headers, second.id)).json()).staff.map((staff) => staff._id)).toEqual([member.id]);
  });

  it('invites an unknown address by mail, whose link sets the first password, and the new staff member logs in', async () => {
    const email = `new-desk-${newId()}@example.com`;
    const res = await addStaff(cast.owner.headers, gym.id, { email, name: 'Neha Front' });
    expect(res.statusCode, res.body).toBe(201);
    const staffId = res.json<{ staff: { _id: string; name: string } }>().staff._id;
    expect(res.json<{ staff: { name: string } }>().staff.name).toBe('Neha Front');
    const mails = await t.outbox();
    const mail = mails.find((eml) => eml.includes(`To: ${email}`));
    expect(mail).toContain('front desk of Desk Gym');
    const token = tokenFromMail(mails, email, '/reset-password/');
    const check = await t.app.inject({ method: 'GET', url: `/api/v1/auth/reset-password/${token}` });
    expect(check.json()).toMatchObject({ success: true, invitation: true });
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/v1/auth/reset-password/${token}`,
      headers: { origin: t.config.publicOrigin },
      payload: { password: 'front desk 2030' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const loggedIn = await login(t, { email, password: 'front desk 2030' });
    expect(loggedIn.statusCode, loggedIn.body).toBe(200);
    expect(loggedIn.json()).toMatchObject({ user: { _id: staffId, role: 'gym_staff' } });
  });

  it("texts an unknown mobile number, written as people write it, that it may sign in with it; the account is phone-only staff", async () => {
    const phone = nextMobileNumber();
    const written = `${phone.slice(3, 8)} ${phone.slice(8)}`;
    const res = await addStaff(cast.owner.headers, gym.id, { phone: written, name: 'Sunil Gate' });
    expect(res.statusCode, res.body).toBe(201);
    const staff = res.json<{ staff: { _id: string; email: string; phone: string } }>().staff;
    expect(staff).toMatchObject({ email: '', phone, name: 'Sunil Gate', gymIds: [gym.id] });
    expect(await roleOf(staff._id)).toBe('gym_staff');
    const texts = (await outboxTexts(t)).filter((text) => text.to === phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]?.text).toContain('front desk of Desk Gym');
    expect(texts[0]?.text).toContain('/login/phone');
  });

  it('refuses an owner or an admin account (409), a body with neither or both contacts, a bad number, and a new number without a name (400)', async () => {
    expectRefusal(await addStaff(cast.owner.headers, gym.id, { email: cast.otherOwner.account.email }), 409, /need an account of their own/);
    expectRefusal(await addStaff(cast.owner.headers, gym.id, { email: cast.admin.account.email }), 409, /need an account of their own/);
    expect(await roleOf(cast.otherOwner.account.id)).toBe('gym_owner');
    const invalid = async (payload: unknown, problem: string) => {
      const res = await addStaff(cast.owner.headers, gym.id, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ errors: string[] }>().errors).toContain(problem);
    };
    await invalid({}, "Enter the staff member's e-mail address or mobile number.");
    await invalid({ email: 'a@example.com', phone: '9876543210' }, 'Enter an e-mail address or a mobile number, not both.');
    await invalid({ phone: '12345' }, 'Enter a valid Indian mobile number.');
    await invalid({ email: 'not-an-address' }, 'Invalid email address');
    await invalid({ email: 'b@example.com', name: 'x'.repeat(101) }, 'Name must be at most 100 characters');
    await invalid({ phone: nextMobileNumber() }, "Enter the staff member's name to create their account.");
  });

  it('answers who may call it: the owner and an admin; another owner 403, staff and members 403, unknown gym 404', async () => {
    const staff = await staffOf(gym);
    const body = () => ({ email: `someone-${newId()}@example.com` });
    await expectPermissionMatrix(t, cast, (headers) => addStaff(headers, gym.id, body()), {
      loggedOut: 401,
      user: 403,
      otherOwner: 403,
      owner: 201,
      admin: 201,
    });
    expectRefusal(await addStaff(staff.headers, gym.id, body()), 403, 'You do not have permission to do this.');
    expectRefusal(await addStaff(cast.owner.headers, newId(), body()), 404, 'Gym not found');
    expectRefusal(await addStaff(cast.owner.headers, 'not-an-id', body()), 404, 'Gym not found');
    // A stranger learns nothing about the body: 403 before any 400.
    expect((await addStaff(cast.otherOwner.headers, gym.id, {})).statusCode).toBe(403);
  });

  it(`limits each owner to ${staffInvitationRateLimit.limit} additions an hour`, async () => {
    const { owner } = await bookableGym(t.database.db);
    const busy = await signedInAs(t, owner);
    const own = await createGym(t.database.db, { ownerId: owner.id });
    for (let added = 0; added < staffInvitationRateLimit.limit; added += 1) {
      expect((await addStaff(busy.headers, own.id, { email: `bulk-${added}-${newId()}@example.com` })).statusCode).toBe(201);
    }
    expect((await addStaff(busy.headers, own.id, { email: `bulk-over-${newId()}@example.com` })).statusCode).toBe(429);
  });
});

/** A member made staff of `at` by its owner, signed in afresh (the session reads their gyms). */
async function staffOf(at: GymRow, headers = cast.owner.headers): Promise<Booker> {
  const member = await quickBooker(t, { email: `staff-${newId()}@example.com` });
  const res = await addStaff(headers, at.id, { email: member.user.email });
  expect(res.statusCode, res.body).toBe(201);
  return signedInAs(t, { ...member.user, role: 'gym_staff' });
}

describe('GET and DELETE /api/gyms/{id}/staff (§8.12)', () => {
  it("lists the gym's staff with only the caller's gyms among their gyms", async () => {
    const at = await ownersGym();
    const staff = await staffOf(at);
    const elsewhere = await createGym(t.database.db, { ownerId: cast.otherOwner.account.id });
    await t.database.db.insert(gymStaff).values({ gymId: elsewhere.id, userId: staff.user.id, addedBy: cast.otherOwner.account.id });
    const res = await listStaff(cast.owner.headers, at.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(staffListReplySchema.parse(res.json()).staff).toEqual([{ _id: staff.user.id, name: staff.user.name, email: staff.user.email, gymIds: [at.id] }]);
    const admin = staffListReplySchema.parse((await listStaff(cast.admin.headers, at.id)).json());
    expect(admin.staff[0]?.gymIds.sort()).toEqual([at.id, elsewhere.id].sort());
    await expectPermissionMatrix(t, cast, (headers) => listStaff(headers, at.id), { loggedOut: 401, user: 403, otherOwner: 403, owner: 200, admin: 200 });
    expect((await listStaff(staff.headers, at.id)).statusCode).toBe(403);
  });

  it('removes someone from one gym (their access to it ends on their next request); off their last gym they are a member again, signed out', async () => {
    const first = await ownersGym();
    const second = await ownersGym();
    const staff = await staffOf(first);
    await addStaff(cast.owner.headers, second.id, { email: staff.user.email });
    const todayAt = (gymId: string) => t.app.inject({ method: 'GET', url: `/api/bookings/all-bookings?gymId=${gymId}&limit=5`, headers: staff.headers });
    expect((await todayAt(first.id)).statusCode).toBe(200);

    expect((await removeStaff(cast.otherOwner.headers, first.id, staff.user.id)).statusCode).toBe(403);
    const removed = await removeStaff(cast.owner.headers, first.id, staff.user.id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ success: true, message: "Removed from this gym's staff." });
    expect((await todayAt(first.id)).statusCode).toBe(403);
    expect((await todayAt(second.id)).statusCode).toBe(200);
    expect(await roleOf(staff.user.id)).toBe('gym_staff');
    expectRefusal(await removeStaff(cast.owner.headers, first.id, staff.user.id), 404, "This person is not on this gym's staff.");
    expectRefusal(await removeStaff(cast.owner.headers, first.id, 'junk'), 404, "This person is not on this gym's staff.");

    expect((await removeStaff(cast.owner.headers, second.id, staff.user.id)).statusCode).toBe(200);
    expect(await roleOf(staff.user.id)).toBe('user');
    expect((await checkStatus(t, staff.headers)).statusCode).toBe(401);
  });
});
