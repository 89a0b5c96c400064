/**
 * A made-up module graph for the chunk-naming tests, in the shape Rollup's `getModuleInfo` gives:
 * `imports` and `lazy` map each importer to what it imports statically or with import().
 */
export function moduleGraph(entry: string, imports: Record<string, string[]>, lazy: Record<string, string[]>) {
  const importersOf = (table: Record<string, string[]>, id: string) =>
    Object.entries(table)
      .filter(([, targets]) => targets.includes(id))
      .map(([importer]) => importer);
  return {
    getModuleInfo: (id: string) => ({
      isEntry: id === entry,
      importers: importersOf(imports, id),
      dynamicImporters: importersOf(lazy, id),
      importedIds: imports[id] ?? [],
    }),
  };
}
