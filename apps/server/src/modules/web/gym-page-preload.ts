import { gymDetailsPhotoSizes, gymPhotos } from '@gymslot/shared/gym-photos';
import type { PublicGym } from '@gymslot/shared/gym-schemas';
import type { PublicCatalogue } from '../catalogue/public-catalogue.js';
import { apiFetchPreload } from './api-fetch-preload.js';

/**
 * The client routes that show one gym: /gym/{id}, and /gyms/{id} when the segment is a gym id
 * (apps/web/src/app/router/gyms-path-page.tsx). Like the client's router, letter case in the fixed
 * part and a trailing slash do not matter.
 */
export const gymPagePath = /^\/gyms?\/([0-9a-f]{24})\/?$/i;

/** Text that can stand in a Link header's `<…>` or quoted values as it is (media paths the server named). */
const plainPath = /^\/[\w/.~-]+$/;
const plainSrcSet = /^[\w/.~ ,-]+$/;

/**
 * `Link` values that start the gym page's two slowest steps with the HTML instead of after its
 * scripts: the gym's details, at the URL `fetchGym` in apps/web asks for, and the gallery's first picture.
 */
function gymPagePreloads(gym: PublicGym): string[] {
  const details = apiFetchPreload(`/api/gyms/${encodeURIComponent(gym._id)}`);
  const photo = firstPhotoPreload(gym);
  return photo === undefined ? [details] : [details, photo];
}

/** Described with the srcset and sizes of its `<img>`, so the browser picks the same file and uses the preload. */
function firstPhotoPreload(gym: PublicGym): string | undefined {
  const [photo] = gymPhotos(gym);
  if (photo === undefined || !plainPath.test(photo.src)) return undefined;
  const link = `<${photo.src}>; rel=preload; as=image; fetchpriority=high`;
  if (photo.srcSet === undefined) return link;
  if (!plainSrcSet.test(photo.srcSet)) return undefined;
  return `${link}; imagesrcset="${photo.srcSet}"; imagesizes="${gymDetailsPhotoSizes}"`;
}

/**
 * The data preloads for a gym page's path, if it names a public gym in the catalogue as of this
 * request. Any other id gets none, so the reply is the same for a hidden gym and for no gym at all.
 */
export async function gymPageDataPreloads(catalogue: PublicCatalogue, pathname: string): Promise<string[]> {
  const gymId = gymPagePath.exec(pathname)?.[1];
  if (gymId === undefined) return [];
  const gym = (await catalogue.current()).byId.get(gymId);
  return gym === undefined ? [] : gymPagePreloads(gym.view);
}
