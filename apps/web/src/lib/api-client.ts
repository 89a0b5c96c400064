// The one way the web app talks to the API: JSON in and out, session cookie attached, and every
// failure turned into an ApiError that carries the server's own message when it sent one.

const apiBase = '/api';

export const apiUrl = (path: string) => `${apiBase}${path}`;

interface ErrorEnvelope {
  success?: boolean;
  message?: unknown;
  error?: unknown;
  errors?: unknown;
}

export class ApiError extends Error {
  readonly status: number;
  /** The text the server sent (`message`, else `error`); undefined when it sent none. */
  readonly serverMessage: string | undefined;

  constructor(status: number, envelope: ErrorEnvelope | undefined) {
    const serverMessage = pickText(envelope?.message) ?? pickText(envelope?.error);
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
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
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** Response shapes are typed by the shared schemas; the server is the one that guarantees them. */
export async function apiRequest<TReply>(path: string, options: RequestOptions = {}): Promise<TReply> {
  const { method = 'GET', body, signal } = options;
  const response = await fetch(apiUrl(path), {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const payload = await readJson(response);
  const envelope = typeof payload === 'object' && payload !== null ? (payload as ErrorEnvelope) : undefined;
  if (!response.ok || envelope?.success === false) throw new ApiError(response.status, envelope);
  return payload as TReply;
}

/** The server's message when there is one, else the screen's fallback text (spec §8). */
export function messageFromError(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage !== undefined ? error.serverMessage : fallback;
}
