import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSelling, updateSelling } from '@gymslot/shared/endpoints/selling';
import type { SellingBody, SellingReply } from '@gymslot/shared/selling-schemas';
import { callEndpoint } from '../../../lib/call-endpoint';

export const sellingQueryKey = (gymId: string) => ['gyms', gymId, 'selling'] as const;

/** GET /gyms/{id}/selling (§8.12): the gym's owner or an admin. */
export async function fetchSelling(gymId: string, signal?: AbortSignal): Promise<SellingReply> {
  return callEndpoint(getSelling, { params: { id: gymId }, signal });
}

export const sellingQueryOptions = (gymId: string) =>
  queryOptions({ queryKey: sellingQueryKey(gymId), queryFn: ({ signal }) => fetchSelling(gymId, signal) });

export function useSellingQuery(gymId: string) {
  return useQuery(sellingQueryOptions(gymId));
}

/** PUT /gyms/{id}/selling: places per slot (null: all), days ahead, minimum notice. */
export async function saveSelling({ gymId, body }: { gymId: string; body: SellingBody }): Promise<SellingReply> {
  return callEndpoint(updateSelling, { params: { id: gymId }, body });
}

export function useSaveSellingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSelling,
    onSuccess: (saved) => {
      queryClient.setQueryData(sellingQueryKey(saved.selling.gymId), saved);
      // The gym page's slots follow the places on sale, the window and the notice.
      void queryClient.invalidateQueries({ queryKey: ['availability', saved.selling.gymId] });
    },
  });
}
