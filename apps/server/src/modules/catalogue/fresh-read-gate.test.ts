import { describe, expect, it } from 'vitest';
import { createFreshReadGate } from './fresh-read-gate.js';

/** A read whose answers the test releases by hand, numbered in the order the reads started. */
function manualReads() {
  const pending: { started: number; resolve(value: number): void; reject(error: Error): void }[] = [];
  let started = 0;
  const read = () =>
    new Promise<number>((resolve, reject) => {
      started += 1;
      pending.push({ started, resolve, reject });
    });
  const take = () => {
    const next = pending.shift();
    if (!next) throw new Error('no read is in flight');
    return next;
  };
  return {
    read,
    startedCount: () => started,
    finishNext: () => {
      const next = take();
      next.resolve(next.started);
    },
    failNext: () => {
      const next = take();
      next.reject(new Error(`read ${next.started} failed`));
    },
  };
}

/** Lets the gate's scheduled read start (it waits for setImmediate). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createFreshReadGate', () => {
  it('lets callers of one turn of the event loop share one read', async () => {
    const reads = manualReads();
    const gate = createFreshReadGate(reads.read);
    const answers = [gate(), gate(), gate()];
    await settle();
    expect(reads.startedCount()).toBe(1);
    reads.finishNext();
    expect(await Promise.all(answers)).toEqual([1, 1, 1]);
  });

  it('never answers a caller with a read that started before it called', async () => {
    const reads = manualReads();
    const gate = createFreshReadGate(reads.read);
    const first = gate();
    await settle();
    // Read 1 is under way: these two wait for a read of their own, which starts after read 1 ends.
    const second = gate();
    const third = gate();
    await settle();
    expect(reads.startedCount()).toBe(1);
    reads.finishNext();
    expect(await first).toBe(1);
    await settle();
    expect(reads.startedCount()).toBe(2);
    const fourth = gate();
    reads.finishNext();
    expect(await second).toBe(2);
    expect(await third).toBe(2);
    // The fourth called while read 2 was under way, so it gets read 3.
    await settle();
    reads.finishNext();
    expect(await fourth).toBe(3);
  });

  it('keeps at most one read under way, however many turns call meanwhile', async () => {
    const reads = manualReads();
    const gate = createFreshReadGate(reads.read);
    const answers: Promise<number>[] = [];
    for (let turn = 0; turn < 5; turn += 1) {
      answers.push(gate());
      await settle();
    }
    expect(reads.startedCount()).toBe(1);
    reads.finishNext();
    await settle();
    expect(reads.startedCount()).toBe(2);
    reads.finishNext();
    expect(await Promise.all(answers)).toEqual([1, 2, 2, 2, 2]);
  });

  it('passes a failed read to its callers and reads again for the next ones', async () => {
    const reads = manualReads();
    const gate = createFreshReadGate(reads.read);
    const first = gate();
    await settle();
    reads.failNext();
    await expect(first).rejects.toThrow('read 1 failed');
    const waiting = gate();
    await settle();
    reads.finishNext();
    expect(await waiting).toBe(2);
    const later = gate();
    await settle();
    reads.finishNext();
    expect(await later).toBe(3);
  });
});
