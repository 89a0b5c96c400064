import { isInstantInDateWindow } from '@gymslot/shared/date-window';
import { AppError } from './errors.js';
import { isId } from './ids.js';

/**
 * Where a newest-first page (of bookings, of messages) ended: the last row's keys. `createdAt` keeps PostgreSQL's
 * microseconds (a JavaScript Date would round them off and skip or repeat rows at a page edge).
 */
export interface PageKey {
  createdAt: string;
  id: string;
}

const INVALID_CURSOR = { code: 'invalidCursor' } as const;

const microsecondInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Opaque to the client: base64url of the keys, so nobody builds one by hand or relies on its form. */
export function encodePageCursor(key: PageKey): string {
  return Buffer.from(JSON.stringify([key.createdAt, key.id])).toString('base64url');
}

/**
 * The keys a cursor names; anything we did not write is a 400, never a 500 or a wrong page. The
 * instant must fall inside the API's date window when it is `now`: year 0000 passes the pattern and
 * Date.parse but not PostgreSQL, which made it a 500 logged as an error (issue 26).
 */
export function decodePageCursor(cursor: string, now: Date): PageKey {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('invalid_data', INVALID_CURSOR);
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw new AppError('invalid_data', INVALID_CURSOR);
  const [createdAt, id] = parsed as unknown[];
  if (typeof createdAt !== 'string' || typeof id !== 'string') throw new AppError('invalid_data', INVALID_CURSOR);
  if (!microsecondInstant.test(createdAt) || !isInstantInDateWindow(new Date(createdAt), now) || !isId(id)) {
    throw new AppError('invalid_data', INVALID_CURSOR);
  }
  return { createdAt, id };
}
