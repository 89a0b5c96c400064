import type { Executor } from '../src/db/client.js';
import { gymImages } from '../src/db/schema/gyms.js';
import { createGym, createUser, type NewGymRow } from '../src/db/factories.js';
import { newId } from '../src/lib/ids.js';

/** The sphere earthdistance measures on (its earth() function), in kilometres. */
export const EARTH_RADIUS_KM = 6378.168;
const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;

export interface Point {
  latitude: number;
  longitude: number;
}

/** A point about `northKm` north and `eastKm` east of another (good to well under 1 % at these ranges). */
export function pointFrom(origin: Point, northKm: number, eastKm: number): Point {
  const latitude = origin.latitude + northKm / KM_PER_DEGREE;
  const longitude = origin.longitude + eastKm / (KM_PER_DEGREE * Math.cos((origin.latitude * Math.PI) / 180));
  return { latitude, longitude };
}

/** Haversine distance in km, worked out independently of the database. */
export function greatCircleKm(a: Point, b: Point): number {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** A gym owner and a way to add gyms for them with only the fields a test cares about. */
export async function gymMaker(db: Executor) {
  const owner = await createUser(db, { role: 'gym_owner', name: 'Owner Person', email: `owner-${newId()}@example.com` });
  return {
    owner,
    gym: (overrides: Partial<NewGymRow> = {}) => createGym(db, { ownerId: owner.id, ...overrides }),
  };
}

export async function addGymImages(db: Executor, gymId: string, fileNames: string[]): Promise<void> {
  await db.insert(gymImages).values(fileNames.map((fileName, position) => ({ id: newId(), gymId, fileName, position })));
}

export interface GymItem {
  _id: string;
  id: string;
  name: string;
  city: string;
  pricePerHour: number;
  averageRating: number;
  amenities: string[];
  imageUrls: string[];
  distance?: number;
  [key: string]: unknown;
}

export interface GymListBody {
  success: boolean;
  count: number;
  gyms: GymItem[];
  limit: number;
  truncated: boolean;
  message?: string;
  filters?: Record<string, unknown>;
}
