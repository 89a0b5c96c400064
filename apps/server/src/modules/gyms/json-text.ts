// Replies assembled from JSON that is already text (each gym's JSON is made once per catalogue
// version), so a busy list endpoint does not serialize the same gyms again for every request.

/** Members in the given order; each value must already be JSON text. */
export function jsonObject(members: ReadonlyArray<readonly [string, string]>): string {
  return `{${members.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;
}

/** Items must already be JSON text. */
export function jsonArray(items: readonly string[]): string {
  return `[${items.join(',')}]`;
}
