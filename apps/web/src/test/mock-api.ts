import { vi } from 'vitest';

export interface MockReply {
  status: number;
  body: unknown;
  /** Headers besides Content-Type, e.g. the service worker's saved-copy time. */
  headers?: Record<string, string>;
}

type RouteReply = MockReply | ((requestBody: unknown) => MockReply | Promise<MockReply>);

/** Keys look like 'POST /api/v1/auth/login'; one with a query string ('GET /api/x?status=y') wins over the bare path for that query. */
export type MockRoutes = Record<string, RouteReply>;

export const reply = (status: number, body: unknown, headers?: Record<string, string>): MockReply => ({ status, body, ...(headers ? { headers } : {}) });

/** A call the network never answers (offline, no saved copy): fetch rejects as a browser's does. */
export const networkFails = (): Promise<MockReply> => Promise.reject(new TypeError('Failed to fetch'));

export const errorReply = (status: number, message: string): MockReply =>
  reply(status, { success: false, message, error: message });

/** A reply that never arrives, to look at loading states. */
export const neverReplies = (): Promise<MockReply> => new Promise<MockReply>(() => undefined);

/** Replaces fetch, the network boundary; unknown calls get a 404 envelope naming the call. */
export function mockApi(routes: MockRoutes) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const route = routes[`${key}${url.search}`] ?? routes[key];
    const requestBody = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const { status, body, headers } =
      route === undefined
        ? errorReply(404, `No mock for ${key}`)
        : typeof route === 'function'
          ? await route(requestBody)
          : route;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one API path, as [method, parsed body] pairs. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, path: string) {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => ({
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }));
}

/** The query strings sent to one API path, in call order (for GET calls whose filters live in the URL). */
export function queriesTo(fetchMock: ReturnType<typeof mockApi>, path: string): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);
}
