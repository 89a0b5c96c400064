import type { AppDeps } from '../../../app-deps.js';
import { AppError } from '../../../lib/errors.js';

/** The one status of a Route linked account that can take transfers (§8.12). */
const ACTIVE_STATUS = 'activated';

/**
 * §8.12: a gym's Razorpay Route account is checked with Razorpay before it is saved (decision 064).
 * Call it before any database transaction: it waits for Razorpay.
 */
export function createPayoutAccountsService(deps: Pick<AppDeps, 'paymentProvider'>) {
  return {
    /**
     * Nothing when the account is an activated linked account, or when the provider has no Route
     * (the sandbox moves no money, so the id's form is all there is to check). Otherwise 400
     * `This Razorpay account is not active.` (an unknown id too); 503 when Razorpay cannot be asked,
     * so an unchecked id is never saved.
     */
    async assertActive(accountId: string): Promise<void> {
      const route = deps.paymentProvider.route;
      if (!route) return;
      let status: string | undefined;
      try {
        status = await route.linkedAccountStatus(accountId);
      } catch (error) {
        if (!(error instanceof AppError) || error.kind !== 'unavailable') throw error;
        const unchecked = new AppError('unavailable', { code: 'payoutAccountNotChecked' });
        unchecked.cause = error;
        throw unchecked;
      }
      if (status !== ACTIVE_STATUS) throw new AppError('invalid_data', { code: 'payoutAccountNotActive' });
    },
  };
}
