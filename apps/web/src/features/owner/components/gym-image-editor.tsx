import { gymPhotos } from '@gymslot/shared/gym-photos';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useStore } from '../../../i18n/use-store';
import { useAddGymImagesMutation } from '../api/add-gym-images';
import { useDeleteGymImageMutation } from '../api/delete-gym-image';
import type { OwnerGym } from '../../my-gyms/api/get-my-gyms';
import { GymImageList } from './gym-image-list';
import { gymImagesMessages } from '../owner-messages';
import { ImageDeleteConfirm } from './image-delete-confirm';
import { serverErrorText } from '../../../i18n/server-messages';

interface GymImageEditorProps {
  gym: Pick<OwnerGym, '_id' | 'name' | 'imageUrls' | 'imageSources'>;
}

/** Spec §2 "Owner dashboard": delete a picture, or upload several PNG/JPEG pictures at once. */
export function GymImageEditor({ gym }: GymImageEditorProps) {
  const t = useStore(gymImagesMessages);
  const { _id: gymId, name: gymName } = gym;
  const headingId = useId();
  const fileInputId = useId();
  const noteId = useId();
  const deleteImage = useDeleteGymImageMutation();
  const addImages = useAddGymImagesMutation();
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [chosenFiles, setChosenFiles] = useState<File[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  /** The picture the owner asked to delete, waiting for their yes. */
  const [confirmingUrl, setConfirmingUrl] = useState<string | null>(null);
  // Set in the click itself, so a double click cannot send a second request before the
  // mutation's own pending state reaches the screen.
  const [deletingUrl, setDeletingUrl] = useState<string | null>(null);
  const photos = gymPhotos(gym);
  const confirmingIndex = photos.findIndex((photo) => photo.src === confirmingUrl);
  const confirmingPhoto = photos[confirmingIndex];

  function askToDelete(imageUrl: string) {
    setFailure(null);
    setConfirmingUrl(imageUrl);
  }

  function cancelDelete() {
    const url = confirmingUrl;
    setConfirmingUrl(null);
    sectionRef.current?.querySelector<HTMLElement>(`[data-image-url="${CSS.escape(url ?? '')}"]`)?.focus();
  }

  function confirmDelete() {
    if (confirmingUrl === null || deletingUrl !== null) return;
    const imageUrl = confirmingUrl;
    setDeletingUrl(imageUrl);
    deleteImage.mutate(
      { gymId, imageUrl },
      {
        onError: (error) => setFailure(serverErrorText(error, t.deleteFailed)),
        // The confirm step and its picture are gone; the editor's heading keeps the keyboard's place.
        onSuccess: () => headingRef.current?.focus(),
        onSettled: () => {
          setDeletingUrl(null);
          setConfirmingUrl(null);
        },
      },
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
        onError: (error) => setFailure(serverErrorText(error, t.addFailed)),
      },
    );
  }

  return (
    <section ref={sectionRef} aria-labelledby={headingId} className="space-y-3 rounded-xl border border-neutral-200 p-3">
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="font-semibold">
        {t.heading}
      </h3>
      <p id={noteId} className="text-sm text-neutral-700">
        {t.note}
      </p>
      <GymImageList gymName={gymName} photos={photos} deletingUrl={deletingUrl} onDelete={askToDelete} />
      {confirmingPhoto && (
        <ImageDeleteConfirm
          gymName={gymName}
          photo={confirmingPhoto}
          position={confirmingIndex + 1}
          deleting={deletingUrl !== null}
          onConfirm={confirmDelete}
          onCancel={cancelDelete}
        />
      )}
      <form onSubmit={handleUpload} className="space-y-2">
        <label htmlFor={fileInputId} className="block text-sm font-medium text-neutral-800">
          {t.addTo({ gym: gymName })}
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
          {t.upload}
        </Button>
      </form>
      {failure && <Alert tone="error">{failure}</Alert>}
    </section>
  );
}
