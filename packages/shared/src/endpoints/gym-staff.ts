import { endpoint } from './endpoint';
import type { contracts } from './gym-staff.contracts';

// Where each call of gym-staff.contracts.ts is made: all the web downloads of them (decision 053).

type Contracts = typeof contracts;

export const addGymStaff = endpoint<Contracts['addGymStaff']>({ method: 'POST', path: '/api/gyms/:id/staff', status: 201 });
export const listGymStaff = endpoint<Contracts['listGymStaff']>({ method: 'GET', path: '/api/gyms/:id/staff' });
export const removeGymStaff = endpoint<Contracts['removeGymStaff']>({ method: 'DELETE', path: '/api/gyms/:id/staff/:userId' });
