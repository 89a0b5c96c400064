import type { DatabaseHandle, Database } from '../../db/client.js';
import type { MediaUrls } from '../media/media-store.js';
import { toCatalogueGym, type CatalogueGym } from './catalogue-gym.js';
import { emptySnapshot, type CatalogueSnapshot } from './catalogue-snapshot.js';
import * as catalogueRepository from './catalogue.repository.js';
import { createFreshReadGate } from './fresh-read-gate.js';
import { groupImageFiles } from './public-gym-view.js';

export interface PublicCatalogue {
  /**
   * The catalogue as of no earlier than this call: every write committed before it is in. Requests
   * arriving together share one version check, and each version is made once, whoever asks.
   */
  current(): Promise<CatalogueSnapshot>;
}

/** The public gyms of `ids` (every public gym without it) as the catalogue keeps them. */
async function readGyms(tx: Database, urls: MediaUrls, ids?: readonly string[]): Promise<CatalogueGym[]> {
  const rows = await catalogueRepository.findPublicGyms(tx, ids);
  const files = groupImageFiles(await catalogueRepository.findPublicImageFiles(tx, ids));
  const withOpeningHours = await catalogueRepository.findGymIdsWithOpeningHours(tx, ids);
  return rows.map((row) => toCatalogueGym(row, files.get(row.id) ?? [], withOpeningHours.has(row.id), urls));
}

/**
 * The catalogue brought up to the latest version in one repeatable-read transaction, so the
 * version, the change log and the gyms all describe the same moment. From `base` only the gyms
 * changed since are read; without it, or when the changes since were pruned, every gym is.
 */
function catchUp(db: Database, urls: MediaUrls, base: CatalogueSnapshot | undefined): Promise<CatalogueSnapshot> {
  return db.transaction(
    async (tx) => {
      const { version, prunedThrough } = await catalogueRepository.readVersion(tx);
      if (base !== undefined && base.version >= version) return base;
      const changed = base !== undefined && base.version >= prunedThrough ? await catalogueRepository.findChangedGymIds(tx, base.version, version) : undefined;
      if (base === undefined || changed === undefined || changed.includes('')) {
        return emptySnapshot(version).withChanges(version, new Set(), await readGyms(tx, urls));
      }
      const fresh = changed.length === 0 ? [] : await readGyms(tx, urls, changed);
      return base.withChanges(version, new Set(changed), fresh);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** `urls` addresses the gyms' images: each gym's view, made once per version, holds its addresses. */
export function createPublicCatalogue(database: Pick<DatabaseHandle, 'db' | 'queryValue'>, urls: MediaUrls): PublicCatalogue {
  const readVersion = createFreshReadGate(() => catalogueRepository.readLatestVersion(database));
  /** The newest snapshot made or being made, and the version it is at least at. */
  let newest: { atLeast: bigint; snapshot: Promise<CatalogueSnapshot> } | undefined;

  return {
    async current() {
      const version = await readVersion();
      if (newest === undefined || newest.atLeast < version) {
        const previous = newest;
        // Each catch-up starts from the one before; one that failed is started over from nothing.
        const snapshot = (previous?.snapshot ?? Promise.resolve(undefined)).then(
          (base) => catchUp(database.db, urls, base),
          () => catchUp(database.db, urls, undefined),
        );
        const entry = { atLeast: version, snapshot };
        newest = entry;
        // A failed catch-up is not kept: the next request tries again from the last good one.
        snapshot.catch(() => {
          if (newest === entry) newest = previous;
        });
      }
      return newest.snapshot;
    },
  };
}
