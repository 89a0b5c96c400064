import type { PaymentMismatch } from '@gymslot/shared/payment-mismatch-schemas';
import { paiseToRupees } from '@gymslot/shared/money';
import type { AppDeps } from '../../../app-deps.js';
import { AppError } from '../../../lib/errors.js';
import * as paymentAuditsRepository from './payment-audits.repository.js';

/** At most this many open ones are listed; more than a handful means something is wrong upstream. */
const LISTED = 100;

function toPaymentMismatch(row: paymentAuditsRepository.PaymentMismatchRow): PaymentMismatch {
  return {
    paymentId: row.paymentId,
    orderId: row.orderId,
    bookingId: row.bookingId,
    day: row.day,
    amount: paiseToRupees(row.amountPaise),
    providerStatus: row.providerStatus,
    ledgerStatus: row.ledgerStatus,
    foundAt: row.foundAt.toISOString(),
  };
}

/** The daily check's findings for admins, and marking one settled once it is put right by hand. */
export function createPaymentMismatchesService(deps: Pick<AppDeps, 'database' | 'clock'>) {
  const { db } = deps.database;
  return {
    async listOpen(): Promise<PaymentMismatch[]> {
      return (await paymentAuditsRepository.listOpenMismatches(db, LISTED)).map(toPaymentMismatch);
    },

    async resolve(paymentId: string): Promise<PaymentMismatch> {
      const row = await paymentAuditsRepository.resolveMismatch(db, paymentId, deps.clock.now());
      if (!row) throw new AppError('not_found', { code: 'paymentMismatchNotFound' });
      return toPaymentMismatch(row);
    },
  };
}

export type PaymentMismatchesService = ReturnType<typeof createPaymentMismatchesService>;
