import type { z } from 'zod';
import type { RouteAccess } from '../permissions';

// One API call, declared once (docs/decisions/053-endpoint-table.md), in two files side by side:
// `<module>.contracts.ts` holds `contracts`, what each call takes and gives as zod schemas, who may make
// it and how it fails (the server registers its routes and the fuzz suite generates requests from
// them); `<module>.ts` exports each call's address under the same name (`endpoint<Contract>({ method,
// path })`: a few strings, all the web downloads, its reply typed from the contract).

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type SuccessStatus = 200 | 201 | 202 | 204;

export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503 | 507;

/** What a call takes and gives, who may make it and how it fails. A reply that is not JSON (a CSV, a redirect) has no `reply`. */
export interface EndpointContract {
  /** Who may call it, checked before its body is read; absent for calls anyone may make. */
  permission?: RouteAccess;
  /** The error statuses it answers with, besides the 500 and 503 any call may meet. */
  errors: readonly ErrorStatus[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * A body the service checks itself, after deciding the caller may change the record, so a stranger
   * meets 403 or 404, never a 400 about the body: it types the web's call and feeds the fuzz suite,
   * and Fastify does not parse with it.
   */
  serviceBody?: z.ZodType;
  /** The text fields of a multipart form; its files come in the repeated field `images`. */
  multipart?: z.ZodType;
  reply?: z.ZodType;
  /** Error replies whose envelope carries more than `message` (e.g. a 409 with the slot's state). */
  errorReplies?: Partial<Record<ErrorStatus, z.ZodType>>;
  /** The provider's webhook: a raw body with a signature header, not parsed JSON. */
  rawBody?: true;
  /** The call ends the caller's session. */
  endsSession?: true;
}

/** Where a call is made. */
export interface Endpoint<C extends EndpointContract = EndpointContract> {
  readonly method: HttpMethod;
  /** Fastify's pattern: `:name` for each path parameter. */
  readonly path: string;
  /**
   * The success status (200 when absent), or the statuses a call may succeed with (phone sign-in:
   * 200 for a known number, 201 for a new account); the web treats any other as a failure.
   */
  readonly status?: SuccessStatus | readonly SuccessStatus[];
  /** Never set: carries the contract's types to the web, which downloads no zod. */
  readonly contract?: C;
}

/** A call's address, typed by its contract: `endpoint<Contracts['listGymReviews']>({ method: 'GET', path: '…' })`. */
export function endpoint<C extends EndpointContract>(address: Omit<Endpoint<C>, 'contract'>): Endpoint<C> {
  return address;
}

/** The one status a call answers with, or undefined when it may succeed with several (any 2xx then counts: the server sends no other). */
export function successStatusOf(entry: Endpoint): SuccessStatus | undefined {
  return typeof entry.status === 'object' ? undefined : (entry.status ?? 200);
}

/** A module's file in this folder: its `contracts` and an address exported under each contract's name. */
export type EndpointModule<T extends Record<string, EndpointContract>> = { contracts: T } & { [K in keyof T]: Endpoint<T[K]> };

type Input<T> = T extends z.ZodType ? z.input<T> : never;
type Output<T> = T extends z.ZodType ? z.output<T> : never;

export type ParamsOf<S extends EndpointContract> = Input<S['params']>;
export type QueryOf<S extends EndpointContract> = Input<S['query']>;
export type BodyOf<S extends EndpointContract> = S extends { body: z.ZodType } ? z.input<S['body']> : Input<S['serviceBody']>;
/** The success reply as the server sends it. */
export type ReplyOf<S extends EndpointContract> = Output<S['reply']>;
