import type { Executor } from '../../db/client.js';
import * as waitlistRepository from './waitlist.repository.js';

/**
 * Decision 051: each offer keeps a place away from everyone else for up to 15 minutes, so someone
 * who leaves offers unused (lets them run out, or turns them down) is passed over for a while.
 * One is forgiven: a mail missed while asleep or at work happens to anyone.
 */
export const UNUSED_OFFERS_ALLOWED = 1;
export const UNUSED_OFFERS_WINDOW_MS = 24 * 60 * 60_000;

/**
 * True while the person has more unused offers within the last day than allowed: they get no
 * offer now, but keep their place in every line, and are offered again a day after those ended.
 */
export async function isPassedOverForUnusedOffers(tx: Executor, userId: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - UNUSED_OFFERS_WINDOW_MS);
  return (await waitlistRepository.countUnusedOffersSince(tx, userId, since, now)) > UNUSED_OFFERS_ALLOWED;
}
