import type { InsightsQuery, InsightsReply } from '@gymslot/shared/insights-schemas';
import { placesOnSale } from '@gymslot/shared/selling-rules';
import type { AppDeps } from '../../app-deps.js';
import { gymActions, type Caller } from '../../lib/authz.js';
import { requireDatesInWindow } from '../../lib/date-window-guard.js';
import { findGymForCaller } from '../gyms/gym-access.js';
import { insightsSeries } from './insights-series.js';
import * as insightsRepository from './insights.repository.js';

/**
 * How many slots each gym offers on each date of a range, by gym id then date, asked once for all
 * the gyms. The availability module owns opening hours, so the composition root hands its service's
 * answer in (apps/server/src/services.ts).
 */
export type OfferedSlotCounts = (gymIds: readonly string[], from: string, to: string) => Promise<ReadonlyMap<string, ReadonlyMap<string, number>>>;

type Insights = Omit<InsightsReply, 'success'>;

/** API contract §8.7: a gym's business over a range of IST dates, for one gym or all of an owner's. */
export function createInsightsService(deps: Pick<AppDeps, 'database' | 'clock'>, offeredSlotCounts: OfferedSlotCounts) {
  const { db } = deps.database;

  /** A fixed number of statements however many gyms (issue 32): each question is asked once for all of them. */
  async function insightsOf(gyms: readonly insightsRepository.GymCapacity[], bookings: insightsRepository.SlotCounts, range: InsightsQuery): Promise<Insights> {
    const gymIds = gyms.map((gym) => gym.id);
    const [totals, slotCounts] = await Promise.all([
      insightsRepository.sumSlots(db, bookings, deps.clock.now()),
      offeredSlotCounts(gymIds, range.from, range.to),
    ]);
    const placesOffered = new Map<string, number>();
    gyms.forEach((gym) => {
      for (const [date, slots] of slotCounts.get(gym.id) ?? []) {
        // §8.12: the places on sale per slot (today's setting), and only the slots outside closed hours.
        placesOffered.set(date, (placesOffered.get(date) ?? 0) + placesOnSale(gym) * slots);
      }
    });
    return insightsSeries(range, totals.days, totals.hours, placesOffered);
  }

  return {
    /** One gym: its owner or an admin (404 unknown, 403 someone else's). */
    async forGym(caller: Caller, gymId: string, range: InsightsQuery): Promise<Insights> {
      requireDatesInWindow(range, deps.clock.now());
      const gym = await findGymForCaller(db, caller, gymId, gymActions.readGym);
      return insightsOf([gym], insightsRepository.slotCountsOfGym(gym.id, range.from, range.to), range);
    },

    /**
     * Every gym the calling owner has, added up from the totals kept per owner (decision 074), so a
     * 500-gym owner reads no more rows than a 5-gym one; an owner with none gets zeros.
     */
    async forOwner(caller: Caller, range: InsightsQuery): Promise<Insights> {
      requireDatesInWindow(range, deps.clock.now());
      const gyms = await insightsRepository.findGymCapacitiesByOwner(db, caller.id);
      return insightsOf(gyms, insightsRepository.slotCountsOfOwner(caller.id, range.from, range.to), range);
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
