import { eq } from 'drizzle-orm';
import { addGymReplySchema } from '@gymslot/shared/owner-schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { gymFields, postGymForm } from '../../../test/gym-form.js';
import { castOf, type Cast } from '../../../test/owner-helpers.js';
import { useTestApp } from '../../../test/test-app.js';
import { gyms } from '../../db/schema/gyms.js';
import { createGym } from '../../db/factories.js';
import { knownSpelling } from './city-spelling.js';

// Issue 31: a city typed 'nagpur ' or 'NAGPUR' is stored as the city's gyms spell it, and an owner's
// phone typed '+91 98765 43210' is stored as its 10 digits (decision 068).

let cast: Cast;

const t = useTestApp();
beforeAll(async () => {
  cast = await castOf(t);
  for (const name of ['Orange City Gym', 'Sitabuldi Strength']) await createGym(t.database.db, { ownerId: cast.owner.account.id, name, city: 'Nagpur' });
  await createGym(t.database.db, { ownerId: cast.owner.account.id, name: 'Lowercase Lifts', city: 'nagpur' });
});

async function addGym(fields: Record<string, string>) {
  const res = await postGymForm(t, cast.admin.headers, gymFields(fields));
  expect(res.statusCode, res.body).toBe(201);
  return addGymReplySchema.parse(res.json()).gym;
}

const editGym = (gymId: string, body: object) => t.app.inject({ method: 'PATCH', url: `/api/gyms/${gymId}`, headers: cast.admin.headers, payload: body });
const storedCity = async (gymId: string) => (await t.database.db.select({ city: gyms.city }).from(gyms).where(eq(gyms.id, gymId)))[0]?.city;
const cityNames = async () => (await t.app.inject({ method: 'GET', url: '/api/gyms/cities' })).json<{ cities: string[] }>().cities;

describe('a city is stored as the known city spells it', () => {
  it("stores ' NAGPUR ' and 'nag pur' as 'Nagpur', the spelling most of its gyms use, on add-gym (G12)", async () => {
    for (const typed of [' NAGPUR ', 'nag  pur', 'nagpur']) {
      const gym = await addGym({ city: typed, name: `Gym in ${typed.trim()}` });
      expect(gym.city).toBe('Nagpur');
      expect(await storedCity(gym._id)).toBe('Nagpur');
    }
  });

  it('stores it so on an edit (§8.7 PATCH) too, and G3 lists the city once while G4 still finds every gym of it', async () => {
    const gym = await createGym(t.database.db, { ownerId: cast.owner.account.id, name: 'Edited Into Nagpur', city: 'Pune' });
    const res = await editGym(gym.id, { city: 'NAGPUR' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedCity(gym.id)).toBe('Nagpur');
    expect((await cityNames()).filter((city) => city.toLowerCase() === 'nagpur')).toEqual(['Nagpur']);
    const inCity = (await t.app.inject({ method: 'GET', url: '/api/gyms/city/nagpur' })).json<{ gyms: { _id: string }[] }>().gyms;
    expect(inCity.map((each) => each._id)).toContain(gym.id);
  });

  it('keeps a city no gym has yet as typed, its runs of spaces made one; the gym being edited is not a known city of its own', async () => {
    const gym = await addGym({ city: 'Navi   Mumbai', name: 'Vashi Volts' });
    expect(gym.city).toBe('Navi Mumbai');
    expect((await editGym(gym._id, { city: 'NAVI MUMBAI' })).statusCode).toBe(200);
    expect(await storedCity(gym._id)).toBe('NAVI MUMBAI');
  });

  it('picks the most-written spelling, capitals first among equals', () => {
    expect(knownSpelling([{ city: 'pune', gyms: 3 }, { city: 'Pune', gyms: 2 }], 'PUNE')).toBe('pune');
    expect(knownSpelling([{ city: 'pune', gyms: 2 }, { city: 'Pune', gyms: 2 }], 'PUNE')).toBe('Pune');
    expect(knownSpelling([{ city: 'Pune', gyms: 2 }], 'Punekar')).toBe('Punekar');
  });
});

describe("an owner's phone is stored as its 10 digits however it was written", () => {
  it.each(['98765 43210', '+91 98765-43210', '098765 43210'])('takes %s on add-gym (G12) and stores 9876543210', async (written) => {
    const gym = await addGym({ ownerPhoneNumber: written, name: `Phone ${written}` });
    expect(gym.ownerPhoneNumber).toBe('9876543210');
    expect((await t.database.db.select({ phone: gyms.ownerPhoneNumber }).from(gyms).where(eq(gyms.id, gym._id)))[0]?.phone).toBe('9876543210');
  });

  it('takes it so on an edit too, and still refuses what holds no 10 digits', async () => {
    const gym = await addGym({ name: 'Phone Edit Gym' });
    const res = await editGym(gym._id, { ownerPhoneNumber: '+91 91234 56789', contactNumber: '91234 56789' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ gym: { ownerPhoneNumber: '9123456789', contactNumber: '9123456789' } });
    const refused = await editGym(gym._id, { ownerPhoneNumber: '98765 4321' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: ['ownerPhoneNumber must be exactly 10 digits'] });
  });
});
