import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PayoutsReply } from '@gymslot/shared/payout-schemas';
import { apiRequest, apiUrl } from '../../../lib/api-client';

const query = (month: string) => new URLSearchParams({ month }).toString();

/** §8.7: the payouts of the owner's gyms for one IST month (YYYY-MM). */
export async function fetchPayouts(month: string, signal?: AbortSignal): Promise<PayoutsReply> {
  return apiRequest<PayoutsReply>(`/owner/payouts?${query(month)}`, { signal });
}

export const payoutsQueryOptions = (month: string) =>
  queryOptions({
    queryKey: ['owner', 'payouts', month] as const,
    queryFn: ({ signal }) => fetchPayouts(month, signal),
    // Another month keeps the last figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });

export function usePayoutsQuery(month: string) {
  return useQuery(payoutsQueryOptions(month));
}

/** The month's statement, downloaded by the browser with the session cookie. */
export const payoutStatementHref = (month: string) => apiUrl(`/owner/payouts/statement.csv?${query(month)}`);
