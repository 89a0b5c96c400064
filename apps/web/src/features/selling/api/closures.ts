import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addClosure, deleteClosure, listClosures } from '@gymslot/shared/endpoints/selling';
import type { ClosureBody, ClosureReply, ClosuresReply } from '@gymslot/shared/selling-schemas';
import { callEndpoint } from '../../../lib/call-endpoint';

export const closuresQueryKey = (gymId: string) => ['gyms', gymId, 'closures'] as const;

/** GET /gyms/{id}/closures (§8.12): the gym's closed hours from today (IST) on. */
export async function fetchClosures(gymId: string, signal?: AbortSignal): Promise<ClosuresReply> {
  return callEndpoint(listClosures, { params: { id: gymId }, signal });
}

export const closuresQueryOptions = (gymId: string) =>
  queryOptions({ queryKey: closuresQueryKey(gymId), queryFn: ({ signal }) => fetchClosures(gymId, signal) });

export function useClosuresQuery(gymId: string) {
  return useQuery(closuresQueryOptions(gymId));
}

/** After a change: the list, the gym page's slots and the owner's bookings (refunded ones) are stale. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return (gymId: string) => {
    void queryClient.invalidateQueries({ queryKey: closuresQueryKey(gymId) });
    void queryClient.invalidateQueries({ queryKey: ['availability', gymId] });
  };
}

/** POST /gyms/{id}/closures: 409 with the paid bookings inside unless `refundBookings` is true. */
export async function saveClosure({ gymId, body }: { gymId: string; body: ClosureBody }): Promise<ClosureReply> {
  return callEndpoint(addClosure, { params: { id: gymId }, body });
}

export function useAddClosureMutation(gymId: string) {
  const refresh = useRefreshAfterChange();
  return useMutation({ mutationFn: saveClosure, onSuccess: () => refresh(gymId) });
}

/** DELETE /gyms/{id}/closures/{closureId}: the hours are on sale again. */
export async function removeClosure({ gymId, closureId }: { gymId: string; closureId: string }): Promise<unknown> {
  return callEndpoint(deleteClosure, { params: { id: gymId, closureId } });
}

export function useDeleteClosureMutation(gymId: string) {
  const refresh = useRefreshAfterChange();
  return useMutation({ mutationFn: removeClosure, onSuccess: () => refresh(gymId) });
}
