import type { PublicGym } from '@gymslot/shared/gym-schemas';
import type { Language } from '@gymslot/shared/languages';
import { formatPricePerHour } from '@gymslot/shared/money';
import { escapeHtml } from './html-escape.js';
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from './share-card-image.js';
import { sharePageTexts } from './share-page-texts.js';

/** The address a gym is shared under (contract §8.13), which anyone may open. */
export const sharePath = (gymId: string) => `/g/${gymId}`;
/** Its link-preview card; `v` changes with the card, so a preview service's copy of an old one is never reused. */
export const shareCardPath = (gymId: string, version: string) => `/g/${gymId}/card.jpg?v=${version}`;

/** 'Koramangala 5th Block, Bengaluru'. */
export const gymArea = (gym: Pick<PublicGym, 'address' | 'city'>) => [gym.address.trim(), gym.city.trim()].filter((part) => part !== '').join(', ');

/**
 * The Open Graph and Twitter tags that make a pasted link a card (WhatsApp, Telegram, Facebook, X):
 * every address absolute, every text escaped. The share page and the gym page (`/gym/{id}`) carry
 * the same ones, both pointing at the share page, which anyone can open.
 */
export function gymOpenGraphTags(gym: PublicGym, cardVersion: string, publicUrl: string, language: Language): string {
  const t = sharePageTexts(language);
  const title = `${gym.name} | GymSlot`;
  const description = t.description({ price: formatPricePerHour(gym.pricePerHour, language), area: gymArea(gym) });
  const tags: [attribute: 'property' | 'name', key: string, value: string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'GymSlot'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', `${publicUrl}${sharePath(gym.id)}`],
    ['property', 'og:image', `${publicUrl}${shareCardPath(gym.id, cardVersion)}`],
    ['property', 'og:image:type', 'image/jpeg'],
    ['property', 'og:image:width', String(SHARE_CARD_WIDTH)],
    ['property', 'og:image:height', String(SHARE_CARD_HEIGHT)],
    ['property', 'og:image:alt', t.photoAlt({ name: gym.name })],
    ['property', 'og:locale', language === 'hi' ? 'hi_IN' : 'en_IN'],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
  ];
  return tags.map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`).join('');
}
