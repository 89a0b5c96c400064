/** What rolldown's chunking step lets a group's `name` function read of the module graph. */
export interface ModuleGraph {
  getModuleInfo(id: string): ModuleLinks | null;
}

interface ModuleLinks {
  isEntry: boolean;
  importers: readonly string[];
  dynamicImporters: readonly string[];
  importedIds: readonly string[];
}

export const dataRoutesModule = /src[\\/]app[\\/]router[\\/]data-routes\.tsx$/;
const zodModule = /node_modules[\\/]zod[\\/]/;
/**
 * The data pages a visit most often starts on (the slow-network bench measures each), a member's and
 * an owner's: what a member's shares with other data pages is in `data-common`, what only an owner's
 * shares with others in `data-owner`, and what only the rest share (the admin's texts and forms, the
 * sign-in forms, the checkout) in `data-more`. So a member's page downloads nothing of the owner's
 * or the admin's before its first paint, and each of these pages at most six script files, one
 * round trip on HTTP/1.1's six connections (issue 32).
 */
export const firstVisitPage = /src[\\/]features[\\/][\w-]+[\\/]pages[\\/](explore|city-gyms|gym-details|my-bookings)-page\.tsx$/;
const ownerFirstVisitPage = /src[\\/]features[\\/][\w-]+[\\/]pages[\\/](owner-dashboard|owner-bookings|insights)-page\.tsx$/;

/**
 * A codeSplitting group's `name` (docs/decisions/016, 030): one chunk for what the data routes'
 * table needs and every module that only data pages use and two or more of them share, one of them a
 * page a visit starts on; a second (`data-more`) for what only the other data pages share. The data
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
  // The table itself goes with it: one file fewer for every data page.
  if (dataRoutesModule.test(id)) return 'data-common';
  const roots = rootsOf(id, graph);
  if (roots.length === 0 || !roots.every((root) => isDataRoot(root, graph))) return null;
  const neededByTheTable = roots.some((root) => dataRoutesModule.test(root));
  if (!neededByTheTable && (roots.length < 2 || bringsZod(id, graph))) return null;
  if (neededByTheTable || roots.some((root) => firstVisitPage.test(root))) return 'data-common';
  return roots.some((root) => ownerFirstVisitPage.test(root)) ? 'data-owner' : 'data-more';
}

/**
 * Whether `id` is zod or statically imports it, however indirectly (the schemas do). Such a module
 * stays with the pages that import it even when several share it, so a page that validates nothing
 * does not download zod.
 */
export function bringsZod(id: string, graph: ModuleGraph): boolean {
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
export function rootsOf(id: string, graph: ModuleGraph): string[] {
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
export function isDataRoot(id: string, graph: ModuleGraph, visiting: ReadonlySet<string> = new Set()): boolean {
  if (dataRoutesModule.test(id)) return true;
  const info = graph.getModuleInfo(id);
  if (info === null || info.isEntry || info.importers.length > 0 || info.dynamicImporters.length === 0 || visiting.has(id)) return false;
  const inside = new Set([...visiting, id]);
  return info.dynamicImporters.every(
    (importer) => dataRoutesModule.test(importer) || rootsOf(importer, graph).every((root) => isDataRoot(root, graph, inside)),
  );
}
