import { gymDetailsPhotoSizes, gymPhotos } from '@gymslot/shared/gym-photos';
import type { PublicGym } from '@gymslot/shared/gym-schemas';
import type { PublicCatalogue } from '../catalogue/public-catalogue.js';

/**
 * The client routes that show one gym: /gym/{id}, and /gyms/{id} when the segment is a gym id
 * (GymsPathPage in apps/web/src/app/router/data-routes.tsx). Like the client's router, letter case in the fixed
 * part and a trailing slash do not matter.
 */
export const gymPagePath = /^\/gyms?\/([0-9a-f]{24})\/?$/i;

/**
 * Text that can stand in a Link header's `<…>` or quoted values as it is: the absolute media
 * addresses the server made from PUBLIC_URL or MEDIA_PUBLIC_URL (its own origin or the media
 * host), with a plain host, port and path. Anything else (quotes, `;`, `>`, line breaks, `%`) is
 * left unpreloaded rather than escaped.
 */
const plainUrl = /^https?:\/\/[\w.-]+(:\d+)?\/[\w/.~-]*$/;
const plainSrcSet = /^[\w/.~:, -]+$/;

/** Described with the srcset and sizes of its `<img>`, so the browser picks the same file and uses the preload. */
function firstPhotoPreload(gym: PublicGym): string | undefined {
  const [photo] = gymPhotos(gym);
  if (photo === undefined || !plainUrl.test(photo.src)) return undefined;
  const link = `<${photo.src}>; rel=preload; as=image; fetchpriority=high`;
  if (photo.srcSet === undefined) return link;
  if (!plainSrcSet.test(photo.srcSet)) return undefined;
  return `${link}; imagesrcset="${photo.srcSet}"; imagesizes="${gymDetailsPhotoSizes}"`;
}

/**
 * The gym page's first picture, preloaded with the HTML instead of after the page's scripts (the
 * gym's details come inside the HTML itself, boot-replies.ts), if the path names a public gym in
 * the catalogue as of this request. Any other id gets none, so the reply is the same for a hidden
 * gym and for no gym at all.
 */
export async function gymPagePicturePreloads(catalogue: PublicCatalogue, pathname: string): Promise<string[]> {
  const gymId = gymPagePath.exec(pathname)?.[1];
  const gym = gymId === undefined ? undefined : await (await catalogue.current()).gym(gymId);
  const photo = gym === undefined ? undefined : firstPhotoPreload(gym.view);
  return photo === undefined ? [] : [photo];
}
