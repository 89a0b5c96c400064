import { endpoint } from './endpoint';
import type { contracts } from './payouts.contracts';

// Where each call of payouts.contracts.ts is made: all the web downloads of them (decision 053).

type Contracts = typeof contracts;

export const getPayouts = endpoint<Contracts['getPayouts']>({ method: 'GET', path: '/api/owner/payouts' });
export const getPayoutStatementCsv = endpoint<Contracts['getPayoutStatementCsv']>({ method: 'GET', path: '/api/owner/payouts/statement.csv' });
