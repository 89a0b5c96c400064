import type { z } from 'zod';
import type { RouteAccess } from '../permissions';

// One API call, declared once (docs/decisions/053-endpoint-table.md). A module's file in this folder
// holds two objects with the same keys: its schemas (what each call takes and gives, as zod schemas,
// which the server validates with and the fuzz suite generates from) and its endpoints (method,
// path, permission, statuses: a few strings the web app calls through, its reply typed from the
// schemas without downloading them).

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What an endpoint takes and gives. A reply that is not JSON (a CSV, a redirect, a PDF) has no `reply`. */
export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The text fields of a multipart form; its files come in the repeated field `images`. */
  multipart?: z.ZodType;
  reply?: z.ZodType;
  /** Error replies whose envelope carries more than `message` (e.g. a 409 with the slot's state). */
  errorReplies?: Partial<Record<ErrorStatus, z.ZodType>>;
}

export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503 | 507;

export interface Endpoint<S extends EndpointSchemas = EndpointSchemas> {
  readonly method: HttpMethod;
  /** Fastify's pattern: `:name` for each path parameter. */
  readonly path: string;
  /** The one success status (200 when absent); the web treats any other as a failure. */
  readonly status?: 200 | 201 | 202 | 204;
  /** Who may call it, checked before its body is read; absent for calls anyone may make. */
  readonly permission?: RouteAccess;
  /** The error statuses it answers with, besides the 500 and 503 any call may meet. */
  readonly errors: readonly ErrorStatus[];
  /** The provider's webhook: a raw body with a signature header, not parsed JSON. */
  readonly rawBody?: true;
  /** The call ends the caller's session. */
  readonly endsSession?: true;
  /** Never set: carries the schemas' types to the web, which imports no zod. */
  readonly schemas?: S;
}

/** An endpoint entry typed by its schemas: `endpoint<Schemas['listGymReviews']>({ ... })`. */
export function endpoint<S extends EndpointSchemas>(entry: Omit<Endpoint<S>, 'schemas'>): Endpoint<S> {
  return entry;
}

type Input<T> = T extends z.ZodType ? z.input<T> : never;
type Output<T> = T extends z.ZodType ? z.output<T> : never;

export type ParamsOf<S extends EndpointSchemas> = Input<S['params']>;
export type QueryOf<S extends EndpointSchemas> = Input<S['query']>;
export type BodyOf<S extends EndpointSchemas> = Input<S['body']>;
/** The success reply as the server sends it. */
export type ReplyOf<S extends EndpointSchemas> = Output<S['reply']>;

type QueryValue = string | number | boolean | null | undefined;

/**
 * The address of one call: path parameters filled in (encoded) and the query appended in the order
 * given, leaving out empty values. The web's requests and the server's first-screen replies both
 * build addresses here, so the two always match.
 */
export function endpointUrl(entry: Pick<Endpoint, 'path'>, params?: object, query?: object): string {
  const values = (params ?? {}) as Record<string, QueryValue>;
  const path = entry.path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(values[name] ?? '')));
  const queryText = Object.entries((query ?? {}) as Record<string, QueryValue>)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return queryText === '' ? path : `${path}?${queryText}`;
}
