import type { EndpointContract } from './endpoint';

/**
 * The operators' calls, left out of the API docs: liveness, readiness (a 503 when the database
 * does not answer) and the Prometheus metrics, a text for a scraper on the machine or an admin.
 * None has a reply schema: the first two answer their own small JSON, the metrics plain text.
 */
export const contracts = {
  checkHealth: { errors: [] },
  checkReady: { errors: [] },
  readMetrics: { errors: [] },
} satisfies Record<string, EndpointContract>;

// The addresses, so the server and the fuzz suite read a module's calls from one import.
export * from './health';
