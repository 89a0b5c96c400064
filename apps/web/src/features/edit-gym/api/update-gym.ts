import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateGym as updateGymEndpoint } from '@gymslot/shared/endpoints/gyms';
import type { ManagedGym } from '@gymslot/shared/owner-schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { allGymsQueryKey } from '../../admin/api/get-all-gyms';
import { myGymsQueryKey } from '../../my-gyms/api/get-my-gyms';
import type { GymChanges } from '../edit-gym-values';

export interface UpdateGymRequest {
  gymId: string;
  changes: GymChanges;
}

/** PATCH /gyms/{id} (API contract §8.7), the gym's owner or an admin: only the changed fields. */
export async function updateGym({ gymId, changes }: UpdateGymRequest): Promise<ManagedGym> {
  const reply = await callEndpoint(updateGymEndpoint, { params: { id: gymId }, body: changes });
  return reply.gym;
}

/** The gym lists that show it: the owner's, the admin's and the public catalogue's ('gyms' …). */
const gymListKeys = [myGymsQueryKey, allGymsQueryKey, ['gyms']] as const;

export function useUpdateGymMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGym,
    onSuccess: (gym) => {
      // The dashboards show the saved gym at once; the refetch then brings whatever else changed.
      for (const key of [myGymsQueryKey, allGymsQueryKey]) {
        queryClient.setQueryData<ManagedGym[]>(key, (gyms) => gyms?.map((each) => (each._id === gym._id ? { ...each, ...gym } : each)));
      }
      for (const queryKey of gymListKeys) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
