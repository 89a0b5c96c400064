import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/** Far beyond any body of the API (a few levels, a few thousand values), far below what hurts to walk. */
const MAX_DEPTH = 64;
const MAX_VALUES = 50_000;

/**
 * True when any text in a parsed value holds U+0000. Walks with its own stacks, pushing one item at
 * a time (spreading a 250,000-element array into push() overflows the call stack), and refuses a
 * value too deep or too large to be a request of ours rather than walking it.
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  const depths: number[] = [0];
  let visited = 0;
  const enqueue = (item: unknown, depth: number) => {
    if (depth > MAX_DEPTH) throw new AppError('invalid_data', { code: 'bodyTooDeep' });
    visited += 1;
    if (visited > MAX_VALUES) throw new AppError('payload_too_large', { code: 'bodyTooLarge' });
    pending.push(item);
    depths.push(depth);
  };
  while (pending.length > 0) {
    const item = pending.pop();
    const childDepth = (depths.pop() ?? 0) + 1;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) enqueue(element, childDepth);
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, field] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        enqueue(field, childDepth);
      }
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
    throw new AppError('invalid_data', { code: 'invalidRequest' });
  }
}
