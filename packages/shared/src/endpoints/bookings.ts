import { endpoint } from './endpoint';
import type { contracts } from './bookings.contracts';

// Where each call of bookings.contracts.ts is made: all the web downloads of them (decision 053).

type Contracts = typeof contracts;

export const initiateBooking = endpoint<Contracts['initiateBooking']>({ method: 'POST', path: '/api/bookings/initiate' });
export const confirmBooking = endpoint<Contracts['confirmBooking']>({ method: 'POST', path: '/api/bookings/confirm' });
export const listMyBookings = endpoint<Contracts['listMyBookings']>({ method: 'GET', path: '/api/bookings/my-bookings' });
export const getMyBooking = endpoint<Contracts['getMyBooking']>({ method: 'GET', path: '/api/bookings/:id' });
export const getDoorPass = endpoint<Contracts['getDoorPass']>({ method: 'GET', path: '/api/bookings/:id/pass' });
export const cancelBooking = endpoint<Contracts['cancelBooking']>({ method: 'DELETE', path: '/api/bookings/:id' });
export const rescheduleBooking = endpoint<Contracts['rescheduleBooking']>({ method: 'POST', path: '/api/bookings/:id/reschedule' });
