import type { SlotDetail } from '@gymslot/shared/availability-schemas';
import type { PublicGym } from '@gymslot/shared/gym-schemas';
import { addDays, istDate } from '@gymslot/shared/ist-time';
import type { Clock } from '../../lib/clock.js';
import type { PublicSlotsService } from '../availability/public-slots.service.js';
import type { PublicCatalogue } from '../catalogue/public-catalogue.js';
import type { ShareCardService } from './share-card.service.js';

/** Open slots a share page lists at most per day: enough to choose from, few enough for a phone's screen. */
const SLOTS_PER_DAY = 6;

export interface ShareDay {
  /** An IST date, YYYY-MM-DD. */
  date: string;
  /** Its first open slots, in time order. */
  slots: SlotDetail[];
}

export interface SharePage {
  gym: PublicGym;
  /** Today and tomorrow in IST. */
  days: ShareDay[];
  /** The version of the gym's link-preview card, for its address. */
  cardVersion: string;
}

/** What a link shared as `/g/{id}` shows (contract §8.13): a public gym and its next open slots, today and tomorrow. */
export function createSharePageService(clock: Clock, catalogue: PublicCatalogue, publicSlots: Pick<PublicSlotsService, 'bookableSlotsOn'>, cards: Pick<ShareCardService, 'versionOf'>) {
  /** The gym the catalogue lists as public, or undefined for a hidden or unknown one. */
  async function gymFor(gymId: string): Promise<{ gym: PublicGym; cardVersion: string } | undefined> {
    const gym = (await (await catalogue.current()).gym(gymId))?.view;
    return gym === undefined ? undefined : { gym, cardVersion: cards.versionOf(gym) };
  }

  return {
    gymFor,

    /** The page of a public gym, or undefined for a hidden or unknown one. */
    async pageFor(gymId: string): Promise<SharePage | undefined> {
      const found = await gymFor(gymId);
      if (found === undefined) return undefined;
      const today = istDate(clock.now());
      const dates = [today, addDays(today, 1)];
      const days = found.gym.hasOpeningHours === false
        ? dates.map((date) => ({ date, slots: [] }))
        : await Promise.all(
            dates.map(async (date) => ({
              date,
              slots: (await publicSlots.bookableSlotsOn(gymId, date)).filter((slot) => !slot.full).slice(0, SLOTS_PER_DAY),
            })),
          );
      return { ...found, days };
    },
  };
}

export type SharePageService = ReturnType<typeof createSharePageService>;
