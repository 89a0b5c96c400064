import { endpoint } from './endpoint';
import type { contracts } from './session.contracts';

// Where each call of session.contracts.ts is made: all the web downloads of them (decision 053).

type Contracts = typeof contracts;

export const checkStatus = endpoint<Contracts['checkStatus']>({ method: 'GET', path: '/api/v1/auth/check-status' });
export const logOut = endpoint<Contracts['logOut']>({ method: 'POST', path: '/api/v1/auth/logout' });
export const listAuthProviders = endpoint<Contracts['listAuthProviders']>({ method: 'GET', path: '/api/v1/auth/providers' });
