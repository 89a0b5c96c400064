import { endpoint } from './endpoint';
import type { contracts } from './waitlist.contracts';

// Where each call of waitlist.contracts.ts is made: all the web downloads of them (decision 053).

type Contracts = typeof contracts;

export const joinWaitlist = endpoint<Contracts['joinWaitlist']>({ method: 'POST', path: '/api/bookings/waitlist', status: 201 });
export const listMyWaitlist = endpoint<Contracts['listMyWaitlist']>({ method: 'GET', path: '/api/bookings/waitlist' });
export const leaveWaitlist = endpoint<Contracts['leaveWaitlist']>({ method: 'DELETE', path: '/api/bookings/waitlist/:id' });
