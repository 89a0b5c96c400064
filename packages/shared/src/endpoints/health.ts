import { endpoint } from './endpoint';
import type { contracts } from './health.contracts';

// Where each call of health.contracts.ts is made: all the web downloads of them (decision 053).

type Contracts = typeof contracts;

export const checkHealth = endpoint<Contracts['checkHealth']>({ method: 'GET', path: '/api/health' });
export const checkReady = endpoint<Contracts['checkReady']>({ method: 'GET', path: '/api/ready' });
export const readMetrics = endpoint<Contracts['readMetrics']>({ method: 'GET', path: '/api/metrics' });
