import type { DatabaseHandle } from '../../db/client.js';
import { loadCatalogue } from './catalogue-loader.js';
import type { CatalogueSnapshot } from './catalogue-snapshot.js';
import { readLatestCatalogueVersion } from './catalogue-version.repository.js';
import { createFreshReadGate } from './fresh-read-gate.js';

export interface PublicCatalogue {
  /**
   * The catalogue as of no earlier than this call: every write committed before it is in. Requests
   * arriving together share one version check, and a version is loaded once, whoever asks.
   */
  current(): Promise<CatalogueSnapshot>;
}

export function createPublicCatalogue(database: Pick<DatabaseHandle, 'db' | 'queryValue'>): PublicCatalogue {
  const readVersion = createFreshReadGate(() => readLatestCatalogueVersion(database));
  let loaded: { atLeast: bigint; snapshot: Promise<CatalogueSnapshot> } | undefined;

  return {
    async current() {
      const version = BigInt(await readVersion());
      if (loaded === undefined || loaded.atLeast < version) {
        const entry = { atLeast: version, snapshot: loadCatalogue(database.db) };
        loaded = entry;
        // A failed load is not kept: the next request tries again.
        entry.snapshot.catch(() => {
          if (loaded === entry) loaded = undefined;
        });
      }
      return loaded.snapshot;
    },
  };
}
