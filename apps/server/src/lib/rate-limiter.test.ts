import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { rateLimits } from '../db/schema/rate-limits.js';
import { createTestDatabase } from '../../test/test-database.js';
import type { Clock } from './clock.js';
import { AppError } from './errors.js';
import { createRateLimiter, type RateLimitRule } from './rate-limiter.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Time that moves only when told: a slow run cannot age a window by itself between two steps. */
class StoppedClock implements Clock {
  private at = Date.now();
  now(): Date {
    return new Date(this.at);
  }
  advance(ms: number): void {
    this.at += ms;
  }
}

const rule: RateLimitRule = { name: 'test:guess', limit: 3, windowMs: 60_000 };

async function outcome(promise: Promise<void>): Promise<'ok' | number> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.statusCode;
    throw error;
  }
}

describe('createRateLimiter', () => {
  it('allows `limit` hits per window, then 429, then a fresh window', async () => {
    const clock = new StoppedClock();
    const limiter = createRateLimiter(database.db, clock);
    for (let i = 0; i < 3; i++) expect(await outcome(limiter.consume(rule, 'alice'))).toBe('ok');
    expect(await outcome(limiter.consume(rule, 'alice'))).toBe(429);
    expect(await outcome(limiter.consume(rule, 'bob'))).toBe('ok');
    expect(await outcome(limiter.consume({ ...rule, name: 'test:other' }, 'alice'))).toBe('ok');
    clock.advance(59_000);
    expect(await outcome(limiter.consume(rule, 'alice'))).toBe(429);
    clock.advance(1_000);
    expect(await outcome(limiter.consume(rule, 'alice'))).toBe('ok');
  });

  it('tells how long to wait', async () => {
    const limiter = createRateLimiter(database.db, new StoppedClock());
    const longRule = { ...rule, name: 'test:long', limit: 1, windowMs: 15 * 60_000 };
    await limiter.consume(longRule, 'carol');
    await expect(limiter.consume(longRule, 'carol')).rejects.toMatchObject({
      kind: 'rate_limited',
      message: 'Too many attempts. Please try again in 15 minutes.',
    });
  });

  it('counts concurrent hits exactly once each', async () => {
    const limiter = createRateLimiter(database.db, new StoppedClock());
    const burst = { ...rule, name: 'test:burst', limit: 5 };
    const results = await Promise.all(Array.from({ length: 12 }, () => outcome(limiter.consume(burst, 'dave'))));
    expect(results.filter((r) => r === 'ok')).toHaveLength(5);
    expect(results.filter((r) => r === 429)).toHaveLength(7);
  });

  it('shares counts between limiters (several server processes) and can reset a subject', async () => {
    const clock = new StoppedClock();
    const first = createRateLimiter(database.db, clock);
    const second = createRateLimiter(database.db, clock);
    await first.consume(rule, 'erin');
    await second.consume(rule, 'erin');
    await first.consume(rule, 'erin');
    expect(await outcome(second.consume(rule, 'erin'))).toBe(429);
    await second.reset(rule, 'erin');
    expect(await outcome(first.consume(rule, 'erin'))).toBe('ok');
  });

  it('takes back one hit at a time and never goes below none', async () => {
    const limiter = createRateLimiter(database.db, new StoppedClock());
    for (let i = 0; i < 3; i++) await limiter.consume(rule, 'gita');
    await limiter.release(rule, 'gita');
    expect(await outcome(limiter.consume(rule, 'gita'))).toBe('ok');
    expect(await outcome(limiter.consume(rule, 'gita'))).toBe(429);

    await limiter.release(rule, 'hari');
    await limiter.consume(rule, 'hari');
    await limiter.release(rule, 'hari');
    await limiter.release(rule, 'hari');
    for (let i = 0; i < 3; i++) expect(await outcome(limiter.consume(rule, 'hari'))).toBe('ok');
    expect(await outcome(limiter.consume(rule, 'hari'))).toBe(429);
  });

  it('answers false past the limit when asked to try, counting like consume', async () => {
    const limiter = createRateLimiter(database.db, new StoppedClock());
    const tries = [];
    for (let i = 0; i < 4; i++) tries.push(await limiter.tryConsume(rule, 'ivan'));
    expect(tries).toEqual([true, true, true, false]);
    expect(await outcome(limiter.consume(rule, 'ivan'))).toBe(429);
  });

  it('counts each member of a group apart and forgets the whole group at once', async () => {
    const limiter = createRateLimiter(database.db, new StoppedClock());
    const fromA = { group: 'jaya@example.com', member: '10.0.0.1' };
    const fromB = { group: 'jaya@example.com', member: '10.0.0.2' };
    const otherGroup = { group: 'kiran@example.com', member: '10.0.0.1' };
    for (const subject of [fromA, fromB, otherGroup]) {
      for (let i = 0; i < 3; i++) await limiter.consume(rule, subject);
    }
    expect(await outcome(limiter.consume(rule, fromA))).toBe(429);
    await limiter.resetGroup(rule, 'jaya@example.com');
    expect(await outcome(limiter.consume(rule, fromA))).toBe('ok');
    expect(await outcome(limiter.consume(rule, fromB))).toBe('ok');
    expect(await outcome(limiter.consume(rule, otherGroup))).toBe(429);
    await limiter.reset(rule, fromA);
    for (let i = 0; i < 3; i++) expect(await outcome(limiter.consume(rule, fromA))).toBe('ok');
  });

  it('keeps no subject in clear in the table', async () => {
    const limiter = createRateLimiter(database.db, new StoppedClock());
    await limiter.consume(rule, 'frank@example.com');
    const keys = (await database.db.select().from(rateLimits)).map((row) => row.key);
    expect(keys.some((key) => key.includes('frank'))).toBe(false);
    expect(keys.every((key) => /^[\w:-]+:[0-9a-f]{64}$/.test(key))).toBe(true);
    await limiter.consume(rule, { group: 'lata@example.com', member: '10.0.0.3' });
    const groupKeys = (await database.db.select().from(rateLimits)).map((row) => row.key);
    expect(groupKeys.some((key) => key.includes('lata') || key.includes('10.0.0.3'))).toBe(false);
  });
});
