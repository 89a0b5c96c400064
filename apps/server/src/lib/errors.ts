import { englishOf, findServerText, type CodedText, type ServerTextCode } from '@gymslot/shared/server-texts';

export type { CodedText } from '@gymslot/shared/server-texts';

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

/**
 * The one error type services throw; its message is safe to show to the caller. Services throw by
 * code, `new AppError('not_found', { code: 'gymNotFound' })` (the English comes from
 * packages/shared/src/server-texts.ts, and the reply carries the code beside it); a bare text is
 * sent as it is, without a code.
 */
export class AppError extends Error {
  readonly kind: ErrorKind;
  /** The stable code of the message, when thrown by code. */
  readonly code: ServerTextCode | undefined;
  /** The values of the message's `{placeholder}`s, when it has any. */
  readonly params: Readonly<Record<string, string | number>> | undefined;
  readonly errors: string[] | undefined;
  /** Fields added to the reply's envelope beside `message` (the route's error schema must list them). */
  readonly details: Record<string, unknown> | undefined;

  constructor(kind: ErrorKind, text: CodedText | string, errors?: string[], details?: Record<string, unknown>) {
    super(typeof text === 'string' ? text : englishOf(text));
    this.kind = kind;
    this.code = typeof text === 'string' ? undefined : text.code;
    this.params = typeof text === 'string' ? undefined : text.params;
    this.errors = errors;
    this.details = details;
  }

  get statusCode(): number {
    return statusByKind[this.kind];
  }
}

/**
 * A text a shared schema or parser gave (the catalogue's own, as those read their texts from it),
 * by its code; a text the catalogue does not hold stays a bare text.
 */
export function byCodeIfKnown(text: string): CodedText | string {
  return findServerText(text) ?? text;
}
