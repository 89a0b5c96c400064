import { endpoint } from './endpoint';
import type { contracts } from './phone-auth.contracts';

// Where each call of phone-auth.contracts.ts is made: all the web downloads of them (decision 053).

type Contracts = typeof contracts;

export const startPhoneSignIn = endpoint<Contracts['startPhoneSignIn']>({ method: 'POST', path: '/api/v1/auth/phone/start' });
export const verifyPhoneCode = endpoint<Contracts['verifyPhoneCode']>({ method: 'POST', path: '/api/v1/auth/phone/verify', status: [200, 201] });
export const addMyPhone = endpoint<Contracts['addMyPhone']>({ method: 'POST', path: '/api/me/phone' });
