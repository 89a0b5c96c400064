import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { daysOfWeek, istDate } from '@gymslot/shared/ist-time';
import { parseTimeOfDay } from '@gymslot/shared/time-of-day';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { appSettings } from '../../db/schema/app-settings.js';
import { dateAvailability, recurringAvailability } from '../../db/schema/availability.js';
import { gymStaff } from '../../db/schema/gym-desk.js';
import { gymImages, gyms } from '../../db/schema/gyms.js';
import { users } from '../../db/schema/users.js';
import { rowsOf } from '../../db/rows.js';
import { verifyPassword } from '../../modules/auth/password.js';
import { createLocalMediaStore } from '../../modules/media/local-media-store.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts.js';
import { DEMO_STAFF_EMAIL } from './demo-staff.js';
import { createBusyHoursService } from '../../modules/insights/busy-hours.service.js';
import { DEMO_REGULAR_COUNT } from './demo-busy-hours.js';
import { demoPartnerOwners } from './demo-partner-owners.js';
import { demoReviewers } from './demo-reviews.js';
import { DEMO_SEEDED_SETTING, seedDemoDataOnce } from './seed-demo.js';

// 20:00 UTC is already the next day in India: dates must come out as IST 2025-03-11, not 03-10.
const now = new Date('2025-03-10T20:00:00Z');

let database: DatabaseHandle;
let mediaDir: string;
let seeded: boolean;

beforeAll(async () => {
  database = await createTestDatabase();
  mediaDir = await mkdtemp(path.join(tmpdir(), 'gymslot-seed-'));
  seeded = await seedDemoDataOnce(database.db, { media: createLocalMediaStore(mediaDir), now });
});

afterAll(async () => {
  await database.close();
  await rm(mediaDir, { recursive: true, force: true });
});

async function tableCounts() {
  const result = await database.db.execute(sql`
    select (select count(*) from users)::int as users, (select count(*) from gyms)::int as gyms,
           (select count(*) from gym_images)::int as images,
           (select count(*) from recurring_availability)::int as weekly,
           (select count(*) from date_availability)::int as dates`);
  return rowsOf<Record<string, number>>(result)[0];
}

async function gymsOwnedBy(email: string) {
  return database.db
    .select({ id: gyms.id, city: gyms.city })
    .from(gyms)
    .innerJoin(users, eq(users.id, gyms.ownerId))
    .where(eq(users.email, email));
}

describe('seedDemoDataOnce', () => {
  it('seeds at least 6 cities with 4 or more gyms each, 24 or more in all', async () => {
    expect(seeded).toBe(true);
    const all = await database.db.select().from(gyms);
    expect(all.length).toBeGreaterThanOrEqual(24);
    const perCity = new Map<string, number>();
    for (const gym of all) perCity.set(gym.city, (perCity.get(gym.city) ?? 0) + 1);
    expect(perCity.size).toBeGreaterThanOrEqual(6);
    for (const count of perCity.values()) expect(count).toBeGreaterThanOrEqual(4);
  });

  it('gives every gym plausible Indian listing data', async () => {
    const all = await database.db.select().from(gyms);
    for (const gym of all) {
      expect(gym.pricePerHourPaise).toBeGreaterThanOrEqual(9_900);
      expect(gym.pricePerHourPaise).toBeLessThanOrEqual(49_900);
      expect(gym.pricePerHourPaise % 100).toBe(0);
      expect(gym.capacity).toBeGreaterThanOrEqual(8);
      expect(gym.capacity).toBeLessThanOrEqual(40);
      expect(gym.averageRating).toBeGreaterThanOrEqual(3.5);
      expect(gym.averageRating).toBeLessThanOrEqual(4.9);
      expect(gym.totalRatings).toBeGreaterThan(0);
      expect(gym.pincode).toMatch(/^[1-9]\d{5}$/);
      expect(gym.contactNumber).toMatch(/^[6-9]\d{9}$/);
      expect(gym.ownerPhoneNumber).toMatch(/^[6-9]\d{9}$/);
      expect(gym.email).toMatch(/^[^@\s]+@example\.com$/);
      expect(gym.amenities.length).toBeGreaterThan(0);
      expect(gym.description.length).toBeGreaterThan(20);
      // India lies between about 6–36° N and 68–98° E.
      expect(gym.latitude).toBeGreaterThan(6);
      expect(gym.latitude).toBeLessThan(36);
      expect(gym.longitude).toBeGreaterThan(68);
      expect(gym.longitude).toBeLessThan(98);
      expect(gym.createdAt.getTime()).toBeLessThan(now.getTime());
    }
    expect(new Set(all.map((gym) => gym.createdAt.getTime())).size).toBeGreaterThan(20);
  });

  it('creates the five demo logins with the demo password, verified', async () => {
    for (const account of demoAccounts) {
      const [row] = await database.db.select().from(users).where(eq(users.email, account.email));
      expect(row).toMatchObject({ name: account.name, role: account.role });
      expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
      expect(await verifyPassword(row?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
    }
  });

  it('gives owner@ gyms in exactly two cities and owner2@ exactly one gym', async () => {
    const ownerGyms = await gymsOwnedBy('owner@example.com');
    expect(ownerGyms.length).toBeGreaterThanOrEqual(3);
    expect(new Set(ownerGyms.map((gym) => gym.city)).size).toBe(2);
    expect(await gymsOwnedBy('owner2@example.com')).toHaveLength(1);
  });

  it("puts staff@ on the desk of one of owner@'s gyms, and of no other", async () => {
    const [staff] = await database.db.select().from(users).where(eq(users.email, DEMO_STAFF_EMAIL));
    const desks = await database.db.select({ gymId: gymStaff.gymId }).from(gymStaff).where(eq(gymStaff.userId, staff?.id ?? ''));
    expect(desks).toHaveLength(1);
    expect((await gymsOwnedBy('owner@example.com')).map((gym) => gym.id)).toContain(desks[0]?.gymId);
  });

  it('gives the other gyms to owners nobody can log in as', async () => {
    const loginEmails = demoAccounts.map((account) => account.email);
    const others = await database.db
      .selectDistinct({ email: users.email, role: users.role, passwordHash: users.passwordHash })
      .from(gyms)
      .innerJoin(users, eq(users.id, gyms.ownerId));
    const partners = others.filter((owner) => !loginEmails.includes(owner.email ?? ''));
    expect(partners.length).toBeGreaterThan(0);
    for (const partner of partners) expect(partner).toMatchObject({ role: 'gym_owner', passwordHash: null });
  });

  it('opens every gym on a valid weekly schedule', async () => {
    const all = await database.db.select({ id: gyms.id }).from(gyms);
    const weekly = await database.db.select().from(recurringAvailability);
    for (const gym of all) {
      const days = weekly.filter((row) => row.gymId === gym.id);
      expect(days.length).toBeGreaterThanOrEqual(6);
      for (const day of days) {
        expect(daysOfWeek).toContain(day.dayOfWeek);
        expect(day.startTime).toMatch(/^(0\d|1[0-2]):[0-5]\d [AP]M$/);
        expect(parseTimeOfDay(day.startTime)).toBeLessThan(parseTimeOfDay(day.endTime) ?? 0);
      }
    }
    const monday = weekly.filter((row) => row.dayOfWeek === 'Monday');
    expect(monday.filter((row) => row.startTime === '06:00 AM' && row.endTime === '10:00 PM').length).toBeGreaterThan(
      all.length / 3,
    );
  });

  it('adds a closed day and special hours on IST dates after the seed day', async () => {
    const istToday = istDate(now);
    expect(istToday).toBe('2025-03-11');
    const dates = await database.db.select().from(dateAvailability).orderBy(asc(dateAvailability.date));
    expect(dates.length).toBeGreaterThanOrEqual(3);
    for (const entry of dates) expect(entry.date > istToday).toBe(true);
    expect(dates.some((entry) => entry.availableSlots.length === 0)).toBe(true);
    const special = dates.find((entry) => entry.availableSlots.length > 0);
    expect(special?.availableSlots[0]).toMatch(/^(0\d|1[0-2]):00 [AP]M$/);
  });

  it('stores two or three images per gym, in varied orders, with the files on disk', async () => {
    const images = await database.db.select().from(gymImages).orderBy(asc(gymImages.gymId), asc(gymImages.position));
    const byGym = new Map<string, string[]>();
    for (const image of images) byGym.set(image.gymId, [...(byGym.get(image.gymId) ?? []), image.fileName]);
    expect(byGym.size).toBe((await database.db.select({ id: gyms.id }).from(gyms)).length);
    for (const [gymId, fileNames] of byGym) {
      expect(fileNames.length).toBeGreaterThanOrEqual(2);
      expect(fileNames.length).toBeLessThanOrEqual(3);
      expect(new Set(fileNames).size).toBe(fileNames.length);
      for (const fileName of fileNames) expect(existsSync(path.join(mediaDir, 'gyms', gymId, fileName))).toBe(true);
    }
    const firstImages = new Set([...byGym.values()].map((fileNames) => fileNames[0]));
    expect(firstImages.size).toBeGreaterThanOrEqual(8);
  });

  it('rates every gym from reviews of checked-in visits, and leaves the demo user one visit to review', async () => {
    const result = await database.db.execute(sql`
      select g.id, g.average_rating as "averageRating", g.total_ratings as "totalRatings",
             (select round(avg(r.rating), 1)::float8 from reviews r where r.gym_id = g.id) as "reviewAverage",
             (select count(*)::int from reviews r where r.gym_id = g.id) as "reviewCount",
             (select count(*)::int from reviews r join bookings b on b.id = r.booking_id
               where r.gym_id = g.id and (b.user_id <> r.user_id or b.gym_id <> g.id or b.verified_at is null or b.date >= ${istDate(now)})) as "unsound"
      from gyms g`);
    const rows = rowsOf<{ averageRating: number; totalRatings: number; reviewAverage: number; reviewCount: number; unsound: number }>(result);
    expect(rows.length).toBeGreaterThanOrEqual(24);
    for (const row of rows) {
      expect(row.reviewCount).toBeGreaterThanOrEqual(2);
      expect(row.totalRatings).toBe(row.reviewCount);
      expect(Math.fround(row.averageRating)).toBe(Math.fround(row.reviewAverage));
      expect(row.unsound).toBe(0);
    }
    const visits = rowsOf<{ count: number }>(
      await database.db.execute(sql`
        select count(*)::int as count from bookings b join users u on u.id = b.user_id
        where u.email = 'user@example.com' and b.verified_at is not null
          and not exists (select 1 from reviews r where r.booking_id = b.id)`),
    );
    expect(visits[0]?.count).toBe(1);
  });

  it("gives the first gym of every city weeks of visits for its 'Usually busy' chart, the others their reviewed visits", async () => {
    const busyHours = createBusyHoursService({ database, clock: { now: () => now } });
    const rows = await database.db.select().from(gyms);
    const levels = await Promise.all(rows.map(async (gym) => ({ gym, reply: await busyHours.forGym(gym.id) })));
    const charted = levels.filter(({ reply }) => reply.hours.some((hour) => hour.level === 4));
    expect(new Set(charted.map(({ gym }) => gym.city)).size).toBe(new Set(rows.map((gym) => gym.city)).size);
    for (const { reply } of charted) {
      expect(reply.weeks).toBe(4);
      expect(new Set(reply.hours.map((hour) => hour.level))).toEqual(new Set([0, 1, 2, 3, 4]));
    }
    for (const { reply } of levels) expect(reply.weeks).toBeGreaterThan(0);
  });

  it('does nothing and returns false the second time', async () => {
    const before = await tableCounts();
    const [markerBefore] = await database.db.select().from(appSettings).where(eq(appSettings.key, DEMO_SEEDED_SETTING));
    expect(markerBefore?.value).toBe(now.toISOString());

    expect(await seedDemoDataOnce(database.db, { media: createLocalMediaStore(mediaDir), now: new Date() })).toBe(false);

    expect(await tableCounts()).toEqual(before);
    const [markerAfter] = await database.db.select().from(appSettings).where(eq(appSettings.key, DEMO_SEEDED_SETTING));
    expect(markerAfter?.value).toBe(markerBefore?.value);
  });
});

describe('seedDemoDataOnce from two processes at once', () => {
  it('seeds exactly once', async () => {
    const fresh = await createTestDatabase();
    const freshMediaDir = await mkdtemp(path.join(tmpdir(), 'gymslot-seed-race-'));
    try {
      const results = await Promise.all([
        seedDemoDataOnce(fresh.db, { media: createLocalMediaStore(freshMediaDir), now }),
        seedDemoDataOnce(fresh.db, { media: createLocalMediaStore(freshMediaDir), now }),
      ]);
      expect(results.sort()).toEqual([false, true]);
      const [row] = rowsOf<{ count: number }>(await fresh.db.execute(sql`select count(*)::int as count from users`));
      expect(row?.count).toBe(demoAccounts.length + demoPartnerOwners.length + demoReviewers.length + DEMO_REGULAR_COUNT);
    } finally {
      await fresh.close();
      await rm(freshMediaDir, { recursive: true, force: true });
    }
  });
});
