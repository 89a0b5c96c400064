import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/**
 * True when any text in a parsed value holds U+0000. Walks with its own stack, not recursion, so
 * a deeply nested body cannot overflow the call stack.
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      pending.push(...Object.keys(item), ...Object.values(item));
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000, so such a value in a path, query or JSON body would fail
 * inside a query as a 500. No field of the API has a use for it: it is refused up front as a 400.
 */
export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
    throw new AppError('invalid_data', 'Invalid request');
  }
}
