import { z } from 'zod';
import { AppError, type CodedText } from '../../lib/errors.js';
import type { ProviderTransfer, RouteApi } from './payment-provider.js';

/** A transfer entity as Razorpay's Route API and its webhooks describe it; the rest passes unchecked. */
export const transferEntity = z.object({
  id: z.string(),
  source: z.string(),
  recipient: z.string(),
  amount: z.number().int(),
  status: z.enum(['created', 'pending', 'processed', 'failed', 'reversed', 'partially_reversed']),
  // Razorpay's examples show both true and 1.
  on_hold: z.union([z.boolean(), z.number()]).transform(Boolean),
});

const orderWithTransfers = z.object({ transfers: z.object({ items: z.array(transferEntity) }) });
/** A linked account (`GET /v2/accounts/{id}`); only its status matters here, the rest passes unchecked. */
const linkedAccountEntity = z.object({ id: z.string(), status: z.string().min(1) });
/** A reversal entity (`rvrsl_…`) as Route's reversals API answers. */
const reversalEntity = z.object({ id: z.string(), transfer_id: z.string(), amount: z.number().int() });

export function toProviderTransfer(entity: z.infer<typeof transferEntity>): ProviderTransfer {
  return {
    id: entity.id,
    source: entity.source,
    recipient: entity.recipient,
    amountPaise: entity.amount,
    status: entity.status,
    onHold: entity.on_hold,
  };
}

/** One authenticated call to Razorpay's API; 5xx, 401 and network failures are thrown as 'unavailable'. */
export type RazorpayCall = (
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
  extraHeaders?: Record<string, string>,
) => Promise<{ status: number; json: unknown }>;

type ParseReply = <T>(schema: z.ZodType<T>, reply: { status: number; json: unknown }, failure: CodedText) => T;

/**
 * Route's calls GymSlot makes: read an order's transfers, lift a transfer's settlement hold, and,
 * for a lost dispute (§8.10), read a transfer and reverse it.
 */
export function createRazorpayRoute(call: RazorpayCall, parsed: ParseReply): RouteApi {
  return {
    async orderTransfers(orderId) {
      const reply = await call('GET', `/v1/orders/${encodeURIComponent(orderId)}?expand[]=transfers`);
      return parsed(orderWithTransfers, reply, { code: 'transfersNotRead' }).transfers.items.map(toProviderTransfer);
    },

    async releaseTransfer(transferId) {
      const reply = await call('PATCH', `/v1/transfers/${encodeURIComponent(transferId)}`, { on_hold: false });
      return toProviderTransfer(parsed(transferEntity, reply, { code: 'transferNotReleased' }));
    },

    async fetchTransfer(transferId) {
      const reply = await call('GET', `/v1/transfers/${encodeURIComponent(transferId)}`);
      return toProviderTransfer(parsed(transferEntity, reply, { code: 'transfersNotRead' }));
    },

    async reverseTransfer(transferId) {
      // No amount: Razorpay reverses the whole transfer. A reversal id in the reply means it was made.
      const reply = await call('POST', `/v1/transfers/${encodeURIComponent(transferId)}/reversals`, {});
      parsed(reversalEntity, reply, { code: 'transferNotReversed' });
    },

    async linkedAccountStatus(accountId) {
      const reply = await call('GET', `/v2/accounts/${encodeURIComponent(accountId)}`);
      // Razorpay answers an unknown id with 400 'Linked account does not exist' (or 404).
      if (reply.status === 400 || reply.status === 404) return undefined;
      const account = reply.status < 300 ? linkedAccountEntity.safeParse(reply.json) : undefined;
      if (!account?.success) {
        // Any other answer tells nothing about the account: as good as no answer (never save an unchecked id).
        const error = new AppError('unavailable', { code: 'payoutAccountNotChecked' });
        error.cause = reply;
        throw error;
      }
      return account.data.status;
    },
  };
}
