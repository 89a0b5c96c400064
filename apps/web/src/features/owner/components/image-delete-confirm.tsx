import type { GymPhoto } from '@gymslot/shared/gym-photos';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { useStore } from '../../../i18n/use-store';
import { gymImagesMessages } from '../owner-messages';

interface ImageDeleteConfirmProps {
  gymName: string;
  photo: GymPhoto;
  /** 1-based, as the thumbnails are named. */
  position: number;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The step between the bin button and the delete: the picture, a question and two buttons. It takes
 * the focus when it opens, and Escape cancels; while the delete runs its button cannot be pressed again.
 */
export function ImageDeleteConfirm({ gymName, photo, position, deleting, onConfirm, onCancel }: ImageDeleteConfirmProps) {
  const t = useStore(gymImagesMessages);
  const headingId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panelRef.current?.focus();
  }, [photo.src]);

  return (
    <div
      ref={panelRef}
      tabIndex={-1}
      role="group"
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !deleting) onCancel();
      }}
      className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-3 sm:flex-row sm:items-center"
    >
      <img
        src={photo.src}
        alt=""
        width={96}
        height={60}
        decoding="async"
        className="aspect-[8/5] w-24 shrink-0 rounded-lg bg-neutral-100 object-cover"
      />
      <div className="flex-1 space-y-2">
        <p id={headingId} className="font-semibold text-neutral-900">
          {t.confirmQuestion({ number: position, gym: gymName })}
        </p>
        <p className="text-sm text-neutral-700">{t.confirmNote}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="danger" pending={deleting} onClick={onConfirm}>
            {t.confirmDelete}
          </Button>
          <Button variant="secondary" disabled={deleting} onClick={onCancel}>
            {t.cancel}
          </Button>
        </div>
      </div>
    </div>
  );
}
