import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';

type Catalogue = Record<string, Record<string, string>>;
const hindi = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../packages/shared/src/locales/hi.json'), 'utf8')) as Catalogue;

/**
 * The Hindi of one message, from the catalogue itself, so a better translation never breaks a
 * journey: `hindiText('nav', 'myBookings')`.
 */
export function hindiText(group: string, key: string): string {
  const found = hindi[group]?.[key];
  if (typeof found !== 'string') throw new Error(`no Hindi for ${group}.${key}`);
  return found;
}

/**
 * The first demo gym with a free slot on `date`: its `fromEnd`-th slot from the end of the day, so
 * journeys running side by side each take a slot of their own.
 */
export async function gymWithFreeSlot(request: APIRequestContext, date: string, fromEnd: number): Promise<{ gymId: string; slot: string }> {
  const gyms = (await (await request.get('/api/gyms/all-public')).json()) as { data: { _id: string }[] };
  for (const gym of gyms.data) {
    const { slots } = (await (await request.get(`/api/availability/user/${gym._id}/slots?date=${date}`)).json()) as { slots: string[] };
    const slot = slots.at(-fromEnd);
    if (slot !== undefined) return { gymId: gym._id, slot };
  }
  throw new Error(`No demo gym has ${fromEnd} free slots on ${date}`);
}
