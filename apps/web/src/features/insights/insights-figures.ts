import type { BookingsHour, InsightsReply, OccupancyDay, RevenueDay } from '@gymslot/shared/insights-schemas';
import { formatIndianNumber } from '@gymslot/shared/indian-number';

// The numbers the Insights screen says in words: totals, the best day, the busiest hour.

export function revenueTotal(days: readonly RevenueDay[]): number {
  return days.reduce((sum, day) => sum + day.amount, 0);
}

/** The day with the most revenue (the earliest of equals), or undefined when none had any. */
export function bestRevenueDay(days: readonly RevenueDay[]): RevenueDay | undefined {
  return days.reduce<RevenueDay | undefined>((best, day) => (day.amount > (best?.amount ?? 0) ? day : best), undefined);
}

/** The hour of the week with the most bookings, or undefined when there were none. */
export function busiestHour(hours: readonly BookingsHour[]): BookingsHour | undefined {
  return hours.reduce<BookingsHour | undefined>((best, hour) => (hour.bookings > (best?.bookings ?? 0) ? hour : best), undefined);
}

/** Booked places as a share of those offered, 0–100, or undefined when none were offered. */
export function occupancyPercent(booked: number, capacity: number): number | undefined {
  return capacity > 0 ? (100 * booked) / capacity : undefined;
}

export function occupancyTotals(days: readonly OccupancyDay[]): { booked: number; capacity: number } {
  return days.reduce((sum, day) => ({ booked: sum.booked + day.booked, capacity: sum.capacity + day.capacity }), { booked: 0, capacity: 0 });
}

/** '42%' (no decimals: a chart's reader wants the size, not the digits). */
export function formatPercent(percent: number): string {
  return `${formatIndianNumber(percent, 0)}%`;
}

export type InsightsData = Omit<InsightsReply, 'success'>;
