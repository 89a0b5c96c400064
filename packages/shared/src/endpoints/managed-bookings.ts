import { endpoint } from './endpoint';
import type { contracts } from './managed-bookings.contracts';

// Where each call of managed-bookings.contracts.ts is made: all the web downloads of them (decision 053).

type Contracts = typeof contracts;

export const listGymBookings = endpoint<Contracts['listGymBookings']>({ method: 'GET', path: '/api/bookings/all-bookings' });
export const listAllBookings = endpoint<Contracts['listAllBookings']>({ method: 'GET', path: '/api/bookings/all' });
export const exportBookingsCsv = endpoint<Contracts['exportBookingsCsv']>({ method: 'GET', path: '/api/bookings/all-bookings.csv' });
export const verifyOtp = endpoint<Contracts['verifyOtp']>({ method: 'POST', path: '/api/bookings/verify-booking-otp' });
export const verifyPass = endpoint<Contracts['verifyPass']>({ method: 'POST', path: '/api/bookings/verify-booking-pass' });
