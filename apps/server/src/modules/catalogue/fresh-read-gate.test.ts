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
  return {
    read,
    startedCount: () => started,
    finishNext(): void {
      const next = pending.shift();
      if (!next) throw new Error('no read is in flight');
      next.resolve(next.started);
    },
    failNext(): void {
      const next = pending.shift();
      if (!next) throw new Error('no read is in flight');
      next.reject(new Error(`read ${next.started} failed`));
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createFreshReadGate', () => {
  it('answers a lone caller with its own read', async () => {
    const reads = manualReads();
    const gate = createFreshReadGate(reads.read);
    const answer = gate();
    reads.finishNext();
    expect(await answer).toBe(1);
  });

  it('never answers a caller with a read that started before it called', async () => {
    const reads = manualReads();
    const gate = createFreshReadGate(reads.read);
    const first = gate();
    const second = gate();
    const third = gate();
    expect(reads.startedCount()).toBe(1);
    reads.finishNext();
    expect(await first).toBe(1);
    await settle();
    // The two who came while read 1 was under way share read 2.
    expect(reads.startedCount()).toBe(2);
    reads.finishNext();
    expect(await second).toBe(2);
    expect(await third).toBe(2);
  });

  it('passes a failed read to its callers and reads again for the next ones', async () => {
    const reads = manualReads();
    const gate = createFreshReadGate(reads.read);
    const first = gate();
    const waiting = gate();
    reads.failNext();
    await expect(first).rejects.toThrow('read 1 failed');
    await settle();
    reads.finishNext();
    expect(await waiting).toBe(2);
    const later = gate();
    reads.finishNext();
    expect(await later).toBe(3);
  });
});
