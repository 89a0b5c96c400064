import { z } from 'zod';
import { daysOfWeek, type DayOfWeek } from './ist-time.js';
import { ADD_GYM_VALIDATION_FAILED, addGymFieldsSchema, numberOrText } from './owner-schemas.js';
import { formatTimeOfDay, parseTimeOfDay } from './time-of-day.js';
import { fillPlaceholders, serverTexts } from './server-texts.js';

// §8.7 off-peak prices: `PUT /gyms/{id}/price-bands` `{ bands: [...] }` replaces a gym's whole set
// (decision 046). Times are the contract's 'hh:mm AM' on the hour; a band covers the slots that start
// from startTime up to, not including, endTime, on its IST weekday; '12:00 AM' as an end is midnight.

export const MAX_PRICE_BANDS = 50;
export const PRICE_BANDS_NOT_AN_OBJECT = serverTexts.bandsNotAnObject;
export const PRICE_BANDS_NOT_A_LIST = serverTexts.bandsNotAList;
export const TOO_MANY_PRICE_BANDS = serverTexts.tooManyBands;
export const BAND_NOT_AN_OBJECT = serverTexts.bandNotAnObject;
export const BAND_DAY_MESSAGE = serverTexts.bandDay;
export const BAND_ORDER_MESSAGE = serverTexts.bandOrder;
/** An overlap names the earlier band it shares hours with (1-based). */
export const bandOverlapMessage = (otherBand: number) => fillPlaceholders(serverTexts.bandOverlap, { band: otherBand });
export const bandTimeMessages = { startTime: serverTexts.bandStartTime, endTime: serverTexts.bandEndTime };
export const bandOnTheHourMessages = { startTime: serverTexts.bandStartOnTheHour, endTime: serverTexts.bandEndOnTheHour };

/** A paid booking moves only to a slot that costs no more than it paid (§8.4a keeps the amount; decision 046). */
export const DEARER_SLOT_MESSAGE = serverTexts.dearerSlot;

/** Every band problem is written 'Band 2: <problem>' (1-based, in the order sent), so a form can put it on its row. */
export function bandProblem(index: number, problem: string): string {
  return `Band ${index + 1}: ${problem}`;
}

/** The row and problem of a 'Band 2: …' message, or null for a message about the whole list. */
export function readBandProblem(message: string): { index: number; problem: string } | null {
  const match = /^Band (\d+): (.+)$/.exec(message);
  return match ? { index: Number(match[1]) - 1, problem: match[2] ?? '' } : null;
}

export const priceBandSchema = z.object({
  dayOfWeek: z.enum(daysOfWeek),
  startTime: z.string(),
  endTime: z.string(),
  /** Rupees. */
  pricePerHour: z.number(),
});
export type PriceBand = z.infer<typeof priceBandSchema>;

/** The PUT body's shape; the rules are parsePriceBands'. A price may be a number or its text, as G12 takes it. */
export const priceBandsBodySchema = z.object({
  bands: z.array(priceBandSchema.extend({ pricePerHour: z.union([z.number(), z.string()]) })),
});
export type PriceBandsBody = z.infer<typeof priceBandsBodySchema>;

export const priceBandsReplySchema = z.object({
  success: z.literal(true),
  gymId: z.string(),
  gymName: z.string(),
  /** The gym's own price (rupees): what every hour outside a band costs. */
  pricePerHour: z.number(),
  /** Monday to Sunday, then by start. */
  bands: z.array(priceBandSchema),
});
export type PriceBandsReply = z.infer<typeof priceBandsReplySchema>;

/** A band as whole hours of its IST weekday: [startHour, endHour), where endHour 24 is midnight. */
export interface PriceBandHours {
  dayOfWeek: DayOfWeek;
  startHour: number;
  endHour: number;
  pricePerHour: number;
}

/** 'hh:mm AM' on the hour, as an hour of the day; `endOfDay` reads '12:00 AM' as 24. */
function hourField(field: 'startTime' | 'endTime', endOfDay: boolean) {
  return z.string({ error: bandTimeMessages[field] }).transform((text, ctx) => {
    const minutes = parseTimeOfDay(text);
    if (minutes === null) {
      ctx.addIssue({ code: 'custom', message: bandTimeMessages[field] });
      return z.NEVER;
    }
    if (minutes % 60 !== 0) {
      ctx.addIssue({ code: 'custom', message: bandOnTheHourMessages[field] });
      return z.NEVER;
    }
    const hour = minutes / 60;
    return endOfDay && hour === 0 ? 24 : hour;
  });
}

const bandFieldsSchema = z.object(
  {
    dayOfWeek: z.enum(daysOfWeek, { error: BAND_DAY_MESSAGE }),
    startTime: hourField('startTime', false),
    endTime: hourField('endTime', true),
    // The gym's own price rule (G12): more than 0, at most ₹1,00,000, at most 2 decimals.
    pricePerHour: numberOrText(addGymFieldsSchema.shape.pricePerHour),
  },
  { error: BAND_NOT_AN_OBJECT },
);

/** 'hh:mm AM' for an hour of the day; 24 (midnight at the end) is written '12:00 AM'. */
export function bandHourText(hour: number): string {
  return formatTimeOfDay((hour % 24) * 60);
}

export type ParsedPriceBands = { ok: true; bands: PriceBandHours[] } | { ok: false; message: string; errors?: string[] };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Problems of bands on one weekday that share an hour: the later one of each pair is named. */
function overlapProblems(bands: readonly (PriceBandHours & { index: number })[]): string[] {
  const problems: string[] = [];
  bands.forEach((band, position) => {
    const clash = bands
      .slice(0, position)
      .find((earlier) => earlier.dayOfWeek === band.dayOfWeek && earlier.startHour < band.endHour && band.startHour < earlier.endHour);
    if (clash) problems.push(bandProblem(band.index, bandOverlapMessage(clash.index + 1)));
  });
  return problems;
}

/**
 * A PUT body checked: the bands as hours, or the 400 it gets. Every problem at once under
 * 'Validation failed' (as G12), each band's as 'Band n: …'; overlaps are judged among the bands
 * that are otherwise valid. Keys other than `bands`, and inside a band, are dropped.
 */
export function parsePriceBands(body: unknown): ParsedPriceBands {
  if (!isPlainObject(body)) return { ok: false, message: PRICE_BANDS_NOT_AN_OBJECT };
  const list = body.bands;
  if (!Array.isArray(list)) return { ok: false, message: ADD_GYM_VALIDATION_FAILED, errors: [PRICE_BANDS_NOT_A_LIST] };
  if (list.length > MAX_PRICE_BANDS) return { ok: false, message: ADD_GYM_VALIDATION_FAILED, errors: [TOO_MANY_PRICE_BANDS] };

  const errors: string[] = [];
  const valid: (PriceBandHours & { index: number })[] = [];
  list.forEach((item, index) => {
    const result = bandFieldsSchema.safeParse(item);
    if (!result.success) {
      errors.push(...new Set(result.error.issues.map((issue) => bandProblem(index, issue.message))));
      return;
    }
    const { dayOfWeek, startTime, endTime, pricePerHour } = result.data;
    if (startTime >= endTime) errors.push(bandProblem(index, BAND_ORDER_MESSAGE));
    else valid.push({ index, dayOfWeek, startHour: startTime, endHour: endTime, pricePerHour });
  });
  errors.push(...overlapProblems(valid));
  if (errors.length > 0) return { ok: false, message: ADD_GYM_VALIDATION_FAILED, errors };
  return {
    ok: true,
    bands: valid.map(({ dayOfWeek, startHour, endHour, pricePerHour }) => ({ dayOfWeek, startHour, endHour, pricePerHour })),
  };
}
