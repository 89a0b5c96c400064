import type { Executor } from '../../db/client.js';
import * as catalogueRepository from './catalogue.repository.js';

/**
 * How long the log of which gyms each version changed is kept. Every process reads the version on
 * each request, so a busy one is never more than moments behind; one idle for longer than this
 * reloads every gym on its next request.
 */
export const CATALOGUE_CHANGES_KEPT_MS = 60 * 60 * 1000;

/** Deletes at most `limit` changes older than CATALOGUE_CHANGES_KEPT_MS; returns how many went. */
export function pruneCatalogueChanges(db: Executor, now: Date, limit: number): Promise<number> {
  return catalogueRepository.deleteChangesBefore(db, new Date(now.getTime() - CATALOGUE_CHANGES_KEPT_MS), limit);
}
