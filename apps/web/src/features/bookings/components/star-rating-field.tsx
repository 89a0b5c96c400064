import { count } from '@nanostores/i18n';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';

const messages = i18n('bookings-star-rating', {
  yourRating: 'Your rating',
  stars: count({ one: '{count} star', other: '{count} stars' }),
});
import { translateServerText } from '../../../i18n/server-messages';

interface StarRatingFieldProps {
  /** 1–5, or null before one is chosen. */
  value: number | null;
  onChange: (rating: number) => void;
  error?: string;
}

const ratings = [1, 2, 3, 4, 5] as const;

/** 1 to 5 stars as a group of real radio buttons: arrow keys move between them, each has its own name. */
export function StarRatingField({ value, onChange, error }: StarRatingFieldProps) {
  const t = useStore(messages);
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error === undefined ? undefined : errorId} className="space-y-1">
      <legend className="text-sm font-medium text-neutral-800">{t.yourRating}</legend>
      <div className="flex gap-1">
        {ratings.map((rating) => (
          <label
            key={rating}
            className="flex size-11 cursor-pointer items-center justify-center rounded-lg has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent"
          >
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="sr-only"
            />
            <span className="sr-only">{t.stars(rating)}</span>
            <Star
              aria-hidden="true"
              className={`size-8 ${value !== null && rating <= value ? 'fill-amber-400 text-amber-500' : 'text-neutral-400'}`}
            />
          </label>
        ))}
      </div>
      {error !== undefined && (
        <p id={errorId} className="text-sm text-red-700">
          {translateServerText(error)}
        </p>
      )}
    </fieldset>
  );
}
