import { isId } from '../../lib/ids.js';
import { AppError } from '../../lib/errors.js';
import type { ReviewPosition } from './reviews.repository.js';

// The opaque `cursor` of a gym's review list: where the last page ended, as base64url text.

export function encodeReviewCursor(position: ReviewPosition): string {
  return Buffer.from(`${position.createdAt.getTime()}.${position.id}`).toString('base64url');
}

/** 400 'Invalid cursor' for anything this server did not hand out. */
export function decodeReviewCursor(cursor: string): ReviewPosition {
  const [ms = '', id = '', ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('.');
  const createdAt = new Date(/^\d{1,15}$/.test(ms) ? Number(ms) : Number.NaN);
  if (rest.length > 0 || !isId(id) || Number.isNaN(createdAt.getTime())) throw new AppError('invalid_data', 'Invalid cursor');
  return { createdAt, id };
}
