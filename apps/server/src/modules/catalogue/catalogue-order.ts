import type { CatalogueGym } from './catalogue-gym.js';

/** Code-unit order, like the database's `collate "C"`: the same A→Z whatever the locale. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A→Z by lower-cased name, then id, so equal names still come back in one order. */
export function byName(a: CatalogueGym, b: CatalogueGym): number {
  return compareText(a.nameKey, b.nameKey) || compareText(a.id, b.id);
}

/** Newest first, then by id. */
export function byNewest(a: CatalogueGym, b: CatalogueGym): number {
  return b.createdAtMs - a.createdAtMs || compareText(a.id, b.id);
}
