import { endpoint } from './endpoint';
import type { contracts } from './privacy.contracts';

// Where each call of privacy.contracts.ts is made: all the web downloads of them (decision 053).

type Contracts = typeof contracts;

export const getMyData = endpoint<Contracts['getMyData']>({ method: 'GET', path: '/api/me/data' });
export const getMyDeletion = endpoint<Contracts['getMyDeletion']>({ method: 'GET', path: '/api/me/deletion' });
export const scheduleMyDeletion = endpoint<Contracts['scheduleMyDeletion']>({ method: 'POST', path: '/api/me/deletion', status: 202 });
export const cancelMyDeletion = endpoint<Contracts['cancelMyDeletion']>({ method: 'DELETE', path: '/api/me/deletion' });
