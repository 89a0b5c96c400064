import { endpoint } from './endpoint';
import type { contracts } from './client-config.contracts';

// Where each call of client-config.contracts.ts is made: all the web downloads of them (decision 053).

type Contracts = typeof contracts;

export const getClientConfig = endpoint<Contracts['getClientConfig']>({ method: 'GET', path: '/api/config' });
