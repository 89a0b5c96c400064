import { endpoint } from './endpoint';
import type { contracts } from './price-bands.contracts';

// Where each call of price-bands.contracts.ts is made: all the web downloads of them (decision 053).

type Contracts = typeof contracts;

export const getPriceBands = endpoint<Contracts['getPriceBands']>({ method: 'GET', path: '/api/gyms/:id/price-bands' });
export const replacePriceBands = endpoint<Contracts['replacePriceBands']>({ method: 'PUT', path: '/api/gyms/:id/price-bands' });
