import { createHash } from 'node:crypto';
import type { PublicGym } from '@gymslot/shared/gym-schemas';
import { AppError } from '../../lib/errors.js';
import type { PublicCatalogue } from '../catalogue/public-catalogue.js';
import type { MediaStore, MediaUrls } from '../media/media-store.js';
import { createRenderQueue } from './render-queue.js';
import { brandedShareCard, photoShareCard } from './share-card-image.js';

/** Changed whenever the card's drawing changes, so every card is made again under a new key. */
const CARD_DESIGN = '1';
/** sharp works on its own threads; two cards at a time keep a burst of first shares from taking every core. */
const RENDERS_AT_ONCE = 2;
/** Requests beyond these wait for none: they get a 503 and the preview service asks again. */
const RENDERS_WAITING = 16;

/** The stored photo a gym's card is made from: its first image, by its key in the media store. */
function firstPhotoKey(gym: PublicGym, urls: MediaUrls): string | undefined {
  const [first] = gym.imageUrls;
  return first === undefined ? undefined : urls.keyOf(first);
}

/**
 * The link-preview card of a public gym (`/g/{id}/card.jpg`, contract §8.13): a 1200 × 630 JPEG,
 * because WhatsApp shows no SVG and the demo photos are SVG. Each card is made once per version
 * (the design, the first photo, the name) and kept in the media store under a key derived from
 * it, so a new photo or name gets a new card and a new address, and a restart makes none again.
 */
export function createShareCardService(catalogue: PublicCatalogue, media: MediaStore, urls: MediaUrls) {
  const queue = createRenderQueue(RENDERS_AT_ONCE, RENDERS_WAITING);
  /** Cards being made, by key: requests for the same card together share one render. */
  const making = new Map<string, Promise<Buffer | undefined>>();

  function versionOf(gym: PublicGym): string {
    return createHash('sha256')
      .update(`${CARD_DESIGN}\n${firstPhotoKey(gym, urls) ?? ''}\n${gym.name}`)
      .digest('hex')
      .slice(0, 16);
  }

  async function render(gym: PublicGym): Promise<Buffer> {
    const photoKey = firstPhotoKey(gym, urls);
    const photo = photoKey === undefined ? undefined : await media.read(photoKey);
    if (photo !== undefined) {
      // A photo the decoder cannot read still gets the gym a card: the plain one.
      const card = await photoShareCard(photo, gym.name).catch(() => undefined);
      if (card !== undefined) return card;
    }
    return brandedShareCard(gym.name);
  }

  async function make(gym: PublicGym, key: string): Promise<Buffer | undefined> {
    const card = await queue.run(() => render(gym));
    // A card that could not be kept (a full disk) is still sent; the next request makes it again.
    if (card !== undefined) await media.save(key, card, 'image/jpeg').catch(() => undefined);
    return card;
  }

  return {
    /** A short text that changes with the card, for its address (`?v=`), so previews never show an old one. */
    versionOf,

    /** The card of a gym the catalogue lists as public; any other id is 404. */
    async cardFor(gymId: string): Promise<Buffer> {
      const gym = (await (await catalogue.current()).gym(gymId))?.view;
      if (gym === undefined) throw new AppError('not_found', { code: 'gymNotFound' });
      const key = `share-cards/${gymId}/${versionOf(gym)}.jpg`;
      const kept = await media.read(key);
      if (kept !== undefined) return kept;
      let card = making.get(key);
      if (card === undefined) {
        card = make(gym, key).finally(() => making.delete(key));
        making.set(key, card);
      }
      const made = await card;
      if (made === undefined) throw new AppError('unavailable', { code: 'serviceUnavailable' });
      return made;
    },
  };
}

export type ShareCardService = ReturnType<typeof createShareCardService>;
