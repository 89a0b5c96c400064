import type { CatalogueGym } from './catalogue-gym.js';
import { byNewest } from './catalogue-order.js';
import { amenityCounts, changeAmenities, changeCities, citySummaries, type AmenityCount, type CitySummary, type Tally } from './catalogue-tallies.js';
import { buildGeoGrid, type GeoGrid } from './geo-grid.js';

/** The public catalogue at one version: read-only, shared by every request until the next version. */
export interface CatalogueSnapshot {
  version: bigint;
  /** Newest first, then by id. */
  newest: readonly CatalogueGym[];
  byId: ReadonlyMap<string, CatalogueGym>;
  grid: GeoGrid<CatalogueGym>;
  /** One entry per city, in no particular order. */
  cities(): readonly CitySummary[];
  /** The most-listed first, then A→Z. */
  amenities(): readonly AmenityCount[];
  /** A value derived from this version, computed on first use and kept as long as the version. */
  derive<T>(key: string, compute: () => T): T;
  /**
   * The next version: the gyms of `changedIds` replaced by `fresh` (those of them that are public
   * now). The work is in proportion to the change, plus one copy of the lists' references; a
   * version that changed no public gym keeps everything, its derived replies included.
   */
  withChanges(version: bigint, changedIds: ReadonlySet<string>, fresh: readonly CatalogueGym[]): CatalogueSnapshot;
}

interface Parts {
  version: bigint;
  newest: readonly CatalogueGym[];
  byId: ReadonlyMap<string, CatalogueGym>;
  grid: GeoGrid<CatalogueGym>;
  cityTally: Tally;
  amenityTally: Tally;
}

export function emptySnapshot(version: bigint): CatalogueSnapshot {
  return snapshotOf({ version, newest: [], byId: new Map(), grid: buildGeoGrid([]), cityTally: new Map(), amenityTally: new Map() });
}

/** Two lists, each newest first, as one. */
function mergeNewest(kept: readonly CatalogueGym[], added: readonly CatalogueGym[]): CatalogueGym[] {
  const merged: CatalogueGym[] = [];
  let next = 0;
  for (const gym of added) {
    while (next < kept.length && byNewest(kept[next] as CatalogueGym, gym) <= 0) merged.push(kept[next++] as CatalogueGym);
    merged.push(gym);
  }
  for (; next < kept.length; next += 1) merged.push(kept[next] as CatalogueGym);
  return merged;
}

function snapshotOf(parts: Parts, derived = new Map<string, unknown>()): CatalogueSnapshot {
  const derive = <T>(key: string, compute: () => T): T => {
    if (!derived.has(key)) derived.set(key, compute());
    return derived.get(key) as T;
  };
  return {
    version: parts.version,
    newest: parts.newest,
    byId: parts.byId,
    grid: parts.grid,
    cities: () => derive('city-summaries', () => citySummaries(parts.cityTally)),
    amenities: () => derive('amenity-counts', () => amenityCounts(parts.amenityTally)),
    derive,
    withChanges(version, changedIds, fresh) {
      const removed = [...changedIds].flatMap((id) => parts.byId.get(id) ?? []);
      // A hidden gym edited, or a statement that matched no row, moves the version but not the catalogue.
      if (removed.length === 0 && fresh.length === 0) return snapshotOf({ ...parts, version }, derived);
      const byId = new Map(parts.byId);
      for (const id of changedIds) byId.delete(id);
      for (const gym of fresh) byId.set(gym.id, gym);
      const kept = removed.length === 0 ? parts.newest : parts.newest.filter((gym) => !changedIds.has(gym.id));
      return snapshotOf({
        version,
        newest: fresh.length === 0 ? kept : mergeNewest(kept, [...fresh].sort(byNewest)),
        byId,
        grid: parts.grid.withChanges(removed, fresh),
        cityTally: changeCities(parts.cityTally, removed, fresh),
        amenityTally: changeAmenities(parts.amenityTally, removed, fresh),
      });
    },
  };
}
