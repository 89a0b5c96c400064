export interface ServerTimeouts {
  /** The whole request, headers and body, must arrive within this; else 408 and the socket closes. */
  requestMs: number;
  /** An image upload (gym-uploads.routes.ts) from a caller who may make it gets this instead. */
  uploadRequestMs: number;
  /** The request head must arrive within this. */
  headersMs: number;
  /** A socket with no traffic either way for this long is closed. */
  idleMs: number;
  /** An idle keep-alive socket is kept this long between requests. */
  keepAliveMs: number;
  /** How often Node looks for requests past their deadlines; a deadline may overrun by this much. */
  checkIntervalMs: number;
}

export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = {
  requestMs: 30_000,
  // Eight 5 MB images in five minutes: about 1.1 Mbit/s, a slow mobile uplink.
  uploadRequestMs: 300_000,
  headersMs: 10_000,
  // Above the keep-alive time, so an idle keep-alive socket is closed by the keep-alive rule.
  idleMs: 90_000,
  // Above the 60 s idle timeout of common load balancers, so the balancer closes first and never
  // sends a request down a socket we are closing.
  keepAliveMs: 72_000,
  checkIntervalMs: 1_000,
};

/** Fastify's options for these timeouts; Node's own defaults would let a trickling client keep a socket for ever. */
export function serverTimeoutOptions(timeouts: ServerTimeouts) {
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkIntervalMs },
  };
}
