import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getPriceBands, replacePriceBands } from '@gymslot/shared/endpoints/price-bands';
import type { PriceBandsBody, PriceBandsReply } from '@gymslot/shared/price-band-schemas';
import { callEndpoint } from '../../../lib/call-endpoint';

export const priceBandsQueryKey = (gymId: string) => ['gyms', gymId, 'price-bands'] as const;

/** GET /gyms/{id}/price-bands (§8.7): the gym's owner or an admin. */
export async function fetchPriceBands(gymId: string, signal?: AbortSignal): Promise<PriceBandsReply> {
  return callEndpoint(getPriceBands, { params: { id: gymId }, signal });
}

export const priceBandsQueryOptions = (gymId: string) =>
  queryOptions({ queryKey: priceBandsQueryKey(gymId), queryFn: ({ signal }) => fetchPriceBands(gymId, signal) });

export function usePriceBandsQuery(gymId: string) {
  return useQuery(priceBandsQueryOptions(gymId));
}

/** PUT /gyms/{id}/price-bands: the whole set at once; [] clears it. */
export async function savePriceBands({ gymId, body }: { gymId: string; body: PriceBandsBody }): Promise<PriceBandsReply> {
  return callEndpoint(replacePriceBands, { params: { id: gymId }, body });
}

export function useSavePriceBandsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePriceBands,
    onSuccess: (saved) => {
      queryClient.setQueryData(priceBandsQueryKey(saved.gymId), saved);
      // The gym page's slot prices follow the bands.
      void queryClient.invalidateQueries({ queryKey: ['availability', saved.gymId] });
    },
  });
}
