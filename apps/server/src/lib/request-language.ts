import { isLanguage, LANGUAGE_COOKIE, type Language } from '@gymslot/shared/languages';
import type { FastifyRequest } from 'fastify';

/**
 * The language a request was made in: the person's choice (the web app's cookie), else the first of
 * the browser's languages GymSlot speaks, else English. Pages are written in it (`<html lang>`), and
 * mails a request sets off.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const chosen = request.cookies[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  return acceptedLanguage(request.headers['accept-language'] ?? '') ?? 'en';
}

/** Ranges read from one Accept-Language header at most; browsers send a handful. */
const MAX_RANGES = 20;

/**
 * The language of an Accept-Language header GymSlot speaks, by each range's primary subtag ('hi-IN'
 * is Hindi): the highest quality wins, and between equals the one the browser listed first. A
 * wildcard names no language of its own, so it leaves the choice to the default.
 */
export function acceptedLanguage(header: string): Language | undefined {
  let best: { language: Language; quality: number } | undefined;
  for (const range of header.split(',').slice(0, MAX_RANGES)) {
    const [tag = '', ...parameters] = range.split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) continue;
    const q = parameters.map((parameter) => /^\s*q\s*=(.*)$/i.exec(parameter)?.[1]).find((value) => value !== undefined);
    // A range without a weight counts fully; one with a weight that is no number in (0, 1] not at all.
    const quality = q === undefined ? 1 : /^\s*[\d.]+\s*$/.test(q) ? Number(q) : Number.NaN;
    if (!(quality > 0 && quality <= 1)) continue;
    if (best === undefined || quality > best.quality) best = { language: primary, quality };
  }
  return best?.language;
}
