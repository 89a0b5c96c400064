import { findServerText } from '@gymslot/shared/server-texts';

/**
 * The error envelope a message is sent in: `message` and `error` the same text, the field problems,
 * and the text's code from packages/shared/src/server-texts.ts beside them when the catalogue has it.
 */
export function errorEnvelope(message: string, errors?: string[]) {
  const coded = findServerText(message);
  return { success: false, message, error: message, ...(errors ? { errors } : {}), ...(coded ?? {}) };
}
