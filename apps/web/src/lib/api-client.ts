// The one way the web app talks to the API: JSON in and out, session cookie attached, and every
// failure turned into an ApiError that carries the server's own message when it sent one.

import { successStatusOf, type Endpoint, type EndpointContract, type ReplyOf } from '@gymslot/shared/endpoints/endpoint';
import { dropBootReplies, takeBootReply } from './boot-replies';

interface ErrorEnvelope {
  success?: boolean;
  message?: unknown;
  error?: unknown;
  errors?: unknown;
  [field: string]: unknown;
}

export class ApiError extends Error {
  readonly status: number;
  /** The text the server sent (`message`, else `error`); undefined when it sent none. */
  readonly serverMessage: string | undefined;
  /** Field validation problems (the envelope's `errors` list); empty when it sent none. */
  readonly fieldErrors: readonly string[];
  /** The whole error reply, for a caller that reads a field a route adds beside `message`. */
  readonly envelope: ErrorEnvelope | undefined;

  constructor(status: number, envelope: ErrorEnvelope | undefined) {
    const serverMessage = pickText(envelope?.message) ?? pickText(envelope?.error);
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.fieldErrors = Array.isArray(envelope?.errors) ? envelope.errors.flatMap((entry) => pickText(entry) ?? []) : [];
    this.envelope = envelope;
  }
}

function pickText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, except FormData, which goes as multipart with the browser's own boundary. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The one status that counts as success, for calls the spec's client tests with `status === 200`. */
  successStatus?: number;
  /** Shown the response the network (or the service worker) gave, before it is read; never a boot reply. */
  onResponse?: (response: Response) => void;
}

function requestHeaders(body: unknown, extra: Record<string, string> = {}): Record<string, string> {
  const isJson = body !== undefined && !(body instanceof FormData);
  return { Accept: 'application/json', ...(isJson ? { 'Content-Type': 'application/json' } : {}), ...extra };
}

function requestBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return body instanceof FormData ? body : JSON.stringify(body);
}

/**
 * One request to an address under /api; the web's calls come through `callEndpoint` (call-endpoint.ts),
 * which builds the address from the endpoint table and types the reply by its schema.
 */
export async function requestAt<TReply>(url: string, options: RequestOptions = {}): Promise<TReply> {
  const { method = 'GET', body, headers, signal, successStatus, onResponse } = options;
  if (method !== 'GET') dropBootReplies();
  const answered = method === 'GET' ? takeBootReply(url) : undefined;
  if (answered !== undefined) return settle<TReply>(answered.status, answered.body, successStatus);
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: requestHeaders(body, headers),
    body: requestBody(body),
    signal,
  });
  onResponse?.(response);
  return settle<TReply>(response.status, await readJson(response), successStatus);
}

/**
 * A call whose address has no parameters or query, as its endpoint entry spells it: the first page's
 * own calls (the login check, logout, the sign-in providers), which spare `/` the address builder of
 * `callEndpoint`. Any status but the entry's own is a failure.
 */
export function callAddress<C extends EndpointContract>(entry: Endpoint<C>, signal?: AbortSignal): Promise<ReplyOf<C>> {
  return requestAt<ReplyOf<C>>(entry.path, { method: entry.method, signal, successStatus: successStatusOf(entry) });
}

function settle<TReply>(status: number, payload: unknown, successStatus: number | undefined): TReply {
  const envelope = typeof payload === 'object' && payload !== null ? (payload as ErrorEnvelope) : undefined;
  const ok = status >= 200 && status < 300;
  if (!ok || envelope?.success === false) throw new ApiError(status, envelope);
  // Another 2xx is not the answer that screen waits for; its text would read as success, so none is kept.
  if (successStatus !== undefined && status !== successStatus) throw new ApiError(status, undefined);
  return payload as TReply;
}

/** The server's message when there is one, else the screen's fallback text (spec §8). */
export function messageFromError(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage !== undefined ? error.serverMessage : fallback;
}
