import type { Clock } from './clock.js';

/** What one send did: handed over, failed (its claim goes back for the next round), or had nothing to send. */
export type SendOutcome = 'sent' | 'failed' | 'skipped';

/** A kind of message sent once per row, each row claimed in the database before anything goes out. */
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
