import type { AppDeps } from '../src/app-deps.js';
import { createConfiguredMediaStore } from '../src/modules/media/configured-media-store.js';
import { createServices, type ServiceContext } from '../src/services.js';
import type { TestApp } from './test-app.js';

type ServiceLogger = ServiceContext['logger'];

/** Drops every line; a test hands in the levels it listens to. */
const quietLogger: ServiceLogger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

/** A process's deps, with the logger its services (and its maintenance round) report through. */
export type ComposedDeps = AppDeps & { logger?: Partial<ServiceLogger> };

/**
 * Every service as services.ts (the composition root) builds it from `deps`, as a process with
 * those deps would: for the maintenance round, or one of its jobs, that a test runs by hand on a
 * clock, database or logger of its own. Levels the logger lacks are dropped.
 */
export function composeServices({ logger, ...deps }: ComposedDeps) {
  return createServices(deps, {
    logger: { ...quietLogger, ...logger },
    media: createConfiguredMediaStore(deps.config),
  });
}

/** The test app's deps (no metrics unless given), with `overrides`. */
export function testAppDeps(t: TestApp, overrides: Partial<ComposedDeps> = {}): ComposedDeps {
  return { config: t.config, database: t.database, clock: t.clock, paymentProvider: t.paymentProvider, outbox: t.messages, ...overrides };
}
