import { eq } from 'drizzle-orm';
import { addGymReplySchema, updateGymReplySchema } from '@gymslot/shared/owner-schemas';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorEnvelope } from '../../../test/error-envelope.js';
import { useFakeRazorpay } from '../../../test/fake-razorpay.js';
import { gymFields, postGymForm } from '../../../test/gym-form.js';
import { castOf, type Cast } from '../../../test/owner-helpers.js';
import { useTestApp } from '../../../test/test-app.js';
import { createGym } from '../../db/factories.js';
import { gyms, type GymRow } from '../../db/schema/gyms.js';

// §8.12 'Payout account' (decision 064): G12's razorpayAccountId is optional; with Razorpay keys a
// given id must be an activated Route linked account (GET /v2/accounts/{id}), checked before
// anything is stored; only an admin sets, changes or clears it with PATCH /gyms/{id}.

const fake = useFakeRazorpay();
const t = useTestApp(() => fake.env());
let cast: Cast;

beforeAll(async () => {
  cast = await castOf(t);
  fake.linkedAccounts.add('acc_ActiveGym0001', 'activated');
  fake.linkedAccounts.add('acc_ActiveGym0002', 'activated');
  for (const status of ['created', 'needs_clarification', 'under_review', 'suspended'] as const) {
    fake.linkedAccounts.add(`acc_Status${status.replace(/_/g, '')}`, status);
  }
});
beforeEach(() => {
  fake.state.outage = false;
  fake.linkedAccounts.settings.unknownStatus = 400;
});

const NOT_ACTIVE = 'This Razorpay account is not active.';
const NOT_CHECKED = 'Razorpay could not be asked about this account right now, so nothing was saved. Please try again in a few minutes.';
const ADMIN_ONLY = "Only a GymSlot admin can set or change a gym's payout account.";

const accountCalls = () => fake.requests.filter((request) => request.method === 'GET' && request.path.startsWith('/v2/accounts/'));

async function gymCount(): Promise<number> {
  return (await t.database.db.select({ id: gyms.id }).from(gyms)).length;
}

async function storedAccount(gymId: string): Promise<string | null | undefined> {
  const [row] = await t.database.db.select({ account: gyms.razorpayAccountId }).from(gyms).where(eq(gyms.id, gymId));
  return row?.account;
}

function editGym(gymId: string, headers: Record<string, string>, body: object) {
  return t.app.inject({ method: 'PATCH', url: `/api/gyms/${gymId}`, headers, payload: body });
}

const ownGym = (overrides: Partial<GymRow> = {}) => createGym(t.database.db, { ownerId: cast.owner.account.id, ...overrides });

describe('POST /api/gyms/add (G12) with Razorpay keys: the payout account', () => {
  it('adds a gym without an account id and asks Razorpay nothing', async () => {
    const fields = gymFields();
    delete fields.razorpayAccountId;
    const callsBefore = accountCalls().length;
    const res = await postGymForm(t, cast.admin.headers, fields);
    expect(res.statusCode, res.body).toBe(201);
    expect(addGymReplySchema.parse(res.json()).gym.razorpayAccountId).toBe('');
    expect(accountCalls()).toHaveLength(callsBefore);
  });

  it('takes an activated linked account, after asking Razorpay for it with the API keys', async () => {
    const res = await postGymForm(t, cast.admin.headers, gymFields({ razorpayAccountId: 'acc_ActiveGym0001' }));
    expect(res.statusCode, res.body).toBe(201);
    const { gym } = addGymReplySchema.parse(res.json());
    expect(gym.razorpayAccountId).toBe('acc_ActiveGym0001');
    expect(await storedAccount(gym._id)).toBe('acc_ActiveGym0001');
    expect(accountCalls().at(-1)?.path).toBe('/v2/accounts/acc_ActiveGym0001');
  });

  it('refuses a malformed id by its form, without asking Razorpay', async () => {
    const callsBefore = accountCalls().length;
    const res = await postGymForm(t, cast.admin.headers, gymFields({ razorpayAccountId: 'rzp_live_123' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Validation failed', errors: ['razorpayAccountId must be acc_ followed by letters and digits'] });
    expect(accountCalls()).toHaveLength(callsBefore);
  });

  it('refuses an account that is not activated yet, or any more, and saves nothing', async () => {
    const before = await gymCount();
    for (const account of ['acc_Statuscreated', 'acc_Statusneedsclarification', 'acc_Statusunderreview', 'acc_Statussuspended']) {
      const res = await postGymForm(t, cast.admin.headers, gymFields({ razorpayAccountId: account }));
      expect(res.statusCode, account).toBe(400);
      expect(res.json()).toEqual(errorEnvelope(NOT_ACTIVE));
    }
    expect(await gymCount()).toBe(before);
  });

  it('refuses an account Razorpay does not know, whether it answers 400 (documented) or 404', async () => {
    const before = await gymCount();
    for (const unknownStatus of [400, 404] as const) {
      fake.linkedAccounts.settings.unknownStatus = unknownStatus;
      const res = await postGymForm(t, cast.admin.headers, gymFields({ razorpayAccountId: 'acc_NobodyKnows01' }));
      expect(res.statusCode, `Razorpay ${unknownStatus}`).toBe(400);
      expect(res.json()).toEqual(errorEnvelope(NOT_ACTIVE));
    }
    expect(await gymCount()).toBe(before);
  });

  it('answers 503 and saves nothing, not even the owner account, while Razorpay is down', async () => {
    const before = await gymCount();
    const fields = gymFields({ razorpayAccountId: 'acc_ActiveGym0001' });
    fake.state.outage = true;
    const res = await postGymForm(t, cast.admin.headers, fields);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(errorEnvelope(NOT_CHECKED));
    expect(await gymCount()).toBe(before);
    const owners = await t.app.inject({ method: 'GET', url: '/api/gyms/all-gyms', headers: cast.admin.headers });
    expect(owners.body).not.toContain(String(fields.ownerEmail));
  });
});

describe('PATCH /api/gyms/:id: the payout account is set, changed and cleared by an admin only', () => {
  it('lets an admin set an activated account on a gym that had none, then change it', async () => {
    const gym = await ownGym({ razorpayAccountId: null });
    const set = await editGym(gym.id, cast.admin.headers, { razorpayAccountId: 'acc_ActiveGym0001' });
    expect(set.statusCode, set.body).toBe(200);
    expect(updateGymReplySchema.parse(set.json()).gym.razorpayAccountId).toBe('acc_ActiveGym0001');
    const changed = await editGym(gym.id, cast.admin.headers, { razorpayAccountId: ' acc_ActiveGym0002 ' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await storedAccount(gym.id)).toBe('acc_ActiveGym0002');
  });

  it("lets an admin clear it with '': the gym is paid outside GymSlot from then on", async () => {
    const gym = await ownGym({ razorpayAccountId: 'acc_ActiveGym0001' });
    const callsBefore = accountCalls().length;
    const cleared = await editGym(gym.id, cast.admin.headers, { razorpayAccountId: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(updateGymReplySchema.parse(cleared.json()).gym.razorpayAccountId).toBe('');
    expect(await storedAccount(gym.id)).toBeNull();
    expect(accountCalls()).toHaveLength(callsBefore);
  });

  it('refuses an account that is not active, and one Razorpay cannot confirm now (503), changing nothing', async () => {
    const gym = await ownGym({ name: 'Keeps Its Account', razorpayAccountId: 'acc_ActiveGym0001' });
    const notActive = await editGym(gym.id, cast.admin.headers, { name: 'Renamed', razorpayAccountId: 'acc_Statussuspended' });
    expect(notActive.statusCode).toBe(400);
    expect(notActive.json()).toEqual(errorEnvelope(NOT_ACTIVE));
    fake.state.outage = true;
    const down = await editGym(gym.id, cast.admin.headers, { name: 'Renamed', razorpayAccountId: 'acc_ActiveGym0002' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual(errorEnvelope(NOT_CHECKED));
    const [row] = await t.database.db.select().from(gyms).where(eq(gyms.id, gym.id));
    expect(row).toMatchObject({ name: 'Keeps Its Account', razorpayAccountId: 'acc_ActiveGym0001' });
  });

  it("refuses the gym's owner any change of it, even to clear it or with other fields, and asks Razorpay nothing", async () => {
    const gym = await ownGym({ name: 'Owner Cannot Redirect', razorpayAccountId: 'acc_ActiveGym0001' });
    const callsBefore = accountCalls().length;
    for (const body of [{ razorpayAccountId: 'acc_ActiveGym0002' }, { razorpayAccountId: '' }, { name: 'Mine', razorpayAccountId: 'acc_ActiveGym0002' }]) {
      const res = await editGym(gym.id, cast.owner.headers, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(errorEnvelope(ADMIN_ONLY));
    }
    expect(accountCalls()).toHaveLength(callsBefore);
    const [row] = await t.database.db.select().from(gyms).where(eq(gyms.id, gym.id));
    expect(row).toMatchObject({ name: 'Owner Cannot Redirect', razorpayAccountId: 'acc_ActiveGym0001' });
  });

  it('still lets the owner edit the other fields, and a malformed id is a field problem for the admin', async () => {
    const gym = await ownGym();
    expect((await editGym(gym.id, cast.owner.headers, { capacity: 12 })).statusCode).toBe(200);
    const malformed = await editGym(gym.id, cast.admin.headers, { razorpayAccountId: 'acc-wrong' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual(errorEnvelope('Validation failed', ['razorpayAccountId must be acc_ followed by letters and digits']));
  });
});
