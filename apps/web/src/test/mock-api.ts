import { vi } from 'vitest';

export interface MockReply {
  status: number;
  body: unknown;
}

type RouteReply = MockReply | ((requestBody: unknown) => MockReply | Promise<MockReply>);

/** Keys look like 'POST /api/v1/auth/login'; one with a query string ('GET /api/x?status=y') wins over the bare path for that query. */
export type MockRoutes = Record<string, RouteReply>;

export const reply = (status: number, body: unknown): MockReply => ({ status, body });

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
    const { status, body } =
      route === undefined
        ? errorReply(404, `No mock for ${key}`)
        : typeof route === 'function'
          ? await route(requestBody)
          : route;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
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
