import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gymFields, postGymForm } from '../../../test/gym-form.js';
import { castOf, type Cast } from '../../../test/owner-helpers.js';
import { useTestApp } from '../../../test/test-app.js';
import { gyms } from '../../db/schema/gyms.js';
import { createGym } from '../../db/factories.js';

// Issue 26, finding 10: a gym's name and address reach 'Rate your visit', reminder and waitlist
// mails, .ics files and invoices, so they follow the person-name rule: no web address, no markup.
// G12 and PATCH /gyms/{id} list every problem at once under 'Validation failed' (API contract).

const LINK_RULE = (field: string) => `${field} must not contain web addresses, "<", ">" or control characters`;
const MARKUP_RULE = 'description must not contain "<", ">" or control characters other than line breaks';

let cast: Cast;
const t = useTestApp();
beforeAll(async () => {
  cast = await castOf(t);
});

const namesOfGyms = async () => (await t.database.db.select({ name: gyms.name }).from(gyms)).map((row) => row.name);

describe('G12 add-gym', () => {
  it('refuses a link in the name, markup in the address and the description, all at once, and adds nothing', async () => {
    const before = await namesOfGyms();
    const res = await postGymForm(
      t,
      cast.admin.headers,
      gymFields({ name: 'Refunds at https://evil.test/pay', address: '<a href="x">12 MG Road</a>', description: '<img src=x onerror=alert(1)>' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'Validation failed',
      error: 'Validation failed',
      errors: [LINK_RULE('name'), LINK_RULE('address'), MARKUP_RULE],
      code: 'validationFailed',
    });
    expect(await namesOfGyms()).toEqual(before);
  });

  it('takes an ordinary name, address and several lines of description naming a website', async () => {
    const res = await postGymForm(
      t,
      cast.admin.headers,
      gymFields({ name: "Gold's Gym", address: 'Plot No. 12, Sector 5 (Opp. Post Office)', description: 'Open 24x7.\nClasses: irontemple.in' }),
    );
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('PATCH /api/gyms/:id', () => {
  it("refuses the owner's link or markup in a name, address, city or state, and keeps the gym as it was", async () => {
    const gym = await createGym(t.database.db, { ownerId: cast.owner.account.id, name: 'Iron Temple' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/gyms/${gym.id}`,
      headers: cast.owner.headers,
      payload: { name: 'Claim at prizes.co.in', address: '12 MG Road\r\nATTACH:https://evil.test', city: '<i>Pune</i>', state: 'Goa' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Validation failed', errors: [LINK_RULE('name'), LINK_RULE('address'), LINK_RULE('city')] });
    const [row] = await t.database.db.select().from(gyms).where(eq(gyms.id, gym.id));
    expect({ name: row?.name, state: row?.state }).toEqual({ name: 'Iron Temple', state: gym.state });
  });
});
