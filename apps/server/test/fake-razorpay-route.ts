import { randomBytes } from 'node:crypto';

// Route's side of the stand-in Razorpay (test/fake-razorpay.ts): the transfers orders carry, as
// Razorpay sets them up, processes on capture, releases and reverses them.

/** A transfer an order carries (Route), as the orders API takes it. */
export interface FakeOrderTransfer {
  account: string;
  amount: number;
  currency: 'INR';
  on_hold: boolean;
  notes: Record<string, string>;
}

/** A transfer entity as Route's API and webhooks describe it; one made with an order has the order as source. */
export interface FakeTransfer {
  id: string;
  entity: 'transfer';
  status: 'created' | 'processed' | 'reversed';
  source: string;
  recipient: string;
  amount: number;
  currency: 'INR';
  amount_reversed: number;
  notes: Record<string, string>;
  on_hold: boolean;
  on_hold_until: number | null;
  settlement_status: 'on_hold' | 'pending' | null;
  recipient_settlement_id: null;
  created_at: number;
  processed_at: number | null;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Razorpay's rules for an order's `transfers`; a description of what is wrong, or undefined. */
export function transfersProblem(transfers: unknown, orderAmount: number): string | undefined {
  if (transfers === undefined) return undefined;
  if (!Array.isArray(transfers) || transfers.length === 0) return 'transfers must be a non-empty array';
  let total = 0;
  for (const transfer of transfers as Record<string, unknown>[]) {
    if (typeof transfer.account !== 'string' || !/^acc_[A-Za-z0-9]+$/.test(transfer.account)) return 'The account id is invalid';
    if (typeof transfer.amount !== 'number' || !Number.isInteger(transfer.amount) || transfer.amount < 100) return 'The transfer amount must be at least INR 1.00';
    if (transfer.currency !== 'INR') return 'The currency must be INR';
    if (transfer.on_hold !== undefined && typeof transfer.on_hold !== 'boolean') return 'on_hold must be a boolean';
    total += transfer.amount;
  }
  return total > orderAmount ? 'The sum of amount requested for transfer is greater than the order amount' : undefined;
}

/** The fake's transfers, by id, and what Razorpay does to them. */
export function createFakeTransfers() {
  const transfers = new Map<string, FakeTransfer>();

  /** The transfers an order carries, as they stand. */
  const of = (orderId: string) => [...transfers.values()].filter((transfer) => transfer.source === orderId);

  return {
    transfers,
    of,

    /** The order's transfers as Razorpay sets them up with it: 'created', moving no money yet. */
    setUp(orderId: string, requested: readonly FakeOrderTransfer[]): FakeTransfer[] {
      return requested.map((transfer) => {
        const made: FakeTransfer = {
          id: `trf_${randomBytes(7).toString('hex')}`,
          entity: 'transfer',
          status: 'created',
          source: orderId,
          recipient: transfer.account,
          amount: transfer.amount,
          currency: 'INR',
          amount_reversed: 0,
          notes: transfer.notes,
          on_hold: transfer.on_hold,
          on_hold_until: null,
          settlement_status: null,
          recipient_settlement_id: null,
          created_at: nowSeconds(),
          processed_at: null,
        };
        transfers.set(made.id, made);
        return made;
      });
    },

    /** Razorpay processes an order's transfers once its payment is captured, each held if the order said so. */
    processCaptured(orderId: string): void {
      for (const transfer of of(orderId)) {
        Object.assign(transfer, { status: 'processed', processed_at: nowSeconds(), settlement_status: transfer.on_hold ? 'on_hold' : 'pending' });
      }
    },

    /** A refund with reverse_all takes every transfer of the payment's order back from its linked account. */
    reverseAll(orderId: string): void {
      for (const transfer of of(orderId)) Object.assign(transfer, { status: 'reversed', amount_reversed: transfer.amount });
    },

    /** PATCH /v1/transfers/{id}: sets or lifts the settlement hold; a description of what is wrong, or the transfer. */
    setOnHold(transferId: string, onHold: unknown): FakeTransfer | string {
      const transfer = transfers.get(transferId);
      if (!transfer) return 'The id provided does not exist';
      if (typeof onHold !== 'boolean') return 'The on hold field is required.';
      if (transfer.status === 'reversed') return 'The transfer has been reversed';
      return Object.assign(transfer, { on_hold: onHold, settlement_status: onHold ? 'on_hold' : 'pending' });
    },
  };
}
