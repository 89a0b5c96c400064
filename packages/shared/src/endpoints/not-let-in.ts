import { endpoint } from './endpoint';
import type { contracts } from './not-let-in.contracts';

// Where each call of not-let-in.contracts.ts is made: all the web downloads of them (decision 053).

type Contracts = typeof contracts;

export const reportNotLetIn = endpoint<Contracts['reportNotLetIn']>({ method: 'POST', path: '/api/bookings/:id/not-let-in', status: 201 });
export const listOwnerReports = endpoint<Contracts['listOwnerReports']>({ method: 'GET', path: '/api/owner/reports' });
export const respondToReport = endpoint<Contracts['respondToReport']>({ method: 'POST', path: '/api/reports/:id/respond' });
export const listAdminReports = endpoint<Contracts['listAdminReports']>({ method: 'GET', path: '/api/admin/reports' });
export const decideReport = endpoint<Contracts['decideReport']>({ method: 'POST', path: '/api/admin/reports/:id/decide' });
