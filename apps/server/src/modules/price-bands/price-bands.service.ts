import { dayOfWeekOf } from '@gymslot/shared/ist-time';
import { paiseToRupees, rupeesToPaise } from '@gymslot/shared/money';
import { bandHourText, parsePriceBands, type PriceBand, type PriceBandsReply } from '@gymslot/shared/price-band-schemas';
import type { AppDeps } from '../../app-deps.js';
import { lockForTransaction } from '../../db/advisory-locks.js';
import type { PriceBandRow } from '../../db/schema/price-bands.js';
import type { GymRow } from '../../db/schema/gyms.js';
import { gymActions, type Caller } from '../../lib/authz.js';
import { AppError, byCodeIfKnown } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { findGymForCaller } from '../gyms/gym-access.js';
import * as priceBandsRepository from './price-bands.repository.js';
import { slotPricePaise } from './slot-price.js';

/** The gym's price and its bands, as GET and PUT answer. */
export type PriceBandsView = Omit<PriceBandsReply, 'success'>;

/** What a slot costs needs only the gym's id and its own price. */
export type PricedGym = Pick<GymRow, 'id' | 'pricePerHourPaise'>;

function toPriceBand(row: PriceBandRow): PriceBand {
  return {
    dayOfWeek: row.dayOfWeek as PriceBand['dayOfWeek'],
    startTime: bandHourText(row.startHour),
    endTime: bandHourText(row.endHour),
    pricePerHour: paiseToRupees(row.pricePerHourPaise),
  };
}

/**
 * §8.7 off-peak prices (decision 046): the owner's or admin's bands, and the one answer to "what
 * does this slot cost", which the slot list, B1, the waitlist's offers and rescheduling all ask.
 */
export function createPriceBandsService(deps: Pick<AppDeps, 'database'>) {
  const { db } = deps.database;

  async function view(gym: GymRow): Promise<PriceBandsView> {
    const rows = await priceBandsRepository.findByGymId(db, gym.id);
    return { gymId: gym.id, gymName: gym.name, pricePerHour: paiseToRupees(gym.pricePerHourPaise), bands: rows.map(toPriceBand) };
  }

  /** Per-hour price in paise of each slot of an IST date, from its weekday's bands, read once. */
  async function pricesOn(gym: PricedGym, date: string): Promise<(timeSlot: string) => number> {
    const dayBands = await priceBandsRepository.findByGymIdAndDay(db, gym.id, dayOfWeekOf(date));
    return (timeSlot) => slotPricePaise(dayBands, timeSlot, gym.pricePerHourPaise);
  }

  return {
    /** GET: the gym's owner or an admin; the public sees slot prices, never the bands. */
    async forCaller(caller: Caller, gymId: string): Promise<PriceBandsView> {
      return view(await findGymForCaller(db, caller, gymId, gymActions.readGym));
    },

    /**
     * PUT: the whole set replaced in one transaction ([] clears it), the body checked only once the
     * caller is known to manage the gym. Bookings and holds keep the amount they stored.
     */
    async replace(caller: Caller, gymId: string, body: unknown): Promise<PriceBandsView> {
      const gym = await findGymForCaller(db, caller, gymId, gymActions.updateGym);
      const parsed = parsePriceBands(body);
      if (!parsed.ok) throw new AppError('invalid_data', byCodeIfKnown(parsed.message), parsed.errors);
      await db.transaction(async (tx) => {
        // Two replacements of one gym's set at once take turns, so neither meets the other's rows.
        await lockForTransaction(tx, `price-bands:${gym.id}`);
        await priceBandsRepository.deleteByGymId(tx, gym.id);
        await priceBandsRepository.insertMany(
          tx,
          parsed.bands.map((band) => ({
            id: newId(),
            gymId: gym.id,
            dayOfWeek: band.dayOfWeek,
            startHour: band.startHour,
            endHour: band.endHour,
            pricePerHourPaise: rupeesToPaise(band.pricePerHour),
          })),
        );
      });
      return view(gym);
    },

    pricesOn,

    /** Per-hour price in paise of one slot: its band's price, else the gym's. */
    async priceOfSlot(gym: PricedGym, date: string, timeSlot: string): Promise<number> {
      return (await pricesOn(gym, date))(timeSlot);
    },
  };
}

export type PriceBandsService = ReturnType<typeof createPriceBandsService>;
