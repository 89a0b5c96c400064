import { bringsZod, dataRoutesModule, firstVisitPage, isDataRoot, rootsOf, type ModuleGraph } from './data-routes-chunk.js';

const lucideIcon = /lucide-react[\\/].*[\\/]icons[\\/]/;
/**
 * @nanostores/i18n's plural helper: the entry's modules import its package, so it looks reachable from
 * the entry, but the entry's chunk keeps none of it; the texts that count things are in lazy parts.
 */
const pluralHelper = /@nanostores[\\/]i18n[\\/]count[\\/]/;

/**
 * A codeSplitting group's `name`: one chunk, `shared`, for what the lazily loaded parts share that
 * neither the entry nor the home page needs: every icon (lucide-react's index re-exports them all,
 * so each looks reachable from everywhere) and the small modules the data routes or a page a visit
 * starts on share with the parts the header, the info pages or the sign-in forms load (a count, a
 * spinner, the sign-in providers' call).
 * Each of those was a file of its own, and a data page asked for ten files: over HTTP/1.1's six
 * connections the last four waited a round trip for a free one, two seconds on a slow network (issue 32).
 */
export function sharedChunkName(id: string, graph: ModuleGraph): string | null {
  if (lucideIcon.test(id) || pluralHelper.test(id)) return 'shared';
  const roots = rootsOf(id, graph);
  // What the entry reaches is in the entry's chunk. A module the home page reaches is taken only if no
  // file of `/` keeps it: one it kept would have `/` download this chunk, which the first-load budget
  // (bench/web.bench.mjs) would not let pass.
  if (roots.some((root) => graph.getModuleInfo(root)?.isEntry === true)) return null;
  const onAFirstVisit = roots.some((root) => dataRoutesModule.test(root) || firstVisitPage.test(root));
  const elsewhere = roots.some((root) => !isDataRoot(root, graph));
  return onAFirstVisit && elsewhere && !bringsZod(id, graph) ? 'shared' : null;
}
