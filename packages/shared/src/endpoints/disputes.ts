import { endpoint } from './endpoint';
import type { contracts } from './disputes.contracts';

// Where each call of disputes.contracts.ts is made: all the web downloads of them (decision 053).

type Contracts = typeof contracts;

export const listDisputes = endpoint<Contracts['listDisputes']>({ method: 'GET', path: '/api/admin/disputes' });
export const acceptDispute = endpoint<Contracts['acceptDispute']>({ method: 'POST', path: '/api/admin/disputes/:id/accept' });
export const contestDispute = endpoint<Contracts['contestDispute']>({ method: 'POST', path: '/api/admin/disputes/:id/contest' });
