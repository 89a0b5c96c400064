import { setTimeout as waited } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { SLOT_MINUTES } from '@gymslot/shared/booking-rules';
import { gymSharePaise } from '@gymslot/shared/money';
import type { AppDeps } from '../../../app-deps.js';
import type { Executor } from '../../../db/client.js';
import type { NewPaymentRow } from '../../../db/schema/payments.js';
import type { PayoutRow } from '../../../db/schema/payouts.js';
import { runClaimedSends } from '../../../lib/claimed-sends.js';
import type { ProviderOrder, ProviderTransfer, RouteApi, RouteTransferRequest } from '../payment-provider.js';
import * as payoutsRepository from './payouts.repository.js';

/** How long one process may spend releasing a transfer before another may try the same one again. */
export const PAYOUT_RELEASE_LEASE_MS = 60_000;

/**
 * How long a check-in waits for Razorpay to release the gym's share before it answers: the front
 * desk should not feel a slow Razorpay. A release still running goes on behind the reply.
 */
export const CHECK_IN_RELEASE_WAIT_MS = 2_000;

/** Razorpay's smallest transfer is ₹1; a smaller share is not sent (the gym is then paid outside GymSlot). */
const MIN_TRANSFER_PAISE = 100;

export type PayoutDeps = Pick<AppDeps, 'database' | 'clock' | 'paymentProvider' | 'config'>;
export type LoggedPayoutDeps = PayoutDeps & { logger: Pick<FastifyBaseLogger, 'warn'> };

/** What an order is opened for: one booking of one slot at one gym. */
export interface PayableHold {
  id: string;
  gymId: string;
  amountPaise: number;
  startsAt: Date;
}

/**
 * When Razorpay releases a held share by itself (§8.8): the slot's end plus NO_SHOW_RELEASE_HOURS,
 * so a no-show's share is paid out in the end and the desk has that long to check a late visit in.
 */
export function noShowReleaseAt(startsAt: Date, noShowReleaseHours: number): Date {
  return new Date(startsAt.getTime() + SLOT_MINUTES * 60_000 + noShowReleaseHours * 3_600_000);
}

/**
 * The Route transfer of the gym's share that a new order for `hold` carries, held until check-in
 * or noShowReleaseAt (API contract §8.7, §8.8); undefined when the provider has no Route or the
 * gym no linked account.
 */
export async function payoutTransferFor(deps: PayoutDeps, hold: PayableHold): Promise<RouteTransferRequest | undefined> {
  if (!deps.paymentProvider.route) return undefined;
  const account = await payoutsRepository.findGymAccount(deps.database.db, hold.gymId);
  const amountPaise = gymSharePaise(hold.amountPaise, deps.config.platformFeePercent);
  if (!account || amountPaise < MIN_TRANSFER_PAISE) return undefined;
  const onHoldUntil = noShowReleaseAt(hold.startsAt, deps.config.noShowReleaseHours);
  return { account, amountPaise, onHold: true, onHoldUntil, notes: { bookingId: hold.id } };
}

/** The payout's transfer among an order's: the one to its account for its amount. */
function transferOfPayout(transfers: readonly ProviderTransfer[], payout: { accountId: string; payoutPaise: number }): ProviderTransfer | undefined {
  return transfers.find((transfer) => transfer.recipient === payout.accountId && transfer.amountPaise === payout.payoutPaise);
}

/** Writes down the transfer the order carries once the order exists, with its id when Razorpay named it. */
export async function recordPayoutOrder(db: Executor, order: ProviderOrder, hold: PayableHold, transfer: RouteTransferRequest, now: Date): Promise<void> {
  const made = transferOfPayout(order.transfers ?? [], { accountId: transfer.account, payoutPaise: transfer.amountPaise });
  await payoutsRepository.insertPending(db, {
    orderId: order.id,
    bookingId: hold.id,
    gymId: hold.gymId,
    accountId: transfer.account,
    amountPaise: order.amountPaise,
    payoutPaise: transfer.amountPaise,
    transferId: made?.id ?? null,
    status: 'pending',
    onHoldUntil: transfer.onHoldUntil ?? null,
    createdAt: now,
    updatedAt: now,
  });
}

/** In the payment's own transaction: a captured payment of an order with a transfer puts the gym's share on hold. */
export async function holdPayoutOfCapture(db: Executor, payment: NewPaymentRow & { updatedAt: Date }): Promise<void> {
  if (payment.status !== 'captured') return;
  await payoutsRepository.markHeld(db, payment.orderId, { bookingId: payment.bookingId, paymentId: payment.id, now: payment.updatedAt });
}

/**
 * Whether a refund of this order's payment must take the gym's transfer back (`reverse_all`):
 * any payout not failed, since Razorpay makes the transfer on capture whatever the booking became.
 */
export async function refundReversesPayout(db: Executor, orderId: string): Promise<boolean> {
  const payout = await payoutsRepository.findByOrderId(db, orderId);
  return payout !== undefined && payout.status !== 'failed';
}

export const markPayoutReversed = payoutsRepository.markReversed;

/**
 * Route payouts after the order: releases at check-in, and the sweep that retries them. Calls to
 * Razorpay happen outside any transaction, after what caused them has committed.
 */
export function createPayoutsService(deps: LoggedPayoutDeps) {
  const { db } = deps.database;

  /** The transfer id of a claimed payout: known already, or read from its order. */
  async function transferIdOf(route: RouteApi, payout: PayoutRow): Promise<string | undefined> {
    if (payout.transferId) return payout.transferId;
    const transfer = transferOfPayout(await route.orderTransfers(payout.orderId), payout);
    if (!transfer) return undefined;
    await payoutsRepository.recordTransfer(db, payout.orderId, transfer.id, deps.clock.now());
    return transfer.id;
  }

  /** Releases one claimed payout; false when it is to be tried again once its lease runs out. */
  async function releaseClaimed(payout: PayoutRow): Promise<boolean> {
    const route = deps.paymentProvider.route;
    if (!route) return false;
    try {
      const transferId = await transferIdOf(route, payout);
      if (!transferId) return false;
      await route.releaseTransfer(transferId);
      await payoutsRepository.markReleased(db, payout.orderId, deps.clock.now());
      return true;
    } catch (error) {
      deps.logger.warn({ err: error, orderId: payout.orderId }, 'payout release failed; it will be retried');
      return false;
    }
  }

  /**
   * Takes back one claimed payout whose payment lost a dispute, if Razorpay still holds it: a
   * transfer Razorpay has settled to the gym by now is left there (it is recorded as released),
   * and one already reversed (a cut-off earlier attempt) is only recorded. False when it is to be
   * tried again once its lease runs out.
   */
  async function reverseClaimed(payout: PayoutRow): Promise<boolean> {
    const route = deps.paymentProvider.route;
    if (!route) return false;
    try {
      const transferId = await transferIdOf(route, payout);
      if (!transferId) return false;
      const transfer = await route.fetchTransfer(transferId);
      if (transfer.status === 'reversed' || transfer.status === 'partially_reversed') {
        await payoutsRepository.markReversed(db, payout.orderId, deps.clock.now());
        return true;
      }
      if (!transfer.onHold) {
        await payoutsRepository.markReleased(db, payout.orderId, deps.clock.now());
        return false;
      }
      await route.reverseTransfer(transferId);
      await payoutsRepository.markReversed(db, payout.orderId, deps.clock.now());
      return true;
    } catch (error) {
      deps.logger.warn({ err: error, orderId: payout.orderId }, 'payout reversal after a lost dispute failed; it will be retried');
      return false;
    }
  }

  return {
    /**
     * After a lost dispute has been recorded (§8.10): reverses the held payout of the disputed
     * payment, if any. Never throws; the sweep (reverseDue) retries what did not go through.
     */
    async reverseForLostDispute(paymentId: string): Promise<boolean> {
      try {
        const payout = await payoutsRepository.findByPaymentId(db, paymentId);
        const claimed = payout && (await payoutsRepository.claimReversal(db, payout.orderId, deps.clock.now(), PAYOUT_RELEASE_LEASE_MS));
        return claimed ? await reverseClaimed(claimed) : false;
      } catch (error) {
        deps.logger.warn({ err: error, paymentId }, 'payout reversal after a lost dispute failed; the sweep retries it');
        return false;
      }
    },

    /** The sweep: reverses every held payout whose payment lost a dispute, each claimed by one process only. */
    async reverseDue(): Promise<number> {
      if (!deps.paymentProvider.route) return 0;
      return runClaimedSends(deps.clock, {
        findDue: (now, limit) => payoutsRepository.findReversalsDue(db, now, PAYOUT_RELEASE_LEASE_MS, limit),
        claim: async (orderId, claimedAt) => (await payoutsRepository.claimReversal(db, orderId, claimedAt, PAYOUT_RELEASE_LEASE_MS)) !== undefined,
        send: async (orderId) => {
          const payout = await payoutsRepository.findByOrderId(db, orderId);
          return payout && (await reverseClaimed(payout)) ? 'sent' : 'skipped';
        },
        // A failed reversal keeps its lease, so it waits for a later round.
        release: async () => undefined,
      });
    },

    /**
     * After a check-in has committed: releases the booking's held payout, waiting for it at most
     * CHECK_IN_RELEASE_WAIT_MS. Never throws, so a Razorpay outage never fails a check-in; the
     * sweep retries what did not go through (a release cut off by a shutdown included).
     */
    async releaseAfterCheckIn(bookingId: string): Promise<void> {
      const release = (async () => {
        try {
          const held = await payoutsRepository.findHeldForBooking(db, bookingId);
          const claimed = held && (await payoutsRepository.claimRelease(db, held.orderId, deps.clock.now(), PAYOUT_RELEASE_LEASE_MS));
          if (claimed) await releaseClaimed(claimed);
        } catch (error) {
          deps.logger.warn({ err: error, bookingId }, 'payout release after check-in failed; the sweep retries it');
        }
      })();
      const done = new AbortController();
      const patience = waited(CHECK_IN_RELEASE_WAIT_MS, undefined, { signal: done.signal, ref: false }).catch(() => undefined);
      await Promise.race([release, patience]);
      done.abort();
    },

    /** The sweep: releases every checked-in booking's payout still held, each claimed by one process only. */
    async releaseDue(): Promise<number> {
      if (!deps.paymentProvider.route) return 0;
      return runClaimedSends(deps.clock, {
        findDue: (now, limit) => payoutsRepository.findReleasesDue(db, now, PAYOUT_RELEASE_LEASE_MS, limit),
        claim: async (orderId, claimedAt) => (await payoutsRepository.claimRelease(db, orderId, claimedAt, PAYOUT_RELEASE_LEASE_MS)) !== undefined,
        send: async (orderId) => {
          const payout = await payoutsRepository.findByOrderId(db, orderId);
          return payout && (await releaseClaimed(payout)) ? 'sent' : 'skipped';
        },
        // A failed release keeps its lease, so it waits for a later round rather than being retried at once.
        release: async () => undefined,
      });
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;

/** The payout a transfer belongs to: by its order (transfers made with orders), else by the payment it came from. */
async function payoutOfTransfer(deps: Pick<AppDeps, 'database' | 'paymentProvider'>, transfer: ProviderTransfer): Promise<PayoutRow | undefined> {
  const { db } = deps.database;
  if (transfer.source.startsWith('order_')) return payoutsRepository.findByOrderId(db, transfer.source);
  const known = await payoutsRepository.findByPaymentId(db, transfer.source);
  if (known) return known;
  // The transfer's event came before the payment was recorded here: the payment names its order.
  const payment = await deps.paymentProvider.fetchPayment(transfer.source);
  return payment && payoutsRepository.findByOrderId(db, payment.orderId);
}

/**
 * A Route webhook: the transfer's id is written down, and a failed transfer marks the payout
 * failed. Events come in any order and more than once: each only fills in what is unknown or moves
 * the status forward, so a late 'processed' never undoes a release or a failure. False when the
 * transfer is none of GymSlot's payouts.
 */
export async function applyTransferEvent(
  deps: Pick<AppDeps, 'database' | 'clock' | 'paymentProvider'>,
  event: 'transfer.processed' | 'transfer.failed',
  transfer: ProviderTransfer,
): Promise<boolean> {
  const payout = await payoutOfTransfer(deps, transfer);
  if (!payout || transferOfPayout([transfer], payout) === undefined) return false;
  const now = deps.clock.now();
  await payoutsRepository.recordTransfer(deps.database.db, payout.orderId, transfer.id, now);
  if (event === 'transfer.failed') await payoutsRepository.markFailed(deps.database.db, payout.orderId, now);
  return true;
}
