import { endpoint } from './endpoint';
import type { contracts } from './admin-messages.contracts';

// Where each call of admin-messages.contracts.ts is made: all the web downloads of them (decision 053).

type Contracts = typeof contracts;

export const listMessages = endpoint<Contracts['listMessages']>({ method: 'GET', path: '/api/admin/messages' });
export const retryMessage = endpoint<Contracts['retryMessage']>({ method: 'POST', path: '/api/admin/messages/:id/retry' });
