/** What rolldown's chunking step lets a group's `name` function read of the module graph. */
interface ModuleGraph {
  getModuleInfo(id: string): ModuleLinks | null;
}

interface ModuleLinks {
  isEntry: boolean;
  importers: readonly string[];
  dynamicImporters: readonly string[];
}

const dataRoutesModule = /src[\\/]app[\\/]router[\\/]data-routes\.tsx$/;
const dataPagesModule = /src[\\/]app[\\/]router[\\/]data-pages\.ts$/;
/** Pieces many screens share; feature code and the schemas (which bring zod) stay with the pages that import them. */
const buildingBlock = /src[\\/](components[\\/]ui|lib|assets)[\\/]|node_modules[\\/]@tanstack[\\/]|packages[\\/]shared[\\/]src[\\/](?!.*-schemas\.ts$)/;

/**
 * A codeSplitting group's `name` (docs/decisions/016): one chunk for what the data routes' table
 * needs and every building block that only data pages use and two or more of them share. The data
 * routes' chunk imports it, so the server preloads it with every page but `/`, and a page then
 * arrives as its own chunk and a few icons instead of a dozen tiny shared chunks. A module the entry
 * or a public page reaches is never taken, so `/` downloads nothing more. The table itself stays in
 * its own chunk, which the server finds in the manifest by its source name.
 *
 * Reach is read through static imports. A package's index file that re-exports everything
 * (lucide-react's icons) makes its modules look reachable from everywhere, so icons are never taken.
 */
export function dataRoutesChunkName(id: string, graph: ModuleGraph): string | null {
  if (dataRoutesModule.test(id)) return null;
  const roots = rootsOf(id, graph);
  if (roots.length === 0 || !roots.every((root) => isDataRoot(root, graph))) return null;
  const neededByTheTable = roots.some((root) => dataRoutesModule.test(root));
  return neededByTheTable || (roots.length >= 2 && buildingBlock.test(id)) ? 'data-common' : null;
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

/** The data routes' table, or a page it loads lazily. */
function isDataRoot(id: string, graph: ModuleGraph): boolean {
  if (dataRoutesModule.test(id)) return true;
  const info = graph.getModuleInfo(id);
  return info !== null && !info.isEntry && info.importers.length === 0 && info.dynamicImporters.every((importer) => dataPagesModule.test(importer));
}
