import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { englishOf, findServerText, serverTexts, type CodedText, type ServerTextCode } from '@gymslot/shared/server-texts';
import { isClientAbort } from './client-abort.js';
import { isDatabaseUnavailable } from './database-unavailable.js';
import { AppError } from './errors.js';

export const DATABASE_UNAVAILABLE_MESSAGE = serverTexts.serviceUnavailable;

export interface ErrorBody {
  success: false;
  message: string;
  error: string;
  errors?: string[];
  /** The message's stable code (packages/shared/src/server-texts.ts), when it has one: what the web translates by. */
  code?: ServerTextCode;
  /** The values of the message's `{placeholder}`s, when it has any. */
  params?: Readonly<Record<string, string | number>>;
}

/**
 * The contract's error envelope: `message` and `error` the same text, `errors` the field problems.
 * Given by code, it also carries `code` (and `params`), which the contract's clients may ignore.
 */
export function errorBody(message: CodedText | string, errors?: string[]): ErrorBody {
  const text = typeof message === 'string' ? message : englishOf(message);
  const body: ErrorBody = { success: false, message: text, error: text };
  if (errors) body.errors = errors;
  if (typeof message !== 'string') {
    body.code = message.code;
    if (message.params) body.params = message.params;
  }
  return body;
}

/** An AppError's envelope: by its code when thrown by one. */
function appErrorBody(error: AppError): ErrorBody {
  const { code, params } = error;
  const body = errorBody(error.message, error.errors);
  if (code !== undefined) body.code = code;
  if (params !== undefined) body.params = params;
  return body;
}

/**
 * A shared schema's text, by its code: the schemas read their texts from the catalogue, so a fixed
 * one is found there. A text with a varying part stays bare, so nothing a caller typed becomes `params`.
 */
function schemaText(text: string): CodedText | string {
  const found = findServerText(text);
  return found !== undefined && found.params === undefined ? found : text;
}

interface ZodLikeIssue {
  message: string;
}

function validationMessages(error: FastifyError): string[] {
  const issues = (error.validation ?? []) as unknown as ZodLikeIssue[];
  const messages = issues.map((issue) => issue.message).filter((m) => typeof m === 'string' && m.length > 0);
  return [...new Set(messages)];
}

/** Maps every thrown error to the contract's envelope; a 5xx never shows its detail. */
export function handleError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof AppError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, 'service unavailable');
    void reply.status(error.statusCode).send({ ...appErrorBody(error), ...error.details });
    return;
  }
  if (error.validation) {
    const messages = validationMessages(error);
    const [first] = messages;
    void reply.status(400).send(errorBody(first === undefined ? { code: 'invalidRequest' } : schemaText(first), messages.length > 1 ? messages : undefined));
    return;
  }
  if (isClientAbort(request)) {
    // Nobody is left to answer and nothing is wrong on our side.
    request.log.info({ err: error }, 'client closed the request');
    void reply.status(400).send(errorBody({ code: 'requestNotCompleted' }));
    return;
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    void reply.status(503).send(errorBody({ code: 'serviceUnavailable' }));
    return;
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    void reply.status(status).send(errorBody(clientMessage(error, status)));
    return;
  }
  request.log.error({ err: error }, 'request failed');
  void reply.status(500).send(errorBody({ code: 'internalError' }));
}

function clientMessage(error: FastifyError, status: number): CodedText {
  if (status === 413) return { code: 'bodyTooLarge' };
  if (status === 415) return { code: 'unsupportedContentType' };
  if (status === 429) return { code: 'tooManyRequests' };
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return { code: 'invalidJson' };
  }
  return { code: 'invalidRequest' };
}
