import { endpoint } from './endpoint';
import type { contracts } from './invoices.contracts';

// Where each call of invoices.contracts.ts is made: all the web downloads of them (decision 053).

type Contracts = typeof contracts;

export const getInvoice = endpoint<Contracts['getInvoice']>({ method: 'GET', path: '/api/bookings/:id/invoice' });
export const getCreditNote = endpoint<Contracts['getCreditNote']>({ method: 'GET', path: '/api/bookings/:id/credit-note' });
