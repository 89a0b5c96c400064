/**
 * The browser's CacheStorage as far as the service worker's personal replies use it, in memory
 * (jsdom has none). Matching is by the full address, as a real cache's is without options.
 */
interface Kept {
  body: ArrayBuffer;
  init: ResponseInit;
}

const addressOf = (key: RequestInfo | URL) => (typeof key === 'string' ? key : key instanceof URL ? key.href : key.url);

class FakeCache {
  readonly entries = new Map<string, Kept>();

  async put(key: RequestInfo | URL, response: Response): Promise<void> {
    const init = { status: response.status, headers: Object.fromEntries(response.headers) };
    this.entries.set(addressOf(key), { body: await response.arrayBuffer(), init });
  }

  async match(key: RequestInfo | URL): Promise<Response | undefined> {
    const kept = this.entries.get(addressOf(key));
    return kept === undefined ? undefined : new Response(kept.body.slice(0), kept.init);
  }
}

export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();

  async open(name: string): Promise<FakeCache> {
    let cache = this.caches.get(name);
    if (cache === undefined) {
      cache = new FakeCache();
      this.caches.set(name, cache);
    }
    return cache;
  }

  async match(key: RequestInfo | URL, options?: { cacheName?: string }): Promise<Response | undefined> {
    const names = options?.cacheName === undefined ? [...this.caches.keys()] : [options.cacheName];
    for (const name of names) {
      const found = await this.caches.get(name)?.match(key);
      if (found !== undefined) return found;
    }
    return undefined;
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }

  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }

  /** Every address a cache holds, for a test to look through. */
  addressesIn(name: string): string[] {
    return [...(this.caches.get(name)?.entries.keys() ?? [])];
  }

  /** Typed as the browser's, for code that takes one. */
  asCacheStorage(): CacheStorage {
    return this as unknown as CacheStorage;
  }
}
