import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './app-deps.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createOidcService } from './modules/auth/oidc.service.js';
import { createPhoneSignInService } from './modules/auth/phone/phone-sign-in.service.js';
import { createSessionService } from './modules/auth/sessions.service.js';
import { createAvailabilityService } from './modules/availability/availability.service.js';
import { createOwnerAvailabilityService } from './modules/availability/owner-availability.service.js';
import { createPublicSlotsService } from './modules/availability/public-slots.service.js';
import { createShareCardService } from './modules/web/share-card.service.js';
import { createSharePageService } from './modules/web/share-page.service.js';
import { createGymClosuresStore } from './modules/availability/gym-closures.service.js';
import { createGymClosuresService } from './modules/bookings/closing/gym-closures.service.js';
import { createGymSellingService } from './modules/gyms/gym-selling.service.js';
import { createCancellationService } from './modules/bookings/own/booking-cancellation.service.js';
import { createConfirmationService } from './modules/bookings/paying/booking-confirmation.service.js';
import { createInitiationService } from './modules/bookings/holding/booking-initiation.service.js';
import { createRescheduleService } from './modules/bookings/own/booking-reschedule.service.js';
import { createBookingQueries } from './modules/bookings/own/booking-queries.service.js';
import { createSettlementService } from './modules/bookings/paying/booking-settlement.service.js';
import { createSlotPriceLookup } from './modules/bookings/holding/slot-price-lookup.js';
import { createVerificationService } from './modules/bookings/door/booking-verification.service.js';
import { createDoorPassService } from './modules/bookings/door/door-pass.service.js';
import { createManagedBookingsService } from './modules/bookings/owner/managed-bookings.service.js';
import { createNotLetInAdminService } from './modules/bookings/not-let-in/not-let-in-admin.service.js';
import { createNotLetInRefunds } from './modules/bookings/not-let-in/not-let-in-refunds.service.js';
import { createNotLetInReportService } from './modules/bookings/not-let-in/not-let-in-report.service.js';
import { createOfferHoldsService } from './modules/bookings/holding/offer-holds.service.js';
import { createPaymentMismatchesService } from './modules/bookings/paying/payment-mismatches.service.js';
import { createSandboxCheckoutService } from './modules/bookings/paying/sandbox-checkout.service.js';
import { createSeatsTakenService } from './modules/bookings/holding/seats-taken.service.js';
import { createPublicCatalogue } from './modules/catalogue/public-catalogue.js';
import { createAddGymService } from './modules/gyms/add-gym.service.js';
import { createGymImagesService } from './modules/gyms/gym-images.service.js';
import { createGymsService } from './modules/gyms/gyms.service.js';
import { createManagedGymsService } from './modules/gyms/managed-gyms.service.js';
import { createBusyHoursService } from './modules/insights/busy-hours.service.js';
import { createInvoicesService } from './modules/invoices/invoices.service.js';
import { createInsightsService } from './modules/insights/insights.service.js';
import { createMaintenance } from './modules/maintenance/maintenance-loop.js';
import { createAccountClosingBookings } from './modules/bookings/own/account-closing.js';
import { createAccountDeletionService } from './modules/privacy/account-deletion.service.js';
import { createAccountDeletions } from './modules/privacy/account-deletions.js';
import { createPersonalDataService } from './modules/privacy/personal-data.service.js';
import { createMediaUrls, type MediaStore } from './modules/media/media-store.js';
import { createAdminMessagesService } from './modules/messages/admin-messages.service.js';
import { createWhatsappStatusService } from './modules/messages/whatsapp-status.service.js';
import { createPreferencesService } from './modules/preferences/preferences.service.js';
import { createPriceBandsService } from './modules/price-bands/price-bands.service.js';
import { createGymStaffService } from './modules/gyms/gym-staff.service.js';
import { createReviewsService } from './modules/reviews/reviews.service.js';
import { createPaymentEventsService } from './modules/payments/payment-events.service.js';
import { createPayoutsService } from './modules/payments/payouts/payouts.service.js';
import { createPayoutAccountsService } from './modules/payments/payouts/payout-accounts.service.js';
import { createDisputesService } from './modules/payments/disputes/disputes.service.js';
import { createRefundService } from './modules/payments/refund.service.js';
import { createOwnerPayoutsService } from './modules/payments/payouts/owner-payouts.service.js';
import { createWaitlistOffers } from './modules/waitlist/waitlist-offers.service.js';
import { createWaitlistService } from './modules/waitlist/waitlist.service.js';

export interface ServiceContext {
  /**
   * The app's logger: services that must not fail a request over a mail or a retry log through it,
   * and the maintenance round reports through it.
   */
  logger: Pick<FastifyBaseLogger, 'debug' | 'error' | 'info' | 'warn'>;
  media: MediaStore;
}

/**
 * The composition root: every service of the HTTP app, built once from the app's deps, in the order
 * the modules are layered (lowest first). A higher module's piece that a lower one needs is handed
 * down here (the seats a slot has taken, the booking a webhook pays for), so no module imports one
 * above it. Route plugins get the services they use as options and build none themselves; the
 * maintenance round (start-server.ts starts it) gets the same instances, so no job runs on a
 * graph of its own.
 */
export function createServices(deps: AppDeps, { logger, media }: ServiceContext) {
  const logged = { ...deps, logger };

  const adminMessages = createAdminMessagesService({ db: deps.database.db, clock: deps.clock, onRequeued: deps.outbox.wake });
  // §8.9: WhatsApp's delivery reports; a failed message's SMS is queued through the outbox.
  const whatsappStatus = createWhatsappStatusService({ ...deps, whatsapp: deps.config.whatsapp });

  const sessions = createSessionService(deps.database.db, deps.clock);
  const auth = createAuthService(deps, sessions);
  const clientId = deps.config.oidc.clientId;
  const oidc = clientId ? createOidcService(deps, clientId, sessions) : undefined;

  const preferences = createPreferencesService(deps);
  const phoneSignIn = createPhoneSignInService(deps, sessions, preferences.grantPhoneChannels);

  const refunds = createRefundService(logged);

  // Image addresses in every reply, from PUBLIC_URL or MEDIA_PUBLIC_URL.
  const mediaUrls = createMediaUrls(deps.config);
  // One in-memory catalogue per process: the gym API answers from it, and the web app's gym pages
  // preload what it holds.
  const catalogue = createPublicCatalogue(deps.database, mediaUrls);
  const gyms = createGymsService({ catalogue });
  // §8.12: a gym's Route account is checked with Razorpay (payments) before gyms save it.
  const payoutAccounts = createPayoutAccountsService(deps);
  const managedGyms = createManagedGymsService(deps, mediaUrls, payoutAccounts.assertActive);
  const gymImages = createGymImagesService(deps, media, mediaUrls);
  // §8.12: each gym's front-desk staff, kept by its owner.
  const gymStaff = createGymStaffService(deps);
  const addGym = createAddGymService(deps, media, mediaUrls, payoutAccounts.assertActive);

  const seatsTaken = createSeatsTakenService(deps);
  // A slot's price (§8.7 bands) has one home: the slot list, B1, the waitlist and moves all ask it.
  const priceBands = createPriceBandsService(deps);
  const availability = createAvailabilityService(deps, priceBands);
  // The slots every gym page lists: the gym and its hours from the catalogue, per version of the gym.
  const publicSlots = createPublicSlotsService(deps, catalogue, seatsTaken.bySlot, priceBands);
  // §8.13: a gym's share link (/g/{id}) and its link-preview card, made from the catalogue and these slots.
  const shareCards = createShareCardService(catalogue, media, mediaUrls);
  const sharePages = createSharePageService(deps.clock, catalogue, publicSlots, shareCards);
  const ownerAvailability = createOwnerAvailabilityService(deps);
  // §8.12: how GymSlot sells each gym, and its closed hours (the availability module reads them).
  const gymSelling = createGymSellingService(deps);
  const closuresStore = createGymClosuresStore(deps);

  // The waitlist sits above bookings: bookings hold its offers' places, and tell it of each place
  // a cancellation or a move frees, and of each direct booking about to be held, through the hooks
  // handed down here.
  const offerHolds = createOfferHoldsService(deps);
  const waitlistOffers = createWaitlistOffers(logged, offerHolds, availability);
  const waitlist = createWaitlistService(deps, offerHolds, waitlistOffers, availability);

  const settlement = createSettlementService(logged, refunds, createSlotPriceLookup(deps, priceBands));
  const bookings = {
    initiation: createInitiationService(deps, availability, waitlistOffers.lineFirst),
    confirmation: createConfirmationService(logged, settlement),
    cancellation: createCancellationService(logged, refunds, waitlistOffers.placeFreed),
    reschedule: createRescheduleService(logged, availability, waitlistOffers.placeFreed, waitlistOffers.lineFirst),
    queries: createBookingQueries(deps),
    sandboxCheckout: createSandboxCheckoutService(logged, settlement),
    doorPass: createDoorPassService(deps),
  };
  const managedBookings = createManagedBookingsService(deps);
  const gymClosures = createGymClosuresService(logged, closuresStore, availability, refunds);
  const paymentMismatches = createPaymentMismatchesService(deps);
  const payouts = createPayoutsService(logged);
  const verification = createVerificationService(deps, payouts);
  // §8.10 'not let in': the report, the owner's answer, the refund of an unanswered one (the
  // maintenance round) and the admin's decision, through the same durable refunds.
  const notLetIn = createNotLetInReportService(deps);
  const notLetInRefunds = createNotLetInRefunds(logged, refunds);
  const notLetInAdmin = createNotLetInAdminService(deps, notLetInRefunds);
  // §8.10 disputes: kept by the webhooks, answered by admins; a lost one reverses the gym's held payout.
  const disputes = createDisputesService(logged, payouts);
  const paymentEvents = createPaymentEventsService(logged, settlement, disputes);
  const busyHours = createBusyHoursService(deps);
  const insights = createInsightsService(deps, availability.offeredSlotCountsBetween);
  const reviews = createReviewsService(deps, catalogue);
  const ownerPayouts = createOwnerPayoutsService(deps);
  const invoices = createInvoicesService(deps);
  // §8.11: a person's copy of their data and their account's deletion. The round deletes the
  // accounts due, cancelling their bookings through the bookings' own cancel and refund path.
  const personalData = createPersonalDataService(deps, preferences);
  const accountDeletion = createAccountDeletionService(deps);
  const closingBookings = createAccountClosingBookings(logged, refunds, waitlistOffers.placeFreed);
  const accountDeletions = createAccountDeletions(logged, { sessions, closingBookings });

  // The housekeeping round, on the services above (decision 020); start-server.ts starts it.
  const maintenance = createMaintenance(logged, { bookings: { settlement, refunds }, waitlistOffers, payouts, invoices, accountDeletions, notLetInRefunds });

  return {
    adminMessages,
    whatsappStatus,
    sessions,
    auth,
    phoneSignIn,
    oidc,
    preferences,
    catalogue,
    gyms,
    managedGyms,
    gymImages,
    gymStaff,
    addGym,
    availability,
    publicSlots,
    shareCards,
    sharePages,
    priceBands,
    ownerAvailability,
    gymSelling,
    gymClosures,
    bookings,
    managedBookings,
    paymentMismatches,
    verification,
    notLetIn,
    notLetInAdmin,
    paymentEvents,
    disputes,
    busyHours,
    insights,
    reviews,
    ownerPayouts,
    invoices,
    waitlist,
    // The pieces the maintenance round runs on besides those above (a test runs one job by itself on them).
    refunds,
    settlement,
    waitlistOffers,
    payouts,
    notLetInRefunds,
    personalData,
    accountDeletion,
    accountDeletions,
    maintenance,
  };
}
