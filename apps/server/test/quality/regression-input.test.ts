import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/users.js';
import { createUser } from '../../src/db/factories.js';
import { sandboxSecrets } from '../../src/modules/payments/sandbox-provider.js';
import { login, newAccount, register } from '../auth-helpers.js';
import { bookableGym, signedInAs, type Booker } from '../booking-helpers.js';
import { addGymImages } from '../catalogue-helpers.js';
import { gymFields, postGymForm } from '../gym-form.js';
import { useTestApp } from '../test-app.js';
import { expectRefusal } from '../verification-helpers.js';
import { leaksIn, recordReplies } from './reply-recorder.js';

// The classic input-handling failures, one named test each. The last test scans every reply of
// this file for secrets.

const SQL = "'; drop table users; --";
const SCRIPT = '<script>alert(1)</script>';
const webSource = fileURLToPath(new URL('../../../web/src', import.meta.url));

let replies: ReturnType<typeof recordReplies>;
let admin: Booker;

const t = useTestApp();
beforeAll(async () => {
  replies = recordReplies(t.app);
  admin = await signedInAs(t, await createUser(t.database.db, { role: 'admin', name: 'Input Admin' }));
});

interface GymReply {
  gym: Record<string, unknown> & { _id: string };
}

async function addGym(fields: Record<string, string>): Promise<GymReply['gym']> {
  const res = await postGymForm(t, admin.headers, gymFields(fields));
  expect(res.statusCode, res.body).toBe(201);
  const { _id } = res.json<GymReply>().gym;
  return (await t.app.inject({ method: 'GET', url: `/api/gyms/${_id}` })).json<GymReply>().gym;
}

async function webFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
}

describe('text from users', () => {
  it("refuses script in a gym's name, address or description, round-trips it in an amenity as plain text, which the web renders as text", async () => {
    // Issue 26: the name and address reach mails and calendar files, so they hold no markup (gym-text.ts).
    const refused = await postGymForm(t, admin.headers, gymFields({ name: SCRIPT, address: SCRIPT, description: `<img src=x onerror=alert(1)> ${SCRIPT}` }));
    expectRefusal(refused, 400, 'Validation failed');
    expect(refused.json<{ errors: string[] }>().errors).toHaveLength(3);
    const gym = await addGym({ amenities: JSON.stringify([SCRIPT]) });
    expect(gym.amenities).toEqual([SCRIPT]);
    // React escapes text children; only these escape hatches would turn the text into markup.
    const files = await webFiles(webSource);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      expect(await readFile(file, 'utf8'), file).not.toMatch(/dangerouslySetInnerHTML|\.innerHTML\s*=|insertAdjacentHTML|document\.write/);
    }
  });

  it('stores and echoes SQL text literally in every text field, and the tables survive', async () => {
    const account = newAccount({ name: SQL, email: `o'reilly--${Date.now()}@example.com`, password: SQL });
    expect((await register(t, account)).statusCode).toBe(201);
    // 403 "not verified" comes only after the password matched, so the SQL password was kept as typed.
    expectRefusal(await login(t, account), 403, /^Email not verified/);
    expectRefusal(await login(t, { email: SQL, password: SQL }), 401, 'Invalid email or password');

    const textFields = { name: `${SQL} gym`, address: SQL, city: SQL, state: SQL, description: SQL };
    const gym = await addGym({ ...textFields, amenities: JSON.stringify([SQL]) });
    expect(gym).toMatchObject({ ...textFields, amenities: [SQL] });

    const search = await t.app.inject({ method: 'GET', url: `/api/gyms/search?search=${encodeURIComponent(SQL)}` });
    expect(search.json<{ gyms: { _id: string }[] }>().gyms.map((g) => g._id)).toContain(gym._id);
    const nearby = await t.app.inject({ method: 'GET', url: `/api/gyms/nearby?lat=18.52&lng=73.85&search=${encodeURIComponent(SQL)}` });
    expect(nearby.json<{ gyms: { _id: string }[] }>().gyms.map((g) => g._id)).toContain(gym._id);
    const city = await t.app.inject({ method: 'GET', url: `/api/gyms/city/${encodeURIComponent(SQL)}` });
    expect(city.json<{ gyms: { _id: string }[] }>().gyms.map((g) => g._id)).toEqual([gym._id]);

    const tables = await t.database.db.execute(sql`select to_regclass('public.users')::text as users, to_regclass('public.gyms')::text as gyms`);
    expect((tables as unknown as { rows: unknown[] }).rows[0]).toEqual({ users: 'users', gyms: 'gyms' });
    expect(await t.database.db.select().from(users).where(eq(users.name, SQL))).toHaveLength(1);
  });
});

describe('request size and paths', () => {
  it('refuses U+0000 (which PostgreSQL text cannot hold) and bad %-escapes with a 400 envelope, never a 500', async () => {
    const headers = { origin: t.config.publicOrigin };
    const sent = [
      await register(t, newAccount({ name: 'a\u0000b' })),
      await t.app.inject({ method: 'GET', url: '/api/gyms/search?search=a%00b' }),
      await t.app.inject({ method: 'GET', url: '/api/gyms/city/Pune%00' }),
      await t.app.inject({ method: 'GET', url: '/api/gyms/city/%E0%A4' }),
      await postGymForm(t, admin.headers, gymFields({ name: 'Iron\u0000Temple' })),
      await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers, payload: { email: 'a\u0000@example.com', password: 'x' } }),
    ];
    for (const res of sent) expectRefusal(res, 400, /./);
  });

  it('answers a 2 MB JSON body with 413 in the error envelope', async () => {
    const payload = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), email: 'big@example.com', password: 'long enough' });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', headers: { origin: t.config.publicOrigin, 'content-type': 'application/json' }, payload });
    expectRefusal(res, 413, 'Request body is too large');
  });

  it('refuses a path in imageUrl with 404 and touches no file', async () => {
    const { gym, owner } = await bookableGym(t.database.db);
    const signedIn = await signedInAs(t, owner);
    await addGymImages(t.database.db, gym.id, ['a1b2c3.png']);
    const decoy = path.join(t.dataDir, 'session-secret');
    await writeFile(decoy, 'not the real one');
    for (const imageUrl of ['../../session-secret', '/media/../../session-secret', `/media/gyms/${gym.id}/..%2F..%2F..%2Fsession-secret`]) {
      const res = await t.app.inject({ method: 'PATCH', url: `/api/gyms/${gym.id}/delete-image`, headers: signedIn.headers, payload: { imageUrl } });
      expectRefusal(res, 404, 'Image not found on this gym');
    }
    expect(existsSync(decoy)).toBe(true);
    const after = (await t.app.inject({ method: 'GET', url: `/api/gyms/${gym.id}` })).json<GymReply>().gym;
    expect(after.imageUrls).toHaveLength(1);
  });
});

it('puts no hash, token or secret in any reply of this file', () => {
  const { keySecret, webhookSecret } = sandboxSecrets(t.config.sessionSecret);
  expect(replies.length).toBeGreaterThan(10);
  expect(leaksIn(replies, [t.config.sessionSecret, keySecret, webhookSecret])).toEqual([]);
});
