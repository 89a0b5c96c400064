import type { InsightsReply } from '@gymslot/shared/insights-schemas';
import { datesBetween, daysOfWeek } from '@gymslot/shared/ist-time';
import { paiseToRupees } from '@gymslot/shared/money';
import type { DayTotals, HourOfWeekTotals } from './insights.repository.js';

/** Places offered per IST date: each gym's capacity × its slots that date, summed over the gyms. */
export type PlacesOffered = ReadonlyMap<string, number>;

/**
 * The reply's series from the database's totals: every date of the range and every hour of the
 * week, zero where nothing happened, so a chart has no gaps to guess at.
 */
export function insightsSeries(
  range: { from: string; to: string },
  days: readonly DayTotals[],
  hours: readonly HourOfWeekTotals[],
  placesOffered: PlacesOffered,
): Omit<InsightsReply, 'success'> {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const revenueByDay: InsightsReply['revenueByDay'] = [];
  const occupancyByDay: InsightsReply['occupancyByDay'] = [];
  // Counted, never `date <= range.to` on text: past 9999-12-31 that comparison never ends (issue 26).
  for (const date of datesBetween(range.from, range.to)) {
    const day = byDate.get(date);
    revenueByDay.push({ date, amount: paiseToRupees(day?.keptPaise ?? 0) });
    occupancyByDay.push({ date, booked: day?.booked ?? 0, capacity: placesOffered.get(date) ?? 0 });
  }
  const byHour = new Map(hours.map((hour) => [`${hour.isoDay}:${hour.hour}`, hour.bookings]));
  const bookingsByHour = daysOfWeek.flatMap((dayOfWeek, index) =>
    Array.from({ length: 24 }, (_, hour) => ({ dayOfWeek, hour, bookings: byHour.get(`${index + 1}:${hour}`) ?? 0 })),
  );
  const total = (key: 'checkIns' | 'noShows' | 'refunds') => days.reduce((sum, day) => sum + day[key], 0);
  return {
    revenueByDay,
    bookingsByHour,
    occupancyByDay,
    checkIns: total('checkIns'),
    noShows: total('noShows'),
    refunds: total('refunds'),
  };
}
