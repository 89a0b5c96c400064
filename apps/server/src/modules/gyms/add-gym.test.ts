import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { addGymReplySchema, MAX_GYM_IMAGE_BYTES } from '@gymslot/shared/owner-schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { gymFields, postGymForm } from '../../../test/gym-form.js';
import { jpegWithExif, multipartBody, pngImage, type FilePart } from '../../../test/image-fixtures.js';
import { castOf, expectPermissionMatrix, type Cast } from '../../../test/owner-helpers.js';
import { useTestApp } from '../../../test/test-app.js';
import { gyms } from '../../db/schema/gyms.js';

let cast: Cast;

const t = useTestApp();
beforeAll(async () => {
  cast = await castOf(t);
});

const addGym = (headers: Record<string, string>, fields = gymFields(), files: FilePart[] = []) =>
  postGymForm(t, headers, fields, files);

async function gymCount(): Promise<number> {
  return (await t.database.db.select({ id: gyms.id }).from(gyms)).length;
}

async function storedGymFolders(): Promise<string[]> {
  return readdir(path.join(t.dataDir, 'media', 'gyms')).catch(() => []);
}

describe('POST /api/gyms/add (G12): who may call it', () => {
  it('is for admins only: owners cannot add gyms', async () => {
    await expectPermissionMatrix(t, cast, (headers) => addGym(headers), {
      loggedOut: 401,
      user: 403,
      otherOwner: 403,
      owner: 403,
      admin: 201,
    });
  });

  it('takes the admin session from the cookie while the screen sends "Bearer null"', async () => {
    const res = await addGym({ ...cast.admin.headers, authorization: 'Bearer null' });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('POST /api/gyms/add (G12): the form', () => {
  it('adds the gym and answers 201 with the managed view', async () => {
    const fields = gymFields();
    const res = await addGym(cast.admin.headers, fields);
    expect(res.statusCode, res.body).toBe(201);
    const body = addGymReplySchema.parse(res.json());
    expect(body.message).toBe('Gym added successfully');
    expect(body.gym).toMatchObject({
      name: 'Iron Temple',
      city: 'Pune',
      pincode: '411001',
      capacity: 25,
      pricePerHour: 149.5,
      latitude: 18.52,
      longitude: 73.85,
      ownerPhoneNumber: '9876543210',
      description: 'Squat racks and a sauna',
      amenities: ['Wifi', 'Sauna'],
      imageUrls: [],
      razorpayAccountId: 'acc_Temple42',
      ownerId: { email: fields.ownerEmail },
      stats: { totalBookings: 0, verifiedBookings: 0, pendingBookings: 0, revenue: 0 },
    });
    const [row] = await t.database.db.select().from(gyms).where(eq(gyms.id, body.gym._id));
    expect(row?.pricePerHourPaise).toBe(14_950);
  });

  it('takes comma-separated amenities and leaves out the optional fields', async () => {
    const fields = gymFields({ amenities: 'Wifi, Pool,,wifi' });
    delete fields.description;
    const res = await addGym(cast.admin.headers, fields);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ gym: { amenities: ['Wifi', 'Pool'], description: '' } });
  });

  it('stores the contact number as it is dialled, a mobile or a landline, and refuses text that is no Indian phone number', async () => {
    for (const [written, dialled] of [['98220-12345', '9822012345'], ['020 2553 1234', '02025531234']] as const) {
      const added = await addGym(cast.admin.headers, gymFields({ contactNumber: written }));
      expect(added.statusCode, added.body).toBe(201);
      expect(addGymReplySchema.parse(added.json()).gym.contactNumber).toBe(dialled);
    }

    for (const contactNumber of ['call me', '2025531234', '12345']) {
      const refused = await addGym(cast.admin.headers, gymFields({ contactNumber }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        message: 'Validation failed',
        errors: ['contactNumber must be an Indian phone number: a 10-digit mobile, or a landline with its STD code, such as 020 2553 1234'],
      });
    }
  });

  it('adds a gym without a Razorpay account id, absent or blank: it is paid outside GymSlot (§8.12, decision 064)', async () => {
    const fields = gymFields();
    delete fields.razorpayAccountId;
    for (const sent of [fields, gymFields({ razorpayAccountId: '  ' })]) {
      const res = await addGym(cast.admin.headers, sent);
      expect(res.statusCode, res.body).toBe(201);
      const { gym } = addGymReplySchema.parse(res.json());
      expect(gym.razorpayAccountId).toBe('');
      const [row] = await t.database.db.select().from(gyms).where(eq(gyms.id, gym._id));
      expect(row?.razorpayAccountId).toBeNull();
    }
  });

  it('takes a well-formed account id by its form alone when no Razorpay keys are set (the sandbox has no Route)', async () => {
    const res = await addGym(cast.admin.headers, gymFields({ razorpayAccountId: 'acc_SandboxOnly1' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(addGymReplySchema.parse(res.json()).gym.razorpayAccountId).toBe('acc_SandboxOnly1');
  });

  it('lists every problem at once, images included, and keeps nothing', async () => {
    const gymsBefore = await gymCount();
    const foldersBefore = await storedGymFolders();
    const empty = await addGym(cast.admin.headers, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      success: false,
      message: 'Validation failed',
      error: 'Validation failed',
      errors: [
        'ownerEmail is required',
        'ownerPhoneNumber is required',
        'name is required',
        'address is required',
        'city is required',
        'state is required',
        'pincode is required',
        'contactNumber is required',
        'email is required',
        'capacity is required',
        'pricePerHour is required',
        'latitude is required',
        'longitude is required',
      ],
      code: 'validationFailed',
    });

    const wrong = await addGym(
      cast.admin.headers,
      {
        ownerEmail: 'nobody',
        ownerPhoneNumber: '12345',
        name: ' ',
        address: 'x',
        city: 'y',
        state: 'z',
        pincode: '41100',
        contactNumber: '1',
        email: 'gym@',
        capacity: '0',
        pricePerHour: '-5',
        latitude: '100',
        longitude: '200',
        razorpayAccountId: 'rzp_live',
        amenities: '[1]',
        description: 'd'.repeat(2001),
        city_extra: 'ignored',
      },
      [{ name: 'notes.png', data: Buffer.from('just some text'), type: 'image/png' }],
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ errors: string[] }>().errors).toEqual([
      'ownerEmail must be a valid email address',
      'ownerPhoneNumber must be exactly 10 digits',
      'name is required',
      'pincode must be 6 digits',
      'contactNumber must be an Indian phone number: a 10-digit mobile, or a landline with its STD code, such as 020 2553 1234',
      'email must be a valid email address',
      'capacity must be a whole number from 1 to 10000',
      'pricePerHour must be more than 0 and at most 100000 rupees, with at most 2 decimals',
      'latitude must be a number from -90 to 90',
      'longitude must be a number from -180 to 180',
      'razorpayAccountId must be acc_ followed by letters and digits',
      'description must be at most 2000 characters',
      'amenities must be a JSON list of names or comma-separated names',
      'Only PNG and JPEG images are allowed',
    ]);
    expect(await gymCount()).toBe(gymsBefore);
    expect(await storedGymFolders()).toEqual(foldersBefore);
  });

  it('refuses a field sent twice', async () => {
    const res = await addGym(cast.admin.headers, gymFields({ city: ['Pune', 'Mumbai'] }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Validation failed', errors: ['city must be sent only once'] });
  });

  it('refuses a JSON body: the call is multipart', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/gyms/add', headers: cast.admin.headers, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'The form must be sent as multipart/form-data' });
  });
});

describe('POST /api/gyms/add (G12): images', () => {
  it('re-encodes PNG and JPEG to upright WebP without metadata and stores them under the gym', async () => {
    const res = await addGym(cast.admin.headers, gymFields(), [
      { name: 'front.png', data: await pngImage(2400, 1200) },
      { name: 'phone.jpg', data: await jpegWithExif(), type: 'image/jpeg' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const gym = addGymReplySchema.parse(res.json()).gym;
    expect(gym.imageUrls).toHaveLength(2);
    const files = [];
    for (const url of gym.imageUrls) {
      expect(url).toMatch(new RegExp(`^http://localhost:3000/api/media/gyms/${gym._id}/[0-9a-f]{24}\\.webp$`));
      const onDisk = path.join(t.dataDir, 'media', url.slice('http://localhost:3000/api/media/'.length));
      expect(existsSync(onDisk)).toBe(true);
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      files.push(await readFile(onDisk));
    }
    const [wide, photo] = await Promise.all(files.map((file) => sharp(file).metadata()));
    expect(wide).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(photo).toMatchObject({ format: 'webp', width: 30, height: 40 });
    expect(photo?.exif).toBeUndefined();
    expect(photo?.orientation).toBeUndefined();
    expect(files[1]?.includes('SpyCam')).toBe(false);
    // The wide one also has its narrower copies; the 30 px photo is too small for any.
    const [wideUrl, photoUrl] = gym.imageUrls as [string, string];
    const narrower = (width: number) => wideUrl.replace(/\.webp$/, `-${width}w.webp`);
    expect(gym.imageSources).toEqual([
      { url: wideUrl, widths: [{ url: narrower(400), width: 400 }, { url: narrower(800), width: 800 }, { url: wideUrl, width: 1600 }] },
      { url: photoUrl, widths: [{ url: photoUrl, width: 30 }] },
    ]);
  });

  it('refuses a ninth image with 400 and stores nothing', async () => {
    const foldersBefore = await storedGymFolders();
    const png = await pngImage();
    const nine = Array.from({ length: 9 }, (_, i) => ({ name: `p${i}.png`, data: png }));
    const res = await addGym(cast.admin.headers, gymFields(), nine);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'A gym can have at most 8 images' });
    expect(await storedGymFolders()).toEqual(foldersBefore);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const big = Buffer.alloc(MAX_GYM_IMAGE_BYTES + 1, 7);
    (await pngImage()).copy(big);
    const res = await addGym(cast.admin.headers, gymFields(), [{ name: 'huge.png', data: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      message: 'Each image must be at most 5 MB',
      error: 'Each image must be at most 5 MB',
      code: 'imageTooLarge',
    });
  });

  it('answers a cut-off multipart body with 400, not 500', async () => {
    const body = await multipartBody(gymFields(), [{ name: 'a.png', data: await pngImage() }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/gyms/add',
      headers: { ...cast.admin.headers, ...body.headers },
      payload: body.payload.subarray(0, body.payload.length - 60),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'The form data could not be read' });
  });
});
