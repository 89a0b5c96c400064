import { parseTimeOfDay } from '@gymslot/shared/time-of-day';

/** The hours of one weekday that a band prices, as stored. */
export interface BandHours {
  startHour: number;
  endHour: number;
  pricePerHourPaise: number;
}

/**
 * What a slot starting at `timeSlot` costs per hour, in paise: the price of the band whose hours hold
 * the slot's start, else the gym's own price. Bands of one day never overlap (the PUT refuses it).
 */
export function slotPricePaise(dayBands: readonly BandHours[], timeSlot: string, gymPricePaise: number): number {
  const minute = parseTimeOfDay(timeSlot);
  if (minute === null) return gymPricePaise;
  const band = dayBands.find((candidate) => candidate.startHour * 60 <= minute && minute < candidate.endHour * 60);
  return band?.pricePerHourPaise ?? gymPricePaise;
}
