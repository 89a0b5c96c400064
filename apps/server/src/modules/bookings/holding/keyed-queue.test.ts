import { describe, expect, it } from 'vitest';
import { createKeyedQueue } from './keyed-queue.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('createKeyedQueue', () => {
  it('runs tasks of one key one at a time, in order, and other keys alongside', async () => {
    const run = createKeyedQueue();
    const events: string[] = [];
    const task = (name: string) => async () => {
      events.push(`${name} start`);
      await tick();
      events.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([run('a', task('a1')), run('a', task('a2')), run('b', task('b1'))]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    expect(events.indexOf('a1 end')).toBeLessThan(events.indexOf('a2 start'));
    expect(events.indexOf('b1 start')).toBeLessThan(events.indexOf('a1 end'));
  });

  it('goes on after a task fails, and passes the failure to its caller only', async () => {
    const run = createKeyedQueue();
    const failing = run('a', async () => {
      throw new Error('boom');
    });
    const next = run('a', async () => 'fine');
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('fine');
  });
});
