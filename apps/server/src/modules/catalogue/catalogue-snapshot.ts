import type { AmenityCount, CitySummary } from '../gyms/gym-stats.repository.js';
import type { CatalogueGym } from './catalogue-gym.js';
import { buildGeoGrid, type GeoGrid } from './geo-grid.js';

/** The public catalogue at one version: read-only, shared by every request until the next version. */
export interface CatalogueSnapshot {
  version: bigint;
  /** Newest first, then by id. */
  newest: readonly CatalogueGym[];
  byId: ReadonlyMap<string, CatalogueGym>;
  grid: GeoGrid<CatalogueGym>;
  cities: readonly CitySummary[];
  /** The most-listed first, then A→Z. */
  amenities: readonly AmenityCount[];
  /** A value derived from this version, computed on first use and kept as long as the version. */
  derive<T>(key: string, compute: () => T): T;
}

export function buildCatalogueSnapshot(parts: {
  version: bigint;
  newest: CatalogueGym[];
  cities: CitySummary[];
  amenities: AmenityCount[];
}): CatalogueSnapshot {
  const derived = new Map<string, unknown>();
  return {
    ...parts,
    byId: new Map(parts.newest.map((gym) => [gym.id, gym])),
    grid: buildGeoGrid(parts.newest),
    derive<T>(key: string, compute: () => T): T {
      if (!derived.has(key)) derived.set(key, compute());
      return derived.get(key) as T;
    },
  };
}
