import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { LONGEST_RATE_LIMIT_WINDOW_MS } from '../../lib/rate-limiter.js';
import { pruneCatalogueChanges } from '../catalogue/catalogue-changes.js';
import type { PrunedTable } from '../metrics/app-metrics.js';
import * as deadRowsRepository from './dead-rows.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Used and expired e-mail links stay this long, so support can still see what was sent and when. */
export const AUTH_TOKEN_GRACE_MS = 7 * DAY_MS;

export interface PruneOptions {
  /** Rows per DELETE statement. */
  batchSize?: number;
  /** Statements per table per round; a bigger backlog is left for the next rounds. */
  maxBatches?: number;
}

export type PruneResult = {
  sessions: number;
  authTokens: number;
  rateLimits: number;
  phoneCodes: number;
  catalogueChanges: number;
  messages: number;
};

async function inBatches(
  deleteBatch: (limit: number) => Promise<number>,
  { batchSize = 1000, maxBatches = 50 }: PruneOptions,
): Promise<number> {
  let total = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const deleted = await deleteBatch(batchSize);
    total += deleted;
    if (deleted < batchSize) break;
  }
  return total;
}

/**
 * Deletes rows nothing can use any more: expired sessions, e-mail link tokens used or expired more
 * than AUTH_TOKEN_GRACE_MS ago, rate-limit counters whose window ended, sign-in codes that ran out, the catalogue's change
 * log past CATALOGUE_CHANGES_KEPT_MS, and sent messages past the outbox's SENT_KEPT_MS. Live rows are never
 * touched, so running it twice, or in two processes at once, deletes nothing extra.
 */
export async function pruneDeadRows(deps: Pick<AppDeps, 'database' | 'clock' | 'metrics' | 'outbox'>, options: PruneOptions = {}): Promise<PruneResult> {
  const db: Executor = deps.database.db;
  const now = deps.clock.now();
  const tokensSpentBefore = new Date(now.getTime() - AUTH_TOKEN_GRACE_MS);
  const countersStartedBefore = new Date(now.getTime() - LONGEST_RATE_LIMIT_WINDOW_MS);
  const prune = async (table: PrunedTable, deleteBatch: (limit: number) => Promise<number>) => {
    const deleted = await inBatches(deleteBatch, options);
    deps.metrics?.pruned(table, deleted);
    return deleted;
  };
  return {
    sessions: await prune('sessions', (limit) => deadRowsRepository.deleteExpiredSessions(db, now, limit)),
    authTokens: await prune('auth_tokens', (limit) => deadRowsRepository.deleteAuthTokensSpentBefore(db, tokensSpentBefore, limit)),
    rateLimits: await prune('rate_limits', (limit) => deadRowsRepository.deleteRateLimitsStartedBefore(db, countersStartedBefore, limit)),
    phoneCodes: await prune('phone_codes', (limit) => deadRowsRepository.deletePhoneCodesExpiredBefore(db, now, limit)),
    catalogueChanges: await prune('catalogue_changes', (limit) => pruneCatalogueChanges(db, now, limit)),
    messages: await prune('messages', (limit) => deps.outbox.pruneSettled(limit)),
  };
}
