/**
 * SQLSTATEs that say the database cannot serve us right now, not that the request was wrong:
 * 57014 query_canceled (the statement timeout), 57P01-57P03 shutting down or starting up,
 * 53300 too many connections; class 08 is every connection exception.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57014', '57P01', '57P02', '57P03', '53300']);

/** What node-postgres and its pool say when a connection is lost, refused or silent. */
const DRIVER_MESSAGES = [
  /^Query read timeout$/,
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/,
];

/**
 * Socket failures. The other outbound calls do not throw these at the error handler: Razorpay's
 * become AppErrors, OpenID Connect's a redirect, and mail failures carry nodemailer's own codes.
 */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

function describesOutage(error: { code?: unknown; message?: unknown }): boolean {
  const { code, message } = error;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || SOCKET_CODES.has(code))) {
    return true;
  }
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when a request failed because the database was unreachable, lost the connection, or did not
 * answer within the statement timeout: a 503 (try again), not a 500 (a bug). Drizzle wraps the
 * driver's error, so the driver's may be the cause.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    if (typeof current !== 'object') return false;
    if (describesOutage(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
