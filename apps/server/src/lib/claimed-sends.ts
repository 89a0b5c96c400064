import type { Database, Executor } from '../db/client.js';
import type { Clock } from './clock.js';

/** What one send did: handed over, failed (its claim goes back for the next round), or had nothing to send. */
export type SendOutcome = 'sent' | 'failed' | 'skipped';

/** A provider call made once per row (a payout release), each row claimed under a lease before the call. */
export interface ClaimedSends {
  /** Up to `limit` ids whose message is due at `now`. */
  findDue(now: Date, limit: number): Promise<string[]>;
  /** True for exactly one caller among any number of processes: the condition is checked again under the row's lock. */
  claim(id: string, claimedAt: Date): Promise<boolean>;
  send(id: string, claimedAt: Date): Promise<SendOutcome>;
  /** Gives a claim back, so the next round tries again. */
  release(id: string, claimedAt: Date): Promise<void>;
}

/** Messages per round at most; a bigger backlog (after an outage, say) goes out over the next rounds. */
const MAX_PER_ROUND = 500;
const BATCH_SIZE = 50;

/**
 * One round of sends: lists what is due, claims and sends each; what another process claimed
 * first is theirs. A send that failed is given back at the end of the round (not at once, so this
 * round does not list it again), and tried in the next. Returns how many were sent.
 */
export async function runClaimedSends(clock: Clock, sends: ClaimedSends): Promise<number> {
  const failed: { id: string; claimedAt: Date }[] = [];
  let sent = 0;
  let attempts = 0;
  while (attempts < MAX_PER_ROUND) {
    const due = await sends.findDue(clock.now(), BATCH_SIZE);
    if (due.length === 0) break;
    for (const id of due) {
      attempts += 1;
      const claimedAt = clock.now();
      if (!(await sends.claim(id, claimedAt))) continue;
      const outcome = await sends.send(id, claimedAt);
      if (outcome === 'sent') sent += 1;
      else if (outcome === 'failed') failed.push({ id, claimedAt });
    }
  }
  for (const { id, claimedAt } of failed) await sends.release(id, claimedAt);
  return sent;
}

/** A kind of message queued once per row: the claim and the message commit together (§8.8). */
export interface ClaimedMessages {
  /** Up to `limit` ids whose message is due at `now`. */
  findDue(now: Date, limit: number): Promise<string[]>;
  /** In `tx`: claims the row (true for exactly one caller, the condition checked again under its lock) and queues its messages. */
  claimAndQueue(tx: Executor, id: string, now: Date): Promise<boolean>;
}

/**
 * One round of claims: each due row is claimed and its messages queued in one transaction, so a
 * process that dies after a claim leaves its messages queued for the outbox's workers, and one that
 * dies before it leaves the row due. Returns how many rows this caller claimed.
 */
export async function queueClaimedMessages(database: Pick<Database, 'transaction'>, clock: Clock, job: ClaimedMessages): Promise<number> {
  let queued = 0;
  let looked = 0;
  while (looked < MAX_PER_ROUND) {
    const due = await job.findDue(clock.now(), BATCH_SIZE);
    if (due.length === 0) break;
    for (const id of due) {
      looked += 1;
      if (await database.transaction((tx) => job.claimAndQueue(tx, id, clock.now()))) queued += 1;
    }
  }
  return queued;
}
