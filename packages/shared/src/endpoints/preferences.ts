import { endpoint } from './endpoint';
import type { contracts } from './preferences.contracts';

// Where each call of preferences.contracts.ts is made: all the web downloads of them (decision 053).

type Contracts = typeof contracts;

export const getPreferences = endpoint<Contracts['getPreferences']>({ method: 'GET', path: '/api/me/preferences' });
export const updatePreferences = endpoint<Contracts['updatePreferences']>({ method: 'PUT', path: '/api/me/preferences' });
export const unsubscribeFromMail = endpoint<Contracts['unsubscribeFromMail']>({ method: 'POST', path: '/api/unsubscribe/:token' });
