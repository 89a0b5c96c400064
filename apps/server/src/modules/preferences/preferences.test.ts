import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, type MessagePreferences } from '@gymslot/shared/preference-schemas';
import { quickBooker, signedInAs, type Booker } from '../../../test/booking-helpers.js';
import { sameOrigin, useTestApp } from '../../../test/test-app.js';
import { consentRecords } from '../../db/schema/preferences.js';
import { createUser } from '../../db/factories.js';

const t = useTestApp();

function getPreferences(headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/api/me/preferences', headers });
}

function putPreferences(headers: Record<string, string>, payload: unknown) {
  return t.app.inject({ method: 'PUT', url: '/api/me/preferences', headers, payload: payload as Record<string, unknown> });
}

async function consentsOf(booker: Booker) {
  const rows = await t.database.db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.userId, booker.user.id))
    .orderBy(asc(consentRecords.recordedAt), asc(consentRecords.purpose));
  return rows.map(({ purpose, granted, source }) => ({ purpose, granted, source }));
}

const changed = (preferences: MessagePreferences, change: Partial<MessagePreferences>): MessagePreferences => ({ ...preferences, ...change });

describe('GET and PUT /api/me/preferences (§8.9)', () => {
  it('gives the defaults to someone who never changed anything: e-mail only, no offers, prompts on', async () => {
    const res = await getPreferences((await quickBooker(t)).headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      preferences: { channels: { email: true, whatsapp: false, sms: false }, marketing: false, reviewPrompts: true },
    });
  });

  it('keeps a change, and writes a dated consent record only for each purpose that changed', async () => {
    const booker = await quickBooker(t);
    const wanted = changed(DEFAULT_PREFERENCES, { channels: { email: true, whatsapp: true, sms: false }, reviewPrompts: false });
    const res = await putPreferences(booker.headers, wanted);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, preferences: wanted });
    expect((await getPreferences(booker.headers)).json()).toEqual({ success: true, preferences: wanted });
    expect(await consentsOf(booker)).toEqual([
      { purpose: 'review_prompts', granted: false, source: 'preferences' },
      { purpose: 'whatsapp', granted: true, source: 'preferences' },
    ]);

    // The same again changes nothing and records nothing; then only marketing changes.
    expect((await putPreferences(booker.headers, wanted)).statusCode).toBe(200);
    expect(await consentsOf(booker)).toHaveLength(2);
    t.clock.advance(1000);
    expect((await putPreferences(booker.headers, changed(wanted, { marketing: true }))).statusCode).toBe(200);
    expect((await consentsOf(booker)).slice(2)).toEqual([{ purpose: 'marketing', granted: true, source: 'preferences' }]);
  });

  it('records nothing when the first save keeps the defaults', async () => {
    const booker = await quickBooker(t);
    expect((await putPreferences(booker.headers, DEFAULT_PREFERENCES)).statusCode).toBe(200);
    expect(await consentsOf(booker)).toEqual([]);
  });

  it('works for every role: owners and admins get messages too', async () => {
    for (const role of ['gym_owner', 'admin'] as const) {
      const { headers } = await signedInAs(t, await createUser(t.database.db, { role, name: 'Staff Person' }));
      expect((await getPreferences(headers)).statusCode).toBe(200);
      expect((await putPreferences(headers, changed(DEFAULT_PREFERENCES, { marketing: true }))).json()).toMatchObject({ success: true });
    }
  });

  it.each<[string, unknown]>([
    ['an empty body', {}],
    ['a missing channel', { ...DEFAULT_PREFERENCES, channels: { email: true, sms: false } }],
    ['a value that is not on or off', { ...DEFAULT_PREFERENCES, reviewPrompts: 'no' }],
    ['channels that are not an object', { ...DEFAULT_PREFERENCES, channels: true }],
  ])('refuses %s with a 400 and changes nothing', async (_case, payload) => {
    const booker = await quickBooker(t);
    const res = await putPreferences(booker.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Choose on or off for every message setting.' });
    expect((await getPreferences(booker.headers)).json()).toEqual({ success: true, preferences: DEFAULT_PREFERENCES });
    expect(await consentsOf(booker)).toEqual([]);
  });

  it('answers 401 to someone not signed in, before reading the body', async () => {
    for (const res of [await getPreferences(sameOrigin), await putPreferences(sameOrigin, { nonsense: true })]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message: 'Please log in to continue.' });
    }
  });
});
