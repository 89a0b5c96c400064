import { describe, expect, it } from 'vitest';
import { queryClientFor } from './query-client';
import type { QueryClientStore } from './query-client-store';

const emptyStore = (): QueryClientStore => ({ current: null });

describe('queryClientFor', () => {
  it('keeps one cache for the same person', () => {
    const store = emptyStore();
    expect(queryClientFor(store, 'priya')).toBe(queryClientFor(store, 'priya'));
  });

  it('lets the account that logs in keep what was loaded while logged out', () => {
    const store = emptyStore();
    const anonymous = queryClientFor(store, null);
    expect(queryClientFor(store, 'priya')).toBe(anonymous);
  });

  it("never hands one account's cache to another account or to nobody", () => {
    const store = emptyStore();
    const priyas = queryClientFor(store, 'priya');

    const afterLogout = queryClientFor(store, null);
    expect(afterLogout).not.toBe(priyas);

    queryClientFor(store, 'arjun');
    expect(queryClientFor(store, 'priya')).not.toBe(priyas);
  });
});
