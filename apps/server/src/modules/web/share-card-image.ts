import { createRequire } from 'node:module';
import sharp from 'sharp';

const require = createRequire(import.meta.url);

/** The size link previews ask for (WhatsApp, Facebook, X): 1.91:1, at least 600 px wide. */
export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;
const JPEG_QUALITY = 82;
/** A stored photo is at most 1600 px wide (gym-image-processing.ts); this refuses anything far past it before decoding. */
const MAX_INPUT_PIXELS = 50_000_000;
/** The band at the foot of a photo card that carries the gym's name. */
const NAME_BAND_HEIGHT = 150;

// Noto Sans Devanagari (already used for invoices, decision 045) covers Latin, Devanagari and '₹',
// so a gym's name in either script is drawn without any font installed on the machine.
const BOLD_FONT_FILE = require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf');
const BOLD_FONT = 'Noto Sans Devanagari Bold';

/** Text as Pango markup reads it: sharp's text input is markup, so a name's `<` or `&` must not be read as a tag. */
function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The name in white, fitted (one or two lines) into width × height. */
function nameText(name: string, width: number, height: number) {
  return sharp({
    text: {
      text: `<span foreground="white">${escapeMarkup(name)}</span>`,
      font: BOLD_FONT,
      fontfile: BOLD_FONT_FILE,
      width,
      height,
      rgba: true,
      wrap: 'word',
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
}

/**
 * A card from a gym's photo: the photo (a stored WebP, or a demo SVG, drawn at the card's size
 * rather than scaled up from its own) cropped to fill 1200 × 630, with the gym's name on a dark
 * band along the foot, as a JPEG.
 */
export async function photoShareCard(photo: Buffer, gymName: string): Promise<Buffer> {
  const source = sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS });
  const { format, width } = await source.metadata();
  // An SVG is drawn at 72 dpi by default: a 800 px drawing would be scaled up and blurred.
  const drawn = format === 'svg' && width !== undefined && width > 0 ? sharp(photo, { density: Math.min(600, (72 * SHARE_CARD_WIDTH * 1.2) / width), limitInputPixels: MAX_INPUT_PIXELS }) : source;
  const band = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD_WIDTH}" height="${NAME_BAND_HEIGHT}"><rect width="100%" height="100%" fill="#0b1220" fill-opacity="0.72"/></svg>`,
  );
  const name = await nameText(gymName, SHARE_CARD_WIDTH - 96, NAME_BAND_HEIGHT - 40);
  return drawn
    .autoOrient()
    .resize(SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT, { fit: 'cover', position: 'attention' })
    .composite([
      { input: band, left: 0, top: SHARE_CARD_HEIGHT - NAME_BAND_HEIGHT },
      { input: name.data, left: 48, top: SHARE_CARD_HEIGHT - NAME_BAND_HEIGHT + Math.max(0, Math.round((NAME_BAND_HEIGHT - name.info.height) / 2)) },
    ])
    .flatten({ background: '#0b1220' })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
}

/** A card for a gym without photos: the app's accent, its name large, and 'GymSlot' beneath. */
export async function brandedShareCard(gymName: string): Promise<Buffer> {
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}">` +
      '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#007AFF"/><stop offset="1" stop-color="#003E8A"/></linearGradient></defs>' +
      `<rect width="100%" height="100%" fill="url(#g)"/><rect x="80" y="470" width="120" height="10" rx="5" fill="#ffffff" fill-opacity="0.8"/></svg>`,
  );
  const [name, brand] = await Promise.all([nameText(gymName, SHARE_CARD_WIDTH - 160, 300), nameText('GymSlot', 400, 60)]);
  return sharp(background)
    .composite([
      { input: name.data, left: 80, top: 140 + Math.max(0, Math.round((300 - name.info.height) / 2)) },
      { input: brand.data, left: 80, top: 500 },
    ])
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
}
