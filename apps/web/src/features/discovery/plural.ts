/** '1 gym', '5 gyms'; every count on these screens is a simple English plural. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
