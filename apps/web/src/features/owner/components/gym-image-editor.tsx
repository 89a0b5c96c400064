import { gymPhotos } from '@gymslot/shared/gym-photos';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { messageFromError } from '../../../lib/api-client';
import { useAddGymImagesMutation } from '../api/add-gym-images';
import { useDeleteGymImageMutation } from '../api/delete-gym-image';
import type { OwnerGym } from '../api/get-my-gyms';
import { GymImageList } from './gym-image-list';

interface GymImageEditorProps {
  gym: Pick<OwnerGym, '_id' | 'name' | 'imageUrls' | 'imageSources'>;
}

/** Spec §2 "Owner dashboard": delete a picture, or upload several PNG/JPEG pictures at once. */
export function GymImageEditor({ gym }: GymImageEditorProps) {
  const { _id: gymId, name: gymName } = gym;
  const headingId = useId();
  const fileInputId = useId();
  const noteId = useId();
  const deleteImage = useDeleteGymImageMutation();
  const addImages = useAddGymImagesMutation();
  const [chosenFiles, setChosenFiles] = useState<File[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  function handleDelete(imageUrl: string) {
    setFailure(null);
    deleteImage.mutate(
      { gymId, imageUrl },
      { onError: (error) => setFailure(messageFromError(error, 'Failed to delete image.')) },
    );
  }

  function handleUpload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (chosenFiles.length === 0) return;
    setFailure(null);
    addImages.mutate(
      { gymId, files: chosenFiles },
      {
        onSuccess: () => {
          form.reset();
          setChosenFiles([]);
        },
        onError: (error) => setFailure(messageFromError(error, 'Failed to add images.')),
      },
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl border border-neutral-200 p-3">
      <h3 id={headingId} className="font-semibold">
        Edit Images
      </h3>
      <p id={noteId} className="text-sm text-neutral-700">
        Only PNG and JPEG images are allowed.
      </p>
      <GymImageList
        gymName={gymName}
        photos={gymPhotos(gym)}
        deletingUrl={deleteImage.isPending ? (deleteImage.variables?.imageUrl ?? null) : null}
        onDelete={handleDelete}
      />
      <form onSubmit={handleUpload} className="space-y-2">
        <label htmlFor={fileInputId} className="block text-sm font-medium text-neutral-800">
          Add images to {gymName}
        </label>
        <input
          id={fileInputId}
          type="file"
          name="images"
          multiple
          accept="image/png,image/jpeg"
          aria-describedby={noteId}
          onChange={(event) => setChosenFiles(Array.from(event.target.files ?? []))}
          className="block w-full text-sm text-neutral-800 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-neutral-300 file:bg-white file:px-3 file:font-semibold"
        />
        <Button type="submit" variant="secondary" pending={addImages.isPending} disabled={chosenFiles.length === 0}>
          Upload Images
        </Button>
      </form>
      {failure && <Alert tone="error">{failure}</Alert>}
    </section>
  );
}
