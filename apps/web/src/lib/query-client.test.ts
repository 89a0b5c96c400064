import { describe, expect, it } from 'vitest';
import { queryClient, queryClientForAccount } from './query-client';

const bookingsKey = ['bookings', 'mine'];
const cacheBookingsOf = (accountId: string) => queryClient.setQueryData(bookingsKey, [`${accountId}'s booking`]);

// setup.ts resets the cache after each test, so each starts with nobody's data.
describe('queryClientForAccount', () => {
  it('is always the one client, and keeps the cache for the same person', () => {
    queryClientForAccount('priya');
    cacheBookingsOf('priya');
    expect(queryClientForAccount('priya')).toBe(queryClient);
    expect(queryClient.getQueryData(bookingsKey)).toEqual(["priya's booking"]);
  });

  it('keeps what was fetched while the first login check ran', () => {
    cacheBookingsOf('anonymous');
    queryClientForAccount('priya');
    expect(queryClient.getQueryData(bookingsKey)).toEqual(["anonymous's booking"]);
  });

  it("never shows one account's data to the next account or to nobody", () => {
    queryClientForAccount('priya');
    cacheBookingsOf('priya');

    queryClientForAccount(null);
    expect(queryClient.getQueryData(bookingsKey)).toBeUndefined();

    cacheBookingsOf('priya');
    queryClientForAccount('arjun');
    expect(queryClient.getQueryData(bookingsKey)).toBeUndefined();
  });

  it('empties what was fetched while logged out when someone logs in', () => {
    queryClientForAccount(null);
    cacheBookingsOf('anonymous');
    queryClientForAccount('priya');
    expect(queryClient.getQueryData(bookingsKey)).toBeUndefined();
  });
});
