import type { FastifyRequest } from 'fastify';
import { MAX_GYM_IMAGE_BYTES, MAX_GYM_IMAGES } from '@gymslot/shared/owner-schemas';
import { AppError } from '../../lib/errors.js';
import { containsNul } from '../../lib/nul-guard.js';

/**
 * Limits for @fastify/multipart on the gym upload routes. Sixteen kilobytes is far above any text
 * rule of the add-gym form, so a longer value (cut at this size) still fails its own length rule.
 */
export const gymMultipartLimits = {
  fileSize: MAX_GYM_IMAGE_BYTES,
  files: MAX_GYM_IMAGES,
  fields: 30,
  fieldSize: 16 * 1024,
  parts: 40,
  headerPairs: 50,
};

export interface UploadedFile {
  fileName: string;
  data: Buffer;
}

export interface MultipartForm {
  /** Each text field's values in arrival order; a field sent twice has two. */
  fields: Map<string, string[]>;
  /** The files of the one file field asked for, in upload order. */
  files: UploadedFile[];
}

/**
 * Reads a whole multipart body into memory (at most 8 × 5 MB plus small text). Files under any
 * other field name are read and dropped, like unknown text fields. Every parser failure becomes a
 * 4xx with a message a person can act on, never a 500.
 */
export async function readMultipartForm(request: FastifyRequest, fileField: string): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('invalid_data', { code: 'formNotMultipart' });
  const form: MultipartForm = { fields: new Map(), files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === fileField) form.files.push({ fileName: part.filename, data });
      } else {
        form.fields.set(part.fieldname, [...(form.fields.get(part.fieldname) ?? []), String(part.value)]);
      }
    }
  } catch (error) {
    throw toClientError(error);
  }
  // The app-wide U+0000 guard sees JSON bodies only; form fields are read here, after it ran.
  if (containsNul([...form.fields.values()])) throw new AppError('invalid_data', { code: 'invalidRequest' });
  return form;
}

function toClientError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('payload_too_large', { code: 'imageTooLarge' });
    case 'FST_FILES_LIMIT':
      return new AppError('invalid_data', { code: 'tooManyImages' });
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError('payload_too_large', { code: 'formTooManyFields' });
    default:
      // Busboy's own errors (a cut-off body, a malformed part header) carry no code.
      return new AppError('invalid_data', { code: 'formUnreadable' });
  }
}
