import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeGymImage } from '@gymslot/shared/endpoints/gyms';
import { imageMessages } from '@gymslot/shared/image-messages';
import type { DeleteImageBody, DeleteImageReply } from '@gymslot/shared/owner-schemas';
import { ApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { myGymsQueryKey } from '../../my-gyms/api/get-my-gyms';
import type { OwnerGym } from '../../my-gyms/api/get-my-gyms';

type DeleteGymImageVariables = DeleteImageBody & { gymId: string };

export function deleteGymImage({ gymId, imageUrl }: DeleteGymImageVariables): Promise<DeleteImageReply> {
  return callEndpoint(removeGymImage, { params: { id: gymId }, body: { imageUrl } });
}

/** G13's 404 for a picture the gym no longer has: it is gone, which is what the owner asked for. */
const isAlreadyDeleted = (error: unknown) =>
  error instanceof ApiError && error.status === 404 && error.serverMessage === imageMessages.notOnGym;

/**
 * Deletes one picture and drops it from the cached gym at once (G13's reply shape is not relied on).
 * A picture already deleted (another tab, a repeated request) counts as deleted.
 */
export function useDeleteGymImageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: DeleteGymImageVariables) => {
      try {
        await deleteGymImage(variables);
      } catch (error) {
        if (!isAlreadyDeleted(error)) throw error;
      }
    },
    onSuccess: (_reply, { gymId, imageUrl }) => {
      queryClient.setQueryData<OwnerGym[]>(myGymsQueryKey, (gyms) =>
        gyms?.map((gym) => (gym._id === gymId ? { ...gym, imageUrls: gym.imageUrls.filter((url) => url !== imageUrl) } : gym)),
      );
    },
  });
}
