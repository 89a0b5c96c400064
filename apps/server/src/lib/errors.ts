export type ErrorKind =
  | 'invalid_data'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'rate_limited'
  | 'payment_failed'
  | 'unavailable'
  | 'insufficient_storage';

const statusByKind: Record<ErrorKind, number> = {
  invalid_data: 400,
  unauthorized: 401,
  payment_failed: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  unavailable: 503,
  // 507 Insufficient Storage (RFC 4918): the server's disk is full; the request itself was fine.
  insufficient_storage: 507,
};

/** The one error type services throw; its message is safe to show to the caller. */
export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly errors: string[] | undefined;
  /** Fields added to the reply's envelope beside `message` (the route's error schema must list them). */
  readonly details: Record<string, unknown> | undefined;

  constructor(kind: ErrorKind, message: string, errors?: string[], details?: Record<string, unknown>) {
    super(message);
    this.kind = kind;
    this.errors = errors;
    this.details = details;
  }

  get statusCode(): number {
    return statusByKind[this.kind];
  }
}
