import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpointUrl } from '@gymslot/shared/endpoints/endpoint-url';
import { getPayouts, getPayoutStatementCsv } from '@gymslot/shared/endpoints/payouts';
import type { PayoutsReply } from '@gymslot/shared/payout-schemas';
import { callEndpoint } from '../../../lib/call-endpoint';

/** §8.7: the payouts of the owner's gyms for one IST month (YYYY-MM). */
export async function fetchPayouts(month: string, signal?: AbortSignal): Promise<PayoutsReply> {
  return callEndpoint(getPayouts, { query: { month }, signal });
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
export const payoutStatementHref = (month: string) => endpointUrl(getPayoutStatementCsv, undefined, { month });
