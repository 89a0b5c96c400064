/** Code-unit order, like the database's `collate "C"`: the same A→Z whatever the locale. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
