import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isClientAbort } from './client-abort.js';
import { isDatabaseUnavailable } from './database-unavailable.js';
import { AppError } from './errors.js';

export const DATABASE_UNAVAILABLE_MESSAGE = 'Service temporarily unavailable. Please try again.';

export interface ErrorBody {
  success: false;
  message: string;
  error: string;
  errors?: string[];
}

export function errorBody(message: string, errors?: string[]): ErrorBody {
  return errors ? { success: false, message, error: message, errors } : { success: false, message, error: message };
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
    void reply.status(error.statusCode).send({ ...errorBody(error.message, error.errors), ...error.details });
    return;
  }
  if (error.validation) {
    const messages = validationMessages(error);
    const first = messages[0] ?? 'Invalid request';
    void reply.status(400).send(errorBody(first, messages.length > 1 ? messages : undefined));
    return;
  }
  if (isClientAbort(request)) {
    // Nobody is left to answer and nothing is wrong on our side.
    request.log.info({ err: error }, 'client closed the request');
    void reply.status(400).send(errorBody('Request was not completed'));
    return;
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    void reply.status(503).send(errorBody(DATABASE_UNAVAILABLE_MESSAGE));
    return;
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    void reply.status(status).send(errorBody(clientMessage(error, status)));
    return;
  }
  request.log.error({ err: error }, 'request failed');
  void reply.status(500).send(errorBody('Internal server error'));
}

function clientMessage(error: FastifyError, status: number): string {
  if (status === 413) return 'Request body is too large';
  if (status === 415) return 'Unsupported content type';
  if (status === 429) return 'Too many requests. Please try again later.';
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return 'Request body is not valid JSON';
  }
  return 'Invalid request';
}
