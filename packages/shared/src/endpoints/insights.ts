import { endpoint } from './endpoint';
import type { contracts } from './insights.contracts';

// Where each call of insights.contracts.ts is made: all the web downloads of them (decision 053).

type Contracts = typeof contracts;

export const getGymInsights = endpoint<Contracts['getGymInsights']>({ method: 'GET', path: '/api/gyms/:id/insights' });
// Under /api/owner/, never /api/gyms/, so it cannot be read as a gym id (§0's path order).
export const getOwnerInsights = endpoint<Contracts['getOwnerInsights']>({ method: 'GET', path: '/api/owner/insights' });
export const getBusyHours = endpoint<Contracts['getBusyHours']>({ method: 'GET', path: '/api/gyms/:id/busy-hours' });
