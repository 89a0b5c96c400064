import { endpoint } from './endpoint';
import type { contracts } from './selling.contracts';

// Where each call of selling.contracts.ts is made: all the web downloads of them (decision 053).

type Contracts = typeof contracts;

export const getSelling = endpoint<Contracts['getSelling']>({ method: 'GET', path: '/api/gyms/:id/selling' });
export const updateSelling = endpoint<Contracts['updateSelling']>({ method: 'PUT', path: '/api/gyms/:id/selling' });
export const listClosures = endpoint<Contracts['listClosures']>({ method: 'GET', path: '/api/gyms/:id/closures' });
export const addClosure = endpoint<Contracts['addClosure']>({ method: 'POST', path: '/api/gyms/:id/closures', status: 201 });
export const deleteClosure = endpoint<Contracts['deleteClosure']>({ method: 'DELETE', path: '/api/gyms/:id/closures/:closureId' });
