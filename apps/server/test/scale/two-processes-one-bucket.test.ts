import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGym, createUser } from '../../src/db/factories.js';
import { systemClock } from '../../src/lib/clock.js';
import { SESSION_COOKIE } from '../../src/modules/auth/authentication.js';
import { createSessionService } from '../../src/modules/auth/sessions.service.js';
import { pngImage } from '../image-fixtures.js';
import { startLocalS3, type LocalS3 } from '../local-s3.js';
import { PROCESS_TIMEOUT_MS, startServerProcess, type ServerProcess } from '../process-harness.js';
import { createTestDatabase, type TestDatabase } from '../test-database.js';

// Contract §8.14: two server processes, as behind a load balancer, on one PostgreSQL database and
// one bucket (a local S3-compatible server): an image uploaded through one is served by the other,
// and deleted through the other it is gone for both.

const enabled = Boolean(process.env.TEST_DATABASE_URL);
const PUBLIC_URL = 'http://127.0.0.1:8080';

let database: TestDatabase;
let s3: LocalS3;
let servers: ServerProcess[] = [];

beforeAll(async () => {
  if (!enabled) return;
  database = await createTestDatabase();
  s3 = await startLocalS3();
  servers = await Promise.all([0, 1].map(() => startServerProcess({ DATABASE_URL: database.url ?? '', PUBLIC_URL, ...s3.env() })));
}, PROCESS_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop('SIGKILL')));
  await s3?.close();
  await database?.close();
});

/** The first and the second process's address. */
const a = () => servers[0]?.baseUrl ?? '';
const b = () => servers[1]?.baseUrl ?? '';

describe.skipIf(!enabled)('two server processes sharing one bucket', () => {
  it('serves through one process an image uploaded through the other, and a delete through either removes it for both', async () => {
    const owner = await createUser(database.db, { role: 'gym_owner' });
    const gym = await createGym(database.db, { ownerId: owner.id });
    const { token } = await createSessionService(database.db, systemClock).start(owner.id);
    const headers = { cookie: `${SESSION_COOKIE}=${token}`, origin: PUBLIC_URL };

    const form = new FormData();
    form.append('images', new Blob([new Uint8Array(await pngImage(1000, 600))], { type: 'image/png' }), 'floor.png');
    const added = await fetch(`${a()}/api/gyms/${gym.id}/add-images`, { method: 'PATCH', headers, body: form, signal: AbortSignal.timeout(15_000) });
    expect(added.status).toBe(200);
    const [url = ''] = ((await added.json()) as { images: string[] }).images;
    expect(url.startsWith(`${PUBLIC_URL}/api/media/gyms/${gym.id}/`)).toBe(true);
    const key = url.slice(`${PUBLIC_URL}/api/media/`.length);

    const served = await fetch(`${b()}${new URL(url).pathname}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await served.arrayBuffer())).toEqual((await s3.object(key))?.bytes);

    const removed = await fetch(`${b()}/api/gyms/${gym.id}/delete-image`, {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ imageUrl: url }),
      signal: AbortSignal.timeout(15_000),
    });
    expect(removed.status).toBe(200);
    expect(await s3.keys(`gyms/${gym.id}/`)).toEqual([]);
    for (const base of [a(), b()]) expect((await fetch(`${base}${new URL(url).pathname}`)).status).toBe(404);
  });
});
