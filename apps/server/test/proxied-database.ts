import { startTcpProxy, type TcpProxy } from './tcp-proxy.js';

/**
 * A TCP proxy in front of a PostgreSQL database and the URL that reaches the database through it,
 * so a fault test can cut, pause or restore the server's connection at will.
 */
export async function proxyDatabase(databaseUrl: string): Promise<{ proxy: TcpProxy; url: string }> {
  const direct = new URL(databaseUrl);
  const proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
  const proxied = new URL(direct);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  return { proxy, url: proxied.toString() };
}

export interface TimedReply {
  status: number;
  body: Record<string, unknown>;
  ms: number;
}

/** A JSON request with how long its reply took. */
export async function timed(url: string, init: RequestInit = {}): Promise<TimedReply> {
  const started = Date.now();
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, ms: Date.now() - started };
}
