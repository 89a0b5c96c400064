import { endpointUrl } from '@gymslot/shared/endpoints/endpoint-url';
import type {
  BodyOf,
  Endpoint,
  EndpointContract,
  ParamsOf,
  QueryOf,
  ReplyOf,
} from '@gymslot/shared/endpoints/endpoint';
import { successStatusOf } from '@gymslot/shared/endpoints/endpoint';
import { requestAt } from './api-client';

/** What a call passes: the parts its endpoint's schemas declare, an abort signal and any extra headers. */
type CallInput<S extends EndpointContract> = (S extends { params: object } ? { params: ParamsOf<S> } : unknown) &
  (S extends { query: object } ? { query?: QueryOf<S> } : unknown) &
  (S extends { body: object } | { serviceBody: object } ? { body: BodyOf<S> } : unknown) &
  (S extends { multipart: object } ? { body: FormData } : unknown) & {
    signal?: AbortSignal;
    headers?: Record<string, string>;
    onResponse?: (response: Response) => void;
  };

type Arguments<S extends EndpointContract> = object extends CallInput<S> ? [input?: CallInput<S>] : [input: CallInput<S>];

interface LooseInput {
  params?: object;
  query?: object;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  onResponse?: (response: Response) => void;
}

/**
 * Calls one endpoint of the table in packages/shared/src/endpoints: its address is built from the
 * entry, its reply typed by the entry's schemas, and any status but the entry's own is a failure.
 */
export function callEndpoint<S extends EndpointContract>(entry: Endpoint<S>, ...[input]: Arguments<S>): Promise<ReplyOf<S>> {
  const { params, query, ...request } = (input ?? {}) as LooseInput;
  return requestAt<ReplyOf<S>>(endpointUrl(entry, params, query), { ...request, method: entry.method, successStatus: successStatusOf(entry) });
}
