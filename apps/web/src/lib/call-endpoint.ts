import {
  endpointUrl,
  type BodyOf,
  type Endpoint,
  type EndpointContract,
  type ParamsOf,
  type QueryOf,
  type ReplyOf,
} from '@gymslot/shared/endpoints/endpoint';
import { requestAt } from './api-client';

/** What a call passes: the parts its endpoint's schemas declare, and an abort signal. */
type CallInput<S extends EndpointContract> = (S extends { params: object } ? { params: ParamsOf<S> } : unknown) &
  (S extends { query: object } ? { query?: QueryOf<S> } : unknown) &
  (S extends { body: object } ? { body: BodyOf<S> } : unknown) &
  (S extends { multipart: object } ? { body: FormData } : unknown) & { signal?: AbortSignal };

type Arguments<S extends EndpointContract> = object extends CallInput<S> ? [input?: CallInput<S>] : [input: CallInput<S>];

interface LooseInput {
  params?: object;
  query?: object;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Calls one endpoint of the table in packages/shared/src/endpoints: its address is built from the
 * entry, its reply typed by the entry's schemas, and any status but the entry's own is a failure.
 */
export function callEndpoint<S extends EndpointContract>(entry: Endpoint<S>, ...[input]: Arguments<S>): Promise<ReplyOf<S>> {
  const { params, query, body, signal } = (input ?? {}) as LooseInput;
  return requestAt<ReplyOf<S>>(endpointUrl(entry, params, query), { method: entry.method, body, signal, successStatus: entry.status ?? 200 });
}
