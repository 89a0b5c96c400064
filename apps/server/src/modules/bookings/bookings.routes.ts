import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RESCHEDULED_MESSAGE } from '@gymslot/shared/booking-schemas';
import * as bookingEndpoints from '@gymslot/shared/endpoints/bookings.contracts';
import * as paymentEndpoints from '@gymslot/shared/endpoints/payments.contracts';
import { serverTexts } from '@gymslot/shared/server-texts';
import { endpointRoutes } from '../../lib/endpoint-routes.js';
import { requestLanguage } from '../../lib/request-language.js';
import { requireUser } from '../auth/authentication.js';
import type { CancellationService } from './own/booking-cancellation.service.js';
import type { ConfirmationService } from './paying/booking-confirmation.service.js';
import type { InitiationService } from './holding/booking-initiation.service.js';
import type { DoorPassService } from './door/door-pass.service.js';
import type { RescheduleService } from './own/booking-reschedule.service.js';
import type { BookingQueries } from './own/booking-queries.service.js';
import type { SandboxCheckoutService } from './paying/sandbox-checkout.service.js';

export interface BookingsRoutesOptions {
  initiation: InitiationService;
  confirmation: ConfirmationService;
  cancellation: CancellationService;
  reschedule: RescheduleService;
  queries: BookingQueries;
  sandboxCheckout: SandboxCheckoutService;
  doorPass: DoorPassService;
}

/**
 * API contract §4 B1–B4, §8.4a's reschedule and §8.5's door pass, plus GET /bookings/:id for the confirmation screen after a reload, and
 * the built-in sandbox checkout (a GymSlot extra). Each endpoint's permission is checked
 * before its body is parsed: the contract answers "who" before "what".
 */
export const bookingsRoutes: FastifyPluginAsyncZod<BookingsRoutesOptions> = async (app, services) => {
  const { initiation, confirmation, cancellation, reschedule, queries, sandboxCheckout, doorPass } = services;
  const route = endpointRoutes(app, bookingEndpoints, ['bookings']);

  route('initiateBooking', async (request) => {
    const user = requireUser(request);
    return { success: true as const, message: serverTexts.bookingInitiated, ...(await initiation.initiate(user, request.body, requestLanguage(request))) };
  });

  route('confirmBooking', async (request) => {
    const user = requireUser(request);
    const booking = await confirmation.confirm(user.id, request.body);
    return { success: true as const, message: serverTexts.bookingConfirmed, booking };
  });

  route('listMyBookings', async (request) => {
    const includeCancelled = request.query.include === 'cancelled';
    const bookings = await queries.listOwn(requireUser(request).id, { includeCancelled });
    return { success: true as const, count: bookings.length, bookings };
  });

  route('getMyBooking', async (request) => {
    const user = requireUser(request);
    return { success: true as const, booking: await queries.getOwn(user.id, request.params.id) };
  });

  route('getDoorPass', async (request) => ({ success: true as const, ...(await doorPass.issue(requireUser(request).id, request.params.id)) }));

  route('cancelBooking', async (request) => {
    await cancellation.cancel(requireUser(request).id, request.params.id, requestLanguage(request));
    return { success: true as const, message: serverTexts.bookingCancelled };
  });

  route('rescheduleBooking', async (request) => {
    const booking = await reschedule.reschedule(requireUser(request).id, request.params.id, request.body, requestLanguage(request));
    return { success: true as const, message: RESCHEDULED_MESSAGE, booking };
  });

  // The sandbox checkout's pay call is a booking's, so it is registered here, from the payments table.
  const paymentRoute = endpointRoutes(app, paymentEndpoints, ['payments']);
  paymentRoute('payInSandbox', async (request) => sandboxCheckout.pay(requireUser(request).id, request.body));
};
