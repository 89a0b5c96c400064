/** What rolldown's chunking step lets a group's `name` function read of the module graph. */
interface ModuleGraph {
  getModuleInfo(id: string): ModuleLinks | null;
}

interface ModuleLinks {
  isEntry: boolean;
  importers: readonly string[];
  dynamicImporters: readonly string[];
  importedIds: readonly string[];
}

const dataRoutesModule = /src[\\/]app[\\/]router[\\/]data-routes\.tsx$/;
const zodModule = /node_modules[\\/]zod[\\/]/;

/**
 * A codeSplitting group's `name` (docs/decisions/016, 030): one chunk for what the data routes'
 * table needs and every module that only data pages use and two or more of them share. The data
 * routes' chunk imports it, so the server preloads it with every page but `/`, and a page then
 * arrives as its own chunk instead of a dozen tiny shared ones: on a phone network each extra file
 * costs a round trip, worth far more than the few kilobytes another page's code adds. A module the entry
 * or a public page reaches is never taken, so `/` downloads nothing more. The table itself stays in
 * its own chunk, which the server finds in the manifest by its source name.
 *
 * Reach is read through static imports. A package's index file that re-exports everything
 * (lucide-react's icons) makes its modules look reachable from everywhere, so icons are never
 * taken: vite.config.ts gathers them in a chunk of their own.
 */
export function dataRoutesChunkName(id: string, graph: ModuleGraph): string | null {
  if (dataRoutesModule.test(id)) return null;
  const roots = rootsOf(id, graph);
  if (roots.length === 0 || !roots.every((root) => isDataRoot(root, graph))) return null;
  const neededByTheTable = roots.some((root) => dataRoutesModule.test(root));
  return neededByTheTable || (roots.length >= 2 && !bringsZod(id, graph)) ? 'data-common' : null;
}

/**
 * Whether `id` is zod or statically imports it, however indirectly (the schemas do). Such a module
 * stays with the pages that import it even when several share it, so a page that validates nothing
 * does not download zod.
 */
function bringsZod(id: string, graph: ModuleGraph): boolean {
  const seen = new Set([id]);
  const queue = [id];
  for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
    if (zodModule.test(current)) return true;
    for (const imported of graph.getModuleInfo(current)?.importedIds ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      queue.push(imported);
    }
  }
  return false;
}

/** The entry and the lazily imported modules from which `id` is reached through static imports. */
function rootsOf(id: string, graph: ModuleGraph): string[] {
  const roots: string[] = [];
  const seen = new Set([id]);
  const queue = [id];
  for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
    const info = graph.getModuleInfo(current);
    if (!info) continue;
    if (info.isEntry || info.dynamicImporters.length > 0) roots.push(current);
    for (const importer of info.importers) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  return roots;
}

/**
 * The data routes' table, a page it loads lazily, or a part such a page loads lazily in turn (the
 * map, the quick checkout): only data pages ever load it, so what it shares with them is theirs too
 * (issue 31: a 155-byte helper shared with the map was a file of its own, a round trip on a slow network).
 */
function isDataRoot(id: string, graph: ModuleGraph, visiting: ReadonlySet<string> = new Set()): boolean {
  if (dataRoutesModule.test(id)) return true;
  const info = graph.getModuleInfo(id);
  if (info === null || info.isEntry || info.importers.length > 0 || info.dynamicImporters.length === 0 || visiting.has(id)) return false;
  const inside = new Set([...visiting, id]);
  return info.dynamicImporters.every(
    (importer) => dataRoutesModule.test(importer) || rootsOf(importer, graph).every((root) => isDataRoot(root, graph, inside)),
  );
}
