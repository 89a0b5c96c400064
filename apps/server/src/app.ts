import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.js';
import { handleClientError } from './lib/client-errors.js';
import { handleError } from './lib/error-handler.js';
import { rejectNulCharacters } from './lib/nul-guard.js';
import { createRequestIds } from './lib/request-ids.js';
import { DEFAULT_SERVER_TIMEOUTS, serverTimeoutOptions, type ServerTimeouts } from './lib/server-timeouts.js';
import { mediaDirOf, webDistDir, webFirstScreenBundle } from './lib/paths.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { clientConfigRoutes } from './modules/client-config/client-config.routes.js';
import { webRoutes } from './modules/web/web.routes.js';
import { sharePageRoutes } from './modules/web/share-page.routes.js';
import { gymPageOpenGraph } from './modules/web/gym-page-open-graph.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { apiDocs } from './modules/docs/api-docs.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { phoneAuthRoutes } from './modules/auth/phone/phone-auth.routes.js';
import { authentication, serializeRequestForLog } from './modules/auth/authentication.js';
import { gymsRoutes } from './modules/gyms/gyms.routes.js';
import { availabilityRoutes } from './modules/availability/availability.routes.js';
import { ownerAvailabilityRoutes } from './modules/availability/owner-availability.routes.js';
import { gymUploadsRoutes } from './modules/gyms/gym-uploads.routes.js';
import { managedGymsRoutes } from './modules/gyms/managed-gyms.routes.js';
import { priceBandsRoutes } from './modules/price-bands/price-bands.routes.js';
import { gymStaffRoutes } from './modules/gyms/gym-staff.routes.js';
import { sellingRoutes } from './modules/bookings/closing/selling.routes.js';
import { createConfiguredMediaStore } from './modules/media/configured-media-store.js';
import { bookingsRoutes } from './modules/bookings/bookings.routes.js';
import { managedBookingsRoutes } from './modules/bookings/owner/managed-bookings.routes.js';
import { notLetInRoutes } from './modules/bookings/not-let-in/not-let-in.routes.js';
import { busyHoursRoutes } from './modules/insights/busy-hours.routes.js';
import { insightsRoutes } from './modules/insights/insights.routes.js';
import { payoutsRoutes } from './modules/payments/payouts/payouts.routes.js';
import { reviewsRoutes } from './modules/reviews/reviews.routes.js';
import { invoicesRoutes } from './modules/invoices/invoices.routes.js';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { disputesRoutes } from './modules/payments/disputes/disputes.routes.js';
import { createAppMetrics } from './modules/metrics/app-metrics.js';
import { metricsRoutes } from './modules/metrics/metrics.routes.js';
import { paymentMismatchesRoutes } from './modules/bookings/paying/payment-mismatches.routes.js';
import { adminMessagesRoutes } from './modules/messages/admin-messages.routes.js';
import { whatsappWebhookRoutes } from './modules/messages/whatsapp-webhook.routes.js';
import { requestMetrics } from './modules/metrics/request-metrics.js';
import { preferencesRoutes } from './modules/preferences/preferences.routes.js';
import { unsubscribeRoutes } from './modules/preferences/unsubscribe.routes.js';
import { privacyRoutes } from './modules/privacy/privacy.routes.js';
import { securityHeaders } from './modules/security/security-headers.js';
import { privateReplies } from './modules/security/private-replies.js';
import { createServices } from './services.js';

export interface BuildAppOptions {
  /** Pino options, or false for silence (tests). */
  logger?: boolean | Record<string, unknown>;
  /** Where the default logger writes instead of stdout (the log test reads its lines). */
  logStream?: { write(line: string): void };
  webDistDir?: string;
  /** The web build's first-screen renderer; with `webDistDir` given, none unless given too. */
  webFirstScreenBundle?: string;
  /** Socket timeouts; tests make them small enough to watch them fire. */
  serverTimeouts?: ServerTimeouts;
}

/** Builds the whole HTTP app; never listens (main.ts does, tests call inject). */
export async function buildApp(given: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  return (await buildAppAndServices(given, options)).app;
}

/**
 * The app and the services it was built with (services.ts), so start-server.ts starts the
 * maintenance round on the same instances the routes use.
 */
export async function buildAppAndServices(given: AppDeps, options: BuildAppOptions = {}): Promise<{ app: FastifyInstance; services: ReturnType<typeof createServices> }> {
  const metrics = given.metrics ?? createAppMetrics();
  const deps: AppDeps = { ...given, metrics };
  const timeouts = options.serverTimeouts ?? DEFAULT_SERVER_TIMEOUTS;
  const app = Fastify({
    logger:
      options.logger === undefined
        ? {
            level: deps.config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization'],
            serializers: { req: serializeRequestForLog },
            ...(options.logStream ? { stream: options.logStream } : {}),
          }
        : options.logger,
    genReqId: createRequestIds(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    ...serverTimeoutOptions(timeouts),
    // Past the request timeout Node asks this; it answers in the contract's envelope and lets an
    // upload that its route allowed longer carry on.
    clientErrorHandler: handleClientError,
    // Only the listed proxies may name the client in X-Forwarded-For; anyone else could forge it
    // and step around the per-IP rate limits. With none listed, the peer's address is the client's.
    trustProxy: deps.config.trustedProxies.length > 0 ? deps.config.trustedProxies : false,
    // The router's default of 100 characters per path parameter answers longer ones itself with a
    // bare 414; Node refuses request heads over 16 KiB anyway, so with this cap every parameter
    // reaches its route and gets the contract's 404 ('Gym not found.', 'Booking not found').
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 16 * 1024 },
    // A path the router cannot decode (a bad %-escape) is refused before any route or error
    // handler runs; this gives it the contract's envelope instead of Fastify's own body.
    frameworkErrors: handleError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.addHook('preValidation', rejectNulCharacters);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  await app.register(securityHeaders, { config: deps.config });
  await app.register(requestMetrics, { metrics });
  await app.register(fastifyCookie, { secret: deps.config.sessionSecret });
  await app.register(apiDocs);
  await app.register(clientConfigRoutes, deps);
  // Images are written to and served from one store: DATA_DIR/media, or the bucket of contract §8.14.
  const media = given.media ?? createConfiguredMediaStore(deps.config);
  const services = createServices(deps, { logger: app.log, media });
  await app.register(healthRoutes, { database: deps.database, catalogue: services.catalogue });
  await app.register(authentication, { config: deps.config, sessions: services.sessions });
  await app.register(privateReplies);
  await app.register(authRoutes, { auth: services.auth, oidc: services.oidc, config: deps.config });
  await app.register(phoneAuthRoutes, { phoneSignIn: services.phoneSignIn, config: deps.config });
  metrics.observeOutbox(() => deps.outbox.backlog());
  await app.register(metricsRoutes, { metrics });
  await app.register(adminMessagesRoutes, services);
  await app.register(whatsappWebhookRoutes, services);
  await app.register(preferencesRoutes, services);
  await app.register(unsubscribeRoutes, services);
  await app.register(privacyRoutes, services);
  await app.register(mediaRoutes, deps.config.mediaS3 === undefined ? { root: mediaDirOf(deps.config) } : { media });
  await app.register(gymsRoutes, { gymsService: services.gyms });
  await app.register(managedGymsRoutes, services);
  await app.register(priceBandsRoutes, services);
  await app.register(gymStaffRoutes, services);
  await app.register(sellingRoutes, services);
  await app.register(gymUploadsRoutes, { ...services, uploadRequestMs: timeouts.uploadRequestMs });
  await app.register(availabilityRoutes, services);
  await app.register(ownerAvailabilityRoutes, services);
  await app.register(bookingsRoutes, services.bookings);
  await app.register(managedBookingsRoutes, services);
  await app.register(notLetInRoutes, services);
  await app.register(paymentMismatchesRoutes, services);
  await app.register(paymentsRoutes, services);
  await app.register(disputesRoutes, services);
  await app.register(busyHoursRoutes, services);
  await app.register(insightsRoutes, services);
  await app.register(payoutsRoutes, services);
  await app.register(reviewsRoutes, services);
  await app.register(invoicesRoutes, services);
  await app.register(waitlistRoutes, services);
  await app.register(sharePageRoutes, { sharePages: services.sharePages, shareCards: services.shareCards, publicUrl: deps.config.publicUrl });
  await app.register(webRoutes, {
    distDir: options.webDistDir ?? webDistDir,
    firstScreenBundle: options.webDistDir === undefined ? webFirstScreenBundle : options.webFirstScreenBundle,
    catalogue: services.catalogue,
    clock: deps.clock,
    headTagsFor: gymPageOpenGraph(services.sharePages, deps.config.publicUrl),
  });
  return { app, services };
}
