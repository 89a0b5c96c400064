import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rmdir, statfs, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { imageMessages } from '@gymslot/shared/owner-schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gymFields, postGymForm } from '../../../test/gym-form.js';
import { jpegPhoto, multipartBody, pngImage, type FilePart } from '../../../test/image-fixtures.js';
import { castOf, type Cast } from '../../../test/owner-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { gymImages, gyms } from '../../db/schema/gyms.js';
import { users } from '../../db/schema/users.js';
import { createGym } from '../../db/factories.js';
import { toStoredGymImage } from './gym-image-processing.js';

// A media disk that is really full: a small tmpfs mounted on DATA_DIR/media (root only; skipped
// where mounting is not permitted). An upload that meets it answers 507 and leaves no file, no
// half-written temp file and no database row behind.

const run = promisify(execFile);
const DISK_BYTES = 256 * 1024;

const mountTmpfs = (dir: string) => run('mount', ['-t', 'tmpfs', '-o', `size=${DISK_BYTES}`, 'tmpfs', dir]);
const unmount = (dir: string) => run('umount', [dir]);

/** Whether this machine lets the test mount a tmpfs (root in a container that allows it). */
async function canMount(): Promise<boolean> {
  const probe = await mkdtemp(path.join(tmpdir(), 'gymslot-mount-probe-'));
  try {
    await mountTmpfs(probe);
    await unmount(probe);
    return true;
  } catch {
    return false;
  } finally {
    await rmdir(probe).catch(() => undefined);
  }
}

const mountable = await canMount();

describe.skipIf(!mountable)('an image upload onto a full media disk', () => {
  let t: TestApp;
  let cast: Cast;
  let mediaDir: string;
  let photo: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    cast = await castOf(t);
    mediaDir = path.join(t.dataDir, 'media');
    await mkdir(mediaDir, { recursive: true });
    await mountTmpfs(mediaDir);
    photo = await jpegPhoto(800, 600);
  });
  afterAll(async () => {
    // Unmounted before the app's folder is removed, so the removal meets a plain folder.
    if (mediaDir) await unmount(mediaDir).catch(() => undefined);
    await t?.close();
  });

  const FILLER = () => path.join(mediaDir, 'filler');

  /** Fills the disk with one file, leaving exactly `freeBytes` (whole pages) for the upload. */
  async function fillLeaving(freeBytes: number): Promise<void> {
    await writeFile(FILLER(), Buffer.alloc(0));
    const { bavail, bsize } = await statfs(mediaDir);
    await writeFile(FILLER(), Buffer.alloc(bavail * bsize - freeBytes));
    expect((await statfs(mediaDir)).bavail * bsize).toBe(freeBytes);
  }
  beforeEach(async () => {
    await fillLeaving(0);
  });

  async function freeBytes(): Promise<number> {
    const { bavail, bsize } = await statfs(mediaDir);
    return bavail * bsize;
  }

  /** Every file on the disk but the filler, with its path under the media folder. */
  async function storedFiles(): Promise<string[]> {
    const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && entry.name !== 'filler')
      .map((entry) => path.relative(mediaDir, path.join(entry.parentPath, entry.name)));
  }

  async function addImages(gymId: string, files: FilePart[]) {
    const body = await multipartBody({}, files);
    return t.app.inject({
      method: 'PATCH',
      url: `/api/gyms/${gymId}/add-images`,
      headers: { ...cast.owner.headers, ...body.headers },
      payload: body.payload,
    });
  }

  const imageRowsOf = (gymId: string) => t.database.db.select().from(gymImages).where(eq(gymImages.gymId, gymId));

  function expectNoRoom(res: { statusCode: number; json: () => unknown }): void {
    expect(res.statusCode).toBe(507);
    expect(res.json()).toEqual({ success: false, message: imageMessages.noRoom, error: imageMessages.noRoom, code: 'imageNoRoom' });
  }

  it('answers 507 to G14 on a disk with no room, and keeps no partial file', async () => {
    const gym = await createGym(t.database.db, { ownerId: cast.owner.account.id });
    const res = await addImages(gym.id, [{ name: 'floor.png', data: await pngImage() }]);
    expectNoRoom(res);
    expect(await storedFiles()).toEqual([]);
    expect(await imageRowsOf(gym.id)).toEqual([]);
  });

  it('removes the image and the variants already written when a later variant finds the disk full', async () => {
    const processed = await toStoredGymImage(photo);
    const [variant] = processed?.variants ?? [];
    if (!processed || !variant) throw new Error('The photo should have a narrower variant');
    const { bsize } = await statfs(mediaDir);
    // Room for the full-size file, and one page more: less than its 400 px copy needs.
    const room = Math.ceil(processed.data.length / bsize) * bsize + bsize;
    expect(variant.data.length).toBeGreaterThan(bsize);
    await fillLeaving(room);
    const gym = await createGym(t.database.db, { ownerId: cast.owner.account.id });

    const res = await addImages(gym.id, [{ name: 'floor.jpg', data: photo, type: 'image/jpeg' }]);

    expectNoRoom(res);
    expect(await storedFiles()).toEqual([]);
    // Every page the upload took is given back.
    expect(await freeBytes()).toBe(room);
    expect(await imageRowsOf(gym.id)).toEqual([]);
  });

  it('adds no gym and no owner account for G12 when its images do not fit', async () => {
    const fields = gymFields();
    const gymsBefore = await t.database.db.select({ id: gyms.id }).from(gyms);
    const res = await postGymForm(t, cast.admin.headers, fields, [{ name: 'front.jpg', data: photo, type: 'image/jpeg' }]);
    expectNoRoom(res);
    expect(await storedFiles()).toEqual([]);
    expect(await t.database.db.select({ id: gyms.id }).from(gyms)).toHaveLength(gymsBefore.length);
    expect(await t.database.db.select().from(users).where(eq(users.email, String(fields.ownerEmail)))).toEqual([]);
  });

  it('stores the upload again once there is room', async () => {
    await fillLeaving(128 * 1024);
    const gym = await createGym(t.database.db, { ownerId: cast.owner.account.id });
    const res = await addImages(gym.id, [{ name: 'floor.jpg', data: photo, type: 'image/jpeg' }]);
    expect(res.statusCode, res.body).toBe(200);
    expect((await storedFiles()).filter((file) => file.endsWith('.partial'))).toEqual([]);
    expect(await imageRowsOf(gym.id)).toHaveLength(1);
  });
});
