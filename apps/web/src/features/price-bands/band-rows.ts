import { daysOfWeek, type DayOfWeek } from '@gymslot/shared/ist-time';
import { bandHourText, readBandProblem, type PriceBand, type PriceBandsBody } from '@gymslot/shared/price-band-schemas';

// The Prices form's rows and the PUT body they make. Times are picked from whole hours, written as
// the API writes them; a row's problems come back from the server as 'Band n: …' (n = row n).

export interface BandRow {
  /** Stable across removals, for React's keys and the labels' ids. */
  key: number;
  dayOfWeek: DayOfWeek;
  startTime: string;
  endTime: string;
  /** As typed: the server judges it by the gym price's rule. */
  price: string;
}

/** A band starts at any hour of the day… */
export const startTimes: readonly string[] = Array.from({ length: 24 }, (_, hour) => bandHourText(hour));
/** …and ends at a later one, midnight ('12:00 AM') at the latest. */
export const endTimes: readonly string[] = Array.from({ length: 24 }, (_, hour) => bandHourText(hour + 1));
export const MIDNIGHT = bandHourText(24);

export { daysOfWeek };

export function rowsFromBands(bands: readonly PriceBand[]): BandRow[] {
  return bands.map((band, index) => ({
    key: index,
    dayOfWeek: band.dayOfWeek,
    startTime: band.startTime,
    endTime: band.endTime,
    price: String(band.pricePerHour),
  }));
}

/** A new row: the last row's day, from where it ended; else Monday's early morning. */
export function nextRow(rows: readonly BandRow[]): BandRow {
  const key = rows.reduce((highest, row) => Math.max(highest, row.key), -1) + 1;
  const last = rows.at(-1);
  if (!last || last.endTime === MIDNIGHT) return { key, dayOfWeek: last?.dayOfWeek ?? 'Monday', startTime: '06:00 AM', endTime: '09:00 AM', price: '' };
  const start = endTimes.indexOf(last.endTime) + 1;
  return { key, dayOfWeek: last.dayOfWeek, startTime: last.endTime, endTime: endTimes[Math.min(start, 23)] ?? MIDNIGHT, price: '' };
}

/** A price is sent as a number when the box holds one; otherwise as typed, for the server to name the problem. */
export function bodyFromRows(rows: readonly BandRow[]): PriceBandsBody {
  return {
    bands: rows.map(({ dayOfWeek, startTime, endTime, price }) => {
      const trimmed = price.trim();
      const value = Number(trimmed);
      return { dayOfWeek, startTime, endTime, pricePerHour: trimmed !== '' && Number.isFinite(value) ? value : trimmed };
    }),
  };
}

/** The server's problems, by row index, and those about the whole list. */
export function problemsByRow(errors: readonly string[]): { byRow: ReadonlyMap<number, string[]>; others: string[] } {
  const byRow = new Map<number, string[]>();
  const others: string[] = [];
  for (const message of errors) {
    const problem = readBandProblem(message);
    if (problem === null) others.push(message);
    else byRow.set(problem.index, [...(byRow.get(problem.index) ?? []), problem.problem]);
  }
  return { byRow, others };
}
