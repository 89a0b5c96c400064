import type { Database } from '../../db/client.js';
import { loadCatalogue } from './catalogue-loader.js';
import type { CatalogueSnapshot } from './catalogue-snapshot.js';
import { readCatalogueVersion } from './catalogue-version.repository.js';
import { createFreshReadGate } from './fresh-read-gate.js';

export interface PublicCatalogue {
  /**
   * The catalogue as of no earlier than this call: every write committed before it is in. Requests
   * arriving together share one version check, and a version is loaded once, whoever asks.
   */
  current(): Promise<CatalogueSnapshot>;
}

export function createPublicCatalogue(db: Database): PublicCatalogue {
  const readVersion = createFreshReadGate(() => readCatalogueVersion(db));
  let loaded: { atLeast: bigint; snapshot: Promise<CatalogueSnapshot> } | undefined;

  return {
    async current() {
      const version = BigInt(await readVersion());
      if (loaded === undefined || loaded.atLeast < version) {
        const entry = { atLeast: version, snapshot: loadCatalogue(db) };
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
