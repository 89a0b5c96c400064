import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addGymStaff, listGymStaff, removeGymStaff } from '@gymslot/shared/endpoints/gym-staff';
import type { AddStaffBody, StaffMember } from '@gymslot/shared/staff-schemas';
import { callEndpoint } from '../../../lib/call-endpoint';

export const gymStaffQueryKey = (gymId: string) => ['owner', 'gyms', gymId, 'staff'] as const;

/** GET /gyms/{id}/staff (§8.12): the gym's front-desk staff, for its owner or an admin. */
export async function fetchGymStaff(gymId: string, signal?: AbortSignal): Promise<StaffMember[]> {
  return (await callEndpoint(listGymStaff, { params: { id: gymId }, signal })).staff;
}

export const gymStaffQueryOptions = (gymId: string) => queryOptions({ queryKey: gymStaffQueryKey(gymId), queryFn: ({ signal }) => fetchGymStaff(gymId, signal) });

export function useGymStaffQuery(gymId: string) {
  return useQuery(gymStaffQueryOptions(gymId));
}

/** POST /gyms/{id}/staff: by e-mail address or mobile number; a new person is invited. */
export function useAddGymStaffMutation(gymId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddStaffBody) => (await callEndpoint(addGymStaff, { params: { id: gymId }, body })).staff,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: gymStaffQueryKey(gymId) }),
  });
}

/** DELETE /gyms/{id}/staff/{userId}. */
export function useRemoveGymStaffMutation(gymId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => callEndpoint(removeGymStaff, { params: { id: gymId, userId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: gymStaffQueryKey(gymId) }),
  });
}
