import { endpoint } from './endpoint';
import type { contracts } from './availability.contracts';

// Where each call of availability.contracts.ts is made: all the web downloads of them (decision 053).

type Contracts = typeof contracts;

export const getUserAvailability = endpoint<Contracts['getUserAvailability']>({ method: 'GET', path: '/api/availability/user/:gymId/all' });
export const listGymSlots = endpoint<Contracts['listGymSlots']>({ method: 'GET', path: '/api/availability/user/:gymId/slots' });
export const getOwnerAvailability = endpoint<Contracts['getOwnerAvailability']>({ method: 'GET', path: '/api/availability/owner/:gymId/all' });
export const getAdminAvailability = endpoint<Contracts['getAdminAvailability']>({ method: 'GET', path: '/api/availability/admin/:gymId/all' });
export const setAvailability = endpoint<Contracts['setAvailability']>({ method: 'POST', path: '/api/availability/set' });
export const getRecurringDay = endpoint<Contracts['getRecurringDay']>({ method: 'GET', path: '/api/recurring/get/:gymId/:dayOfWeek' });
// 200, never 201: the weekly-hours screen tests for exactly 200.
export const setRecurringDay = endpoint<Contracts['setRecurringDay']>({ method: 'POST', path: '/api/recurring/set' });
