import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadGymImages } from '@gymslot/shared/endpoints/gyms';
import type { AddImagesReply } from '@gymslot/shared/owner-schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { myGymsQueryKey } from '../../my-gyms/api/get-my-gyms';
import type { OwnerGym } from '../../my-gyms/api/get-my-gyms';

interface AddGymImagesVariables {
  gymId: string;
  files: readonly File[];
}

export function addGymImages({ gymId, files }: AddGymImagesVariables): Promise<AddImagesReply> {
  const body = new FormData();
  for (const file of files) body.append('images', file);
  return callEndpoint(uploadGymImages, { params: { id: gymId }, body });
}

/**
 * Uploads pictures and appends the reply's `images` (only the new URLs, G14) to the cached gym at
 * once, then fetches the list again for the new pictures' smaller copies (`imageSources`).
 */
export function useAddGymImagesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGymImages,
    onSuccess: (reply, { gymId }) => {
      queryClient.setQueryData<OwnerGym[]>(myGymsQueryKey, (gyms) =>
        gyms?.map((gym) => (gym._id === gymId ? { ...gym, imageUrls: [...gym.imageUrls, ...reply.images] } : gym)),
      );
      void queryClient.invalidateQueries({ queryKey: myGymsQueryKey });
    },
  });
}
