import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slotsQuerySchema } from './availability-schemas.js';
import { managedBookingsQuerySchema } from './booking-filter-schemas.js';
import { isInDateWindow, isInstantInDateWindow, latestDate, outsideDateWindowMessage } from './date-window.js';
import { insightsQuerySchema } from './insights-schemas.js';
import { isPayoutMonth, PAYOUT_MONTH_MESSAGE, PAYOUT_MONTH_WINDOW_MESSAGE, payoutsQuerySchema } from './payout-schemas.js';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the API date window', () => {
  it('runs from 2020-01-01 to the same day two years after today in IST', () => {
    expect(latestDate('2030-06-10')).toBe('2032-06-10');
    expect(latestDate('2028-02-29')).toBe('2030-02-28');
    expect(isInDateWindow('2020-01-01', '2030-06-10')).toBe(true);
    expect(isInDateWindow('2019-12-31', '2030-06-10')).toBe(false);
    expect(isInDateWindow('2032-06-10', '2030-06-10')).toBe(true);
    expect(isInDateWindow('2032-06-11', '2030-06-10')).toBe(false);
    expect(isInDateWindow('9999-12-31', '2030-06-10')).toBe(false);
    expect(isInDateWindow('+010000-01-01', '2030-06-10')).toBe(false);
  });

  it('takes an instant by its IST date, and never an invalid or far-off one', () => {
    const now = new Date('2030-06-10T04:30:00Z');
    expect(isInstantInDateWindow(new Date('2019-12-31T18:30:00Z'), now)).toBe(true); // 2020-01-01 00:00 IST
    expect(isInstantInDateWindow(new Date('2019-12-31T18:29:59.999Z'), now)).toBe(false);
    expect(isInstantInDateWindow(new Date('2032-06-10T18:29:59.999Z'), now)).toBe(true); // 23:59 IST
    expect(isInstantInDateWindow(new Date('2032-06-10T18:30:00Z'), now)).toBe(false);
    expect(isInstantInDateWindow(new Date(8.64e15), now)).toBe(false);
    expect(isInstantInDateWindow(new Date(Number.NaN), now)).toBe(false);
  });

  it('decides any instant JavaScript can hold without throwing', () => {
    const now = new Date('2030-06-10T04:30:00Z');
    fc.assert(fc.property(fc.date(), (instant) => typeof isInstantInDateWindow(instant, now) === 'boolean'));
  });
});

describe('the schemas refuse dates before the window, before any service runs', () => {
  it('insights: both ends', () => {
    expect(messagesOf(insightsQuerySchema.safeParse({ from: '0001-01-01', to: '2030-01-01' }))).toEqual([outsideDateWindowMessage('from')]);
    expect(messagesOf(insightsQuerySchema.safeParse({ from: '2019-12-31', to: '2019-12-31' }))[0]).toBe(outsideDateWindowMessage('from'));
    expect(insightsQuerySchema.safeParse({ from: '2020-01-01', to: '2020-12-31' }).success).toBe(true);
    // A malformed date keeps its own message, alone.
    expect(messagesOf(insightsQuerySchema.safeParse({ from: '2030-02-30', to: '2030-03-01' }))).toEqual(['from must be a date, as YYYY-MM-DD']);
  });

  it('payouts: a month from 2020-01; the service checks the end', () => {
    expect(messagesOf(payoutsQuerySchema.safeParse({ month: '0001-01' }))).toEqual([PAYOUT_MONTH_WINDOW_MESSAGE]);
    expect(messagesOf(payoutsQuerySchema.safeParse({ month: '2019-12' }))).toEqual([PAYOUT_MONTH_WINDOW_MESSAGE]);
    expect(messagesOf(payoutsQuerySchema.safeParse({ month: '2020-13' }))).toEqual([PAYOUT_MONTH_MESSAGE]);
    expect(payoutsQuerySchema.safeParse({ month: '2020-01' }).success).toBe(true);
    expect(isPayoutMonth('2030-06', '2030-06-10')).toBe(true);
    expect(isPayoutMonth('2032-06', '2030-06-10')).toBe(true);
    expect(isPayoutMonth('2032-07', '2030-06-10')).toBe(false);
    expect(isPayoutMonth('9999-12', '2030-06-10')).toBe(false);
    expect(isPayoutMonth('2019-12', '2030-06-10')).toBe(false);
  });

  it('the bookings filters and the gym page slots', () => {
    expect(messagesOf(managedBookingsQuerySchema.safeParse({ date: '0000-01-01' }))).toEqual([outsideDateWindowMessage('date')]);
    expect(messagesOf(managedBookingsQuerySchema.safeParse({ from: '0001-01-01', to: '2030-01-01' }))).toEqual([outsideDateWindowMessage('from')]);
    expect(messagesOf(managedBookingsQuerySchema.safeParse({ to: '2030-02-30' }))).toEqual(['to must be a date written YYYY-MM-DD']);
    expect(messagesOf(slotsQuerySchema.safeParse({ date: '0001-01-01' }))).toEqual([outsideDateWindowMessage('date')]);
    expect(messagesOf(slotsQuerySchema.safeParse({ date: 'soon' }))).toEqual(['Invalid date format']);
  });
});
