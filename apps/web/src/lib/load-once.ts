/**
 * `load` (a chunk's import), which once its module has come answers in the same turn: React's lazy
 * then draws it at once. main.tsx's first render waits for the page's chunks, and with import()'s
 * own promise React would still show the loading skeleton for a turn, over the page the HTML
 * already shows (decisions 069, 076).
 */
export function loadOnce<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let loaded: Module | undefined;
  // Not a promise, whose callbacks wait for the next turn: a thenable that calls back at once.
  return () => (loaded ? ({ then: (take: (module: Module) => unknown) => take(loaded as Module) } as Promise<Module>) : load().then((module) => (loaded = module)));
}
