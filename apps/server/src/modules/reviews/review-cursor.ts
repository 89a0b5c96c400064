import { isInstantInDateWindow } from '@gymslot/shared/date-window';
import { isId } from '../../lib/ids.js';
import { AppError } from '../../lib/errors.js';
import type { ReviewPosition } from './reviews.repository.js';

// The opaque `cursor` of a gym's review list: where the last page ended, as base64url text.

export function encodeReviewCursor(position: ReviewPosition): string {
  return Buffer.from(`${position.createdAt.getTime()}.${position.id}`).toString('base64url');
}

/**
 * 400 'Invalid cursor' for anything this server did not hand out. That includes an instant outside
 * the API's date window when it is `now` (no review is from before 2020 or years ahead); a year past
 * 9999 reached PostgreSQL as text it refused, a 500 logged as an error (issue 26).
 */
export function decodeReviewCursor(cursor: string, now: Date): ReviewPosition {
  const [ms = '', id = '', ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('.');
  const createdAt = new Date(/^\d{1,15}$/.test(ms) ? Number(ms) : Number.NaN);
  if (rest.length > 0 || !isId(id) || !isInstantInDateWindow(createdAt, now)) throw new AppError('invalid_data', { code: 'invalidCursor' });
  return { createdAt, id };
}
