/**
 * The address a gym is shared under (contract §8.13): `/g/{id}`, a page the server makes with the
 * gym's preview card, which anyone may open. Not in config/paths.ts: it is no route of this app,
 * and that file ships with `/`, whose first download has no bytes to spare (docs/decisions/041).
 */
export function gymShareLink(gymId: string, origin: string = window.location.origin): string {
  return `${origin}/g/${encodeURIComponent(gymId)}`;
}
