import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getGymInsights, getOwnerInsights } from '@gymslot/shared/endpoints/insights';
import type { InsightsReply } from '@gymslot/shared/insights-schemas';
import { callEndpoint } from '../../../lib/call-endpoint';

export interface InsightsRequest {
  /** One gym, or every gym of the owner's when absent. */
  gymId?: string;
  from: string;
  to: string;
}

/** §8.7: one gym's insights, or all of the owner's gyms added up. */
export async function fetchInsights({ gymId, from, to }: InsightsRequest, signal?: AbortSignal): Promise<InsightsReply> {
  const query = { from, to };
  return gymId ? callEndpoint(getGymInsights, { params: { id: gymId }, query, signal }) : callEndpoint(getOwnerInsights, { query, signal });
}

export const insightsQueryOptions = (request: InsightsRequest) =>
  queryOptions({
    queryKey: ['owner', 'insights', request.gymId ?? 'all', request.from, request.to] as const,
    queryFn: ({ signal }) => fetchInsights(request, signal),
    // A new range keeps the last charts on screen until its figures arrive.
    placeholderData: keepPreviousData,
  });

export function useInsightsQuery(request: InsightsRequest) {
  return useQuery(insightsQueryOptions(request));
}
