import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { endpointTable } from '@gymslot/shared/endpoints/endpoint-table';
import {
  forgotPasswordBodySchema,
  loginBodySchema,
  registerBodySchema,
  resendVerificationBodySchema,
  resetPasswordBodySchema,
} from '@gymslot/shared/auth-schemas';
import { adminMessagesQuerySchema } from '@gymslot/shared/admin-message-schemas';
import { slotsQuerySchema } from '@gymslot/shared/availability-schemas';
import {
  confirmBookingBodySchema,
  initiateBookingBodySchema,
  managedBookingsQuerySchema,
  rescheduleBookingBodySchema,
  sandboxPayBodySchema,
  verifyOtpBodySchema,
} from '@gymslot/shared/booking-schemas';
import { verifyPassBodySchema } from '@gymslot/shared/door-pass-schemas';
import { nearbyQuerySchema, searchQuerySchema } from '@gymslot/shared/gym-schemas';
import { insightsQuerySchema } from '@gymslot/shared/insights-schemas';
import { setAvailabilityBodySchema, setRecurringBodySchema } from '@gymslot/shared/owner-availability-schemas';
import { addGymFieldsSchema, deleteImageBodySchema, gymChangesSchema } from '@gymslot/shared/owner-schemas';
import { payoutsQuerySchema } from '@gymslot/shared/payout-schemas';
import { messagePreferencesSchema } from '@gymslot/shared/preference-schemas';
import { priceBandsBodySchema } from '@gymslot/shared/price-band-schemas';
import { joinWaitlistBodySchema } from '@gymslot/shared/waitlist-schemas';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  method: Method;
  /** Fastify's pattern, `:name` for each path parameter. */
  path: string;
  body?: z.ZodType;
  query?: z.ZodType;
  /** Fields of a multipart form; the route reads files from the repeated field `images`. */
  multipart?: z.ZodType;
  /** The provider's webhook: a raw body with a signature header, not parsed JSON. */
  rawBody?: true;
  /** The call ends the caller's session, so each request needs a throwaway one. */
  endsSession?: true;
}

/** The calls of the endpoint table (packages/shared/src/endpoints), as the fuzzer sends them. */
const tableEndpoints: Endpoint[] = endpointTable.map(({ endpoint, contract }) => ({
  method: endpoint.method,
  path: endpoint.path,
  ...(contract.body === undefined ? {} : { body: contract.body }),
  ...(contract.query === undefined ? {} : { query: contract.query }),
  ...(contract.multipart === undefined ? {} : { multipart: contract.multipart }),
  ...(contract.rawBody === undefined ? {} : { rawBody: contract.rawBody }),
  ...(contract.endsSession === undefined ? {} : { endsSession: contract.endsSession }),
}));

/**
 * Every API call the fuzzer sends: the table's, and those not yet moved into it. A route the app
 * has and this list lacks fails the coverage test.
 */
export const endpoints: Endpoint[] = [
  ...tableEndpoints,
  { method: 'GET', path: '/api/health' },
  { method: 'GET', path: '/api/ready' },
  { method: 'GET', path: '/api/config' },
  { method: 'GET', path: '/api/metrics' },
  { method: 'GET', path: '/api/v1/auth/check-status' },
  { method: 'POST', path: '/api/v1/auth/login', body: loginBodySchema },
  { method: 'POST', path: '/api/v1/auth/logout', endsSession: true },
  { method: 'POST', path: '/api/v1/auth/register', body: registerBodySchema },
  { method: 'GET', path: '/api/v1/auth/verify-email/:token' },
  { method: 'POST', path: '/api/v1/auth/forget-password', body: forgotPasswordBodySchema },
  { method: 'POST', path: '/api/v1/auth/reset-password/:token', body: resetPasswordBodySchema },
  { method: 'GET', path: '/api/v1/auth/reset-password/:token' },
  { method: 'POST', path: '/api/v1/auth/resend-verification', body: resendVerificationBodySchema },
  { method: 'GET', path: '/api/v1/auth/providers' },
  { method: 'GET', path: '/api/v1/auth/google', query: z.object({ next: z.string() }) },
  // No shared schema: the route reads the provider's standard OAuth parameters from the raw URL.
  { method: 'GET', path: '/api/v1/auth/google/callback', query: z.object({ code: z.string(), state: z.string() }) },
  { method: 'GET', path: '/api/gyms/city-stats' },
  { method: 'GET', path: '/api/gyms/all-public' },
  { method: 'GET', path: '/api/gyms/cities' },
  { method: 'GET', path: '/api/gyms/city/:city' },
  { method: 'GET', path: '/api/gyms/amenities' },
  { method: 'GET', path: '/api/gyms/nearby', query: nearbyQuerySchema },
  { method: 'GET', path: '/api/gyms/search', query: searchQuerySchema },
  { method: 'GET', path: '/api/gyms/details/:id' },
  { method: 'GET', path: '/api/gyms/:id' },
  { method: 'GET', path: '/api/gyms/my-gyms' },
  { method: 'GET', path: '/api/gyms/all-gyms' },
  { method: 'POST', path: '/api/gyms/add', multipart: addGymFieldsSchema },
  { method: 'PATCH', path: '/api/gyms/:id', body: gymChangesSchema },
  { method: 'PATCH', path: '/api/gyms/:id/delete-image', body: deleteImageBodySchema },
  { method: 'PATCH', path: '/api/gyms/:id/add-images', multipart: z.object({}) },
  { method: 'GET', path: '/api/gyms/:id/price-bands' },
  { method: 'PUT', path: '/api/gyms/:id/price-bands', body: priceBandsBodySchema },
  { method: 'GET', path: '/api/availability/user/:gymId/all' },
  { method: 'GET', path: '/api/availability/user/:gymId/slots', query: slotsQuerySchema },
  { method: 'GET', path: '/api/availability/owner/:gymId/all' },
  { method: 'GET', path: '/api/availability/admin/:gymId/all' },
  { method: 'POST', path: '/api/availability/set', body: setAvailabilityBodySchema },
  { method: 'GET', path: '/api/recurring/get/:gymId/:dayOfWeek' },
  { method: 'POST', path: '/api/recurring/set', body: setRecurringBodySchema },
  { method: 'POST', path: '/api/bookings/initiate', body: initiateBookingBodySchema },
  { method: 'POST', path: '/api/bookings/waitlist', body: joinWaitlistBodySchema },
  { method: 'GET', path: '/api/bookings/waitlist' },
  { method: 'DELETE', path: '/api/bookings/waitlist/:id' },
  { method: 'POST', path: '/api/bookings/confirm', body: confirmBookingBodySchema },
  { method: 'GET', path: '/api/bookings/my-bookings' },
  { method: 'GET', path: '/api/bookings/all-bookings', query: managedBookingsQuerySchema },
  { method: 'GET', path: '/api/bookings/all-bookings.csv', query: managedBookingsQuerySchema },
  { method: 'GET', path: '/api/bookings/all', query: managedBookingsQuerySchema },
  { method: 'POST', path: '/api/bookings/verify-booking-otp', body: verifyOtpBodySchema },
  { method: 'POST', path: '/api/bookings/verify-booking-pass', body: verifyPassBodySchema },
  { method: 'GET', path: '/api/bookings/:id' },
  { method: 'GET', path: '/api/bookings/:id/pass' },
  { method: 'GET', path: '/api/bookings/:id/invoice' },
  { method: 'GET', path: '/api/bookings/:id/credit-note' },
  { method: 'DELETE', path: '/api/bookings/:id' },
  { method: 'POST', path: '/api/bookings/:id/reschedule', body: rescheduleBookingBodySchema },
  { method: 'POST', path: '/api/payments/sandbox/pay', body: sandboxPayBodySchema },
  { method: 'POST', path: '/api/payments/razorpay/webhook', rawBody: true },
  { method: 'GET', path: '/api/gyms/:id/busy-hours' },
  { method: 'GET', path: '/api/gyms/:id/insights', query: insightsQuerySchema },
  { method: 'GET', path: '/api/owner/insights', query: insightsQuerySchema },
  { method: 'GET', path: '/api/owner/payouts', query: payoutsQuerySchema },
  { method: 'GET', path: '/api/owner/payouts/statement.csv', query: payoutsQuerySchema },
  { method: 'GET', path: '/api/admin/messages', query: adminMessagesQuerySchema },
  { method: 'POST', path: '/api/admin/messages/:id/retry' },
  { method: 'GET', path: '/api/admin/payment-mismatches' },
  { method: 'POST', path: '/api/admin/payment-mismatches/:paymentId/resolve' },
  { method: 'GET', path: '/api/me/preferences' },
  { method: 'PUT', path: '/api/me/preferences', body: messagePreferencesSchema },
  { method: 'POST', path: '/api/unsubscribe/:token' },
];

/**
 * Routes left out on purpose: the OpenAPI viewer's static files (a third-party plugin serving
 * fixed files), and the catch-all `*` of the web app and the media files, which answer every
 * unknown path and so are fuzzed through the path parameters of the routes above.
 */
const notFuzzed = (route: string) => / \/api\/docs(\/|$)/.test(route) || route.endsWith('*');

export const endpointKey = (endpoint: Pick<Endpoint, 'method' | 'path'>) => `${endpoint.method} ${endpoint.path}`;

/**
 * The app's routes as `METHOD /path`, read from printRoutes' tree: each line's depth is its
 * indent / 4, and a node's text continues its parent's (`/api/bookings/all` then `-bookings`).
 * HEAD is left out: Fastify adds it to every GET by itself.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack.push(path);
    for (const method of (match[3] ?? '').split(', ').filter((m) => m !== '' && m !== 'HEAD')) {
      routes.push(`${method} ${path}`);
    }
  }
  return routes.filter((route) => !notFuzzed(route)).sort();
}

/** The top-level field names of an object schema (through refinements and pipes). */
export function fieldNames(schema: z.ZodType | undefined): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return fieldNames(schema.in as z.ZodType);
  return [];
}

export const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
