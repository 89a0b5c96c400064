import { serverTexts } from './server-texts.js';

/**
 * What the server answers a gym picture's upload or removal with (G13). In a module of its own, with
 * no schema beside it: the owner's dashboard tells a picture already gone by it, and importing it from
 * owner-schemas.ts had the dashboard download zod (22 KB) before its first paint (issue 32).
 */
export const imageMessages = {
  tooMany: serverTexts.tooManyImages,
  tooLarge: serverTexts.imageTooLarge,
  wrongType: serverTexts.imageWrongType,
  none: serverTexts.noImages,
  notOnGym: serverTexts.imageNotOnGym,
  /** 507: the server's disk (or quota) is full; nothing of the upload is kept. */
  noRoom: serverTexts.imageNoRoom,
} as const;
