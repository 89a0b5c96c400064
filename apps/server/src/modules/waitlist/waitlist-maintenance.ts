import type { AppDeps } from '../../app-deps.js';
import { createAvailabilityService } from '../availability/availability.service.js';
import { createOfferHoldsService } from '../bookings/offer-holds.service.js';
import { createWaitlistOffers, type WaitlistOffersDeps } from './waitlist-offers.service.js';

export type WaitlistMaintenanceDeps = WaitlistOffersDeps & Pick<AppDeps, 'paymentProvider'>;

/** The waitlist's part of each housekeeping round (§8.4): offers settled, places that freed offered. */
export function runWaitlistMaintenance(deps: WaitlistMaintenanceDeps) {
  const availability = createAvailabilityService(deps);
  return createWaitlistOffers(deps, createOfferHoldsService(deps), availability).sweep();
}
