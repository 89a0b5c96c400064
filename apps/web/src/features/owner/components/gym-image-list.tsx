import type { GymPhoto } from '@gymslot/shared/gym-photos';
import { Trash2 } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { useStore } from '../../../i18n/use-store';
import { gymImagesMessages } from '../owner-messages';

/** Three thumbnails a row, four from sm, in the owner card's editor (see owner-gym-card.tsx), less gaps and paddings. */
const thumbnailSizes = '(min-width: 1024px) 100px, (min-width: 640px) calc(25vw - 29px), calc(33.3vw - 36px)';

interface GymImageListProps {
  gymName: string;
  photos: readonly GymPhoto[];
  /** The picture being deleted now; every delete button waits until it is done. */
  deletingUrl: string | null;
  /** Asks to delete a picture; the editor confirms first. */
  onDelete: (imageUrl: string) => void;
}

/** Thumbnails of a gym's pictures, each with its own delete button. */
export function GymImageList({ gymName, photos, deletingUrl, onDelete }: GymImageListProps) {
  const t = useStore(gymImagesMessages);
  if (photos.length === 0) return <p className="text-sm text-neutral-700">{t.none}</p>;
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {photos.map(({ src: url, srcSet }, index) => (
        <li key={url} className="relative">
          <img
            src={url}
            srcSet={srcSet}
            sizes={srcSet ? thumbnailSizes : undefined}
            alt={t.alt({ gym: gymName, number: index + 1 })}
            width={160}
            height={100}
            loading="lazy"
            decoding="async"
            className="aspect-[8/5] w-full rounded-lg bg-neutral-100 object-cover"
          />
          <button
            type="button"
            onClick={() => onDelete(url)}
            disabled={deletingUrl !== null}
            data-image-url={url}
            aria-label={t.deleteLabel({ number: index + 1, gym: gymName })}
            className="absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-full border border-red-200 bg-white/95 text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {deletingUrl === url ? <Spinner label={t.deleting} className="size-5" /> : <Trash2 aria-hidden="true" className="size-5" />}
          </button>
        </li>
      ))}
    </ul>
  );
}
