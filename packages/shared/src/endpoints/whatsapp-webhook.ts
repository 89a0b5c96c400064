import { endpoint } from './endpoint';
import type { contracts } from './whatsapp-webhook.contracts';

// Where each call of whatsapp-webhook.contracts.ts is made: by Meta, never by the web (decision 053).

type Contracts = typeof contracts;

export const verifyWhatsappWebhook = endpoint<Contracts['verifyWhatsappWebhook']>({ method: 'GET', path: '/api/webhooks/whatsapp' });
export const whatsappWebhook = endpoint<Contracts['whatsappWebhook']>({ method: 'POST', path: '/api/webhooks/whatsapp' });
