import { fillPlaceholders, findServerText, isServerTextCode, serverTexts, type ServerTextCode } from '@gymslot/shared/server-texts';
import { ApiError, messageFromError } from '../lib/api-client';
import { i18n } from './i18n';

// The texts the server sends (an error's or a success's `message`) and the shared zod schemas give
// (form validation), so a screen can show them in the chosen language. The API keeps answering in
// English (the spec's client depends on it); the web translates at display time with
// `translateServerText`. An error comes with a stable code (docs/decisions/054-error-codes.md), and
// is translated by it whatever its English says; a text without one (a field problem, a success, a
// form's own check) is matched word for word against the one catalogue,
// packages/shared/src/server-texts.ts, placeholders and all. This module is not part of `/`'s first
// download: only the screens that show such texts import it.

export const serverMessages = i18n('server-messages', serverTexts);

/** An error by its code in the language now shown; its English as sent when this app does not know the code. */
function translateByCode(error: ApiError, code: unknown): string {
  if (typeof code !== 'string' || !isServerTextCode(code)) return error.serverMessage ?? error.message;
  return fillPlaceholders(serverMessages.get()[code], error.envelope?.params as Readonly<Record<string, string | number>> | undefined);
}

/** The error each text a screen took from one came with (`serverErrorText`), so it shows by the error's code. */
const errorsByText = new Map<string, ApiError>();

/**
 * What a screen shows for a failed call: the server's text, else its fallback (`messageFromError`),
 * remembered with its error so `translateServerText` translates it by the error's code.
 */
export function serverErrorText(error: unknown, fallback: string): string {
  const text = messageFromError(error, fallback);
  if (error instanceof ApiError && text !== fallback) errorsByText.set(text, error);
  return text;
}

/**
 * A text from the server or a shared schema in the language now shown. Given the ApiError, by the
 * error's code; given a text, by the code of the error `serverErrorText` took it from, else by the
 * catalogue the server's texts come from; else the text as it came (a gym's own words, a message
 * not listed). It reads the language when called, so call it while rendering.
 */
export function translateServerText(shown: string | ApiError): string {
  const error = shown instanceof ApiError ? shown : errorsByText.get(shown);
  if (error?.envelope?.code !== undefined) return translateByCode(error, error.envelope.code);
  const text = typeof shown === 'string' ? shown : (shown.serverMessage ?? shown.message);
  const found = findServerText(text);
  return found ? fillPlaceholders(serverMessages.get()[found.code], found.params) : text;
}

/** A screen's own words for some of the catalogue's texts, by code, in the language shown; `{placeholder}`s filled from the text. */
export type FriendlyTexts = Partial<Record<ServerTextCode, string>>;

/**
 * A field problem from the server or a shared schema as a form shows it beside its field: in the
 * screen's friendlier words when it has some for the text's code ('pricePerHour is required' reads
 * 'Enter a price for this band.'), else as `translateServerText` shows it. The API's English stays as it is.
 */
export function friendlyServerText(shown: string, friendly: FriendlyTexts): string {
  const found = findServerText(shown);
  const worded = found === undefined ? undefined : friendly[found.code];
  return worded === undefined ? translateServerText(shown) : fillPlaceholders(worded, found?.params);
}
