import { randomBytes } from 'node:crypto';

// Route's side of the stand-in Razorpay (test/fake-razorpay.ts): the transfers orders carry, as
// Razorpay sets them up, processes on capture, releases (by a call, or by itself once on_hold_until
// has passed) and reverses them.

/** A transfer an order carries (Route), as the orders API takes it. */
export interface FakeOrderTransfer {
  account: string;
  amount: number;
  currency: 'INR';
  on_hold: boolean;
  /** Unix seconds: Razorpay lifts the hold by itself then (absent: held until released). */
  on_hold_until?: number;
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

/** A reversal entity, as Route's reversals API answers. */
export interface FakeReversal {
  id: string;
  entity: 'reversal';
  transfer_id: string;
  amount: number;
  fee: number;
  tax: number;
  currency: 'INR';
  notes: string[];
  customer_refund_id: null;
  created_at: number;
}

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
    const holdUntilProblem = onHoldUntilProblem(transfer.on_hold_until);
    if (holdUntilProblem) return holdUntilProblem;
    total += transfer.amount;
  }
  return total > orderAmount ? 'The sum of amount requested for transfer is greater than the order amount' : undefined;
}

/**
 * on_hold_until is documented as a Unix timestamp, in seconds; a value in milliseconds (a Date's
 * getTime) would hold the money for some fifty thousand years, so the fake refuses it.
 */
function onHoldUntilProblem(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) return 'on_hold_until must be a Unix timestamp';
  return value >= 10_000_000_000 ? 'on_hold_until must be a Unix timestamp in seconds' : undefined;
}

/** The fake's transfers, by id, and what Razorpay does to them. */
export function createFakeTransfers() {
  const transfers = new Map<string, FakeTransfer>();
  /** Reversals made through POST /v1/transfers/{id}/reversals, in order. */
  const reversals: FakeReversal[] = [];
  /** Razorpay's clock: real time, unless a test points it at the app's (`fake.clock.now = () => t.clock.now()`). */
  const clock = { now: () => new Date() };
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  /** Razorpay lifts a hold by itself once its on_hold_until has passed; the settlement then follows. */
  function lapsed(transfer: FakeTransfer): FakeTransfer {
    if (transfer.on_hold && transfer.on_hold_until !== null && transfer.on_hold_until <= nowSeconds()) {
      Object.assign(transfer, { on_hold: false, settlement_status: transfer.status === 'processed' ? 'pending' : transfer.settlement_status });
    }
    return transfer;
  }

  /** The transfers an order carries, as they stand now. */
  const of = (orderId: string) => [...transfers.values()].filter((transfer) => transfer.source === orderId).map(lapsed);

  return {
    transfers,
    reversals,
    of,
    clock,

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
          on_hold_until: transfer.on_hold_until ?? null,
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

    /** GET /v1/transfers/{id}: the transfer as it stands now, or what is wrong. */
    get(transferId: string): FakeTransfer | string {
      const transfer = transfers.get(transferId);
      return transfer ? lapsed(transfer) : 'The id provided does not exist';
    },

    /**
     * POST /v1/transfers/{id}/reversals: takes `amount` (all that is left when absent) back from the
     * linked account; a reversal entity, or what is wrong. Every reversal is kept, so a test sees how many were made.
     */
    reverse(transferId: string, amount: unknown): FakeReversal | string {
      const transfer = transfers.get(transferId);
      if (!transfer) return 'The id provided does not exist';
      if (transfer.status !== 'processed') return 'The transfer cannot be reversed as it is not processed';
      const left = transfer.amount - transfer.amount_reversed;
      const taken = amount === undefined ? left : amount;
      if (typeof taken !== 'number' || !Number.isInteger(taken) || taken <= 0) return 'The amount must be a positive integer';
      if (taken > left) return 'The reversal amount provided is greater than the amount left to reverse';
      transfer.amount_reversed += taken;
      if (transfer.amount_reversed === transfer.amount) transfer.status = 'reversed';
      const reversal: FakeReversal = {
        id: `rvrsl_${randomBytes(7).toString('hex')}`,
        entity: 'reversal',
        transfer_id: transferId,
        amount: taken,
        fee: 0,
        tax: 0,
        currency: 'INR',
        notes: [],
        customer_refund_id: null,
        created_at: nowSeconds(),
      };
      reversals.push(reversal);
      return reversal;
    },

    /** A refund with reverse_all takes every transfer of the payment's order back from its linked account. */
    reverseAll(orderId: string): void {
      for (const transfer of of(orderId)) Object.assign(transfer, { status: 'reversed', amount_reversed: transfer.amount });
    },

    /**
     * PATCH /v1/transfers/{id}: sets or lifts the settlement hold, with a new on_hold_until when
     * given; a description of what is wrong, or the transfer.
     */
    setOnHold(transferId: string, onHold: unknown, onHoldUntil?: unknown): FakeTransfer | string {
      const transfer = transfers.get(transferId);
      if (!transfer) return 'The id provided does not exist';
      if (typeof onHold !== 'boolean') return 'The on hold field is required.';
      const holdUntilProblem = onHoldUntilProblem(onHoldUntil);
      if (holdUntilProblem) return holdUntilProblem;
      if (transfer.status === 'reversed') return 'The transfer has been reversed';
      const until = typeof onHoldUntil === 'number' ? { on_hold_until: onHoldUntil } : {};
      return lapsed(Object.assign(transfer, { on_hold: onHold, settlement_status: onHold ? 'on_hold' : 'pending', ...until }));
    },
  };
}
