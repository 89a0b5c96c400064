/** `execute` answers differ in type between the PGlite and node-postgres drivers; both carry `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
