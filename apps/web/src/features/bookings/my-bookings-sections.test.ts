import { describe, expect, it } from 'vitest';
import type { Booking } from '@gymslot/shared/booking-schemas';
import { createBooking } from '../../test/booking-factories';
import { splitBookingsByTime } from './my-bookings-sections';

// 12:45 UTC is 06:15 PM IST on Saturday 21 November 2026.
const now = Date.parse('2026-11-21T12:45:00Z');
const at = (id: string, date: string, timeSlot: string, overrides: Partial<Booking> = {}) =>
  createBooking({ _id: id, date, timeSlot, ...overrides });
const ids = (bookings: Booking[]) => bookings.map((booking) => booking._id);

describe('splitBookingsByTime', () => {
  it("keeps a booking upcoming until its slot ends in IST, whatever the device's zone", () => {
    const running = at('running', '2026-11-21', '06:00 PM');
    const ended = at('ended', '2026-11-21', '05:00 PM');
    // 12:00 AM IST on the 22nd is still the 21st in UTC: a UTC reading would call it today's past.
    const midnight = at('midnight', '2026-11-22', '12:00 AM');
    const yesterday = at('yesterday', '2026-11-20', '09:00 PM');

    const { upcoming, past } = splitBookingsByTime([yesterday, midnight, ended, running], now);

    expect(ids(upcoming)).toEqual(['running', 'midnight']);
    expect(ids(past)).toEqual(['ended', 'yesterday']);
  });

  it('puts cancelled and refunded bookings in the past even when their slot is still to come', () => {
    const cancelled = at('cancelled', '2026-11-25', '07:00 AM', { status: 'cancelled', isPaid: false });
    const refunded = at('refunded', '2026-11-24', '07:00 AM', { status: 'refunded', isPaid: false });
    const held = at('held', '2026-11-23', '07:00 AM', { status: 'held', isPaid: false });

    const { upcoming, past } = splitBookingsByTime([cancelled, refunded, held], now);

    expect(ids(upcoming)).toEqual(['held']);
    expect(ids(past)).toEqual(['cancelled', 'refunded']);
  });

  it("leads the past with the checked-in visits still to rate, then the rest, each the most recent first", () => {
    const rated = at('rated', '2026-11-21', '07:00 AM', { isVerified: true, canReview: false, reviewId: 'r1' });
    const toRateOlder = at('to-rate-older', '2026-11-19', '07:00 AM', { isVerified: true, canReview: true });
    const toRateNewer = at('to-rate-newer', '2026-11-20', '07:00 AM', { isVerified: true, canReview: true });
    const missed = at('missed', '2026-11-21', '08:00 AM');

    const { toRate, past } = splitBookingsByTime([rated, toRateOlder, missed, toRateNewer], now);

    expect(ids(toRate)).toEqual(['to-rate-newer', 'to-rate-older']);
    expect(ids(past)).toEqual(['missed', 'rated']);
  });
});
