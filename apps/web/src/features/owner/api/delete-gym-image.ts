import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteImageBody, DeleteImageReply } from '@gymslot/shared/owner-schemas';
import { apiRequest } from '../../../lib/api-client';
import { myGymsQueryKey } from './get-my-gyms';
import type { OwnerGym } from './get-my-gyms';

type DeleteGymImageVariables = DeleteImageBody & { gymId: string };

export function deleteGymImage({ gymId, imageUrl }: DeleteGymImageVariables): Promise<DeleteImageReply> {
  return apiRequest<DeleteImageReply>(`/gyms/${encodeURIComponent(gymId)}/delete-image`, { method: 'PATCH', body: { imageUrl } });
}

/** Deletes one picture and drops it from the cached gym at once (G13's reply shape is not relied on). */
export function useDeleteGymImageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGymImage,
    onSuccess: (_reply, { gymId, imageUrl }) => {
      queryClient.setQueryData<OwnerGym[]>(myGymsQueryKey, (gyms) =>
        gyms?.map((gym) => (gym._id === gymId ? { ...gym, imageUrls: gym.imageUrls.filter((url) => url !== imageUrl) } : gym)),
      );
    },
  });
}
