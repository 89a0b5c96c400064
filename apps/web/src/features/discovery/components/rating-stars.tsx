import { params } from '@gymslot/shared/message-params';
import { count } from '@nanostores/i18n';
import { StarRow } from '../../../components/ui/star-row';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';

const messages = i18n('discovery-rating-stars', {
  noRatings: 'No ratings yet',
  rated: params('Rated {average} out of 5'),
  reviews: count({ one: '{count} review', other: '{count} reviews' }),
});

interface RatingStarsProps {
  averageRating: number;
  totalRatings: number;
}

/** Five stars filled to the rounded average, the average to one decimal and the number of reviews. */
export function RatingStars({ averageRating, totalRatings }: RatingStarsProps) {
  const t = useStore(messages);
  if (totalRatings === 0) return <p className="text-sm text-neutral-700">{t.noRatings}</p>;
  const average = averageRating.toFixed(1);
  return (
    <p className="flex items-center gap-1.5 text-sm text-neutral-800">
      <StarRow filled={Math.round(averageRating)} label={t.rated({ average })} />
      <span aria-hidden="true" className="font-semibold">
        {average}
      </span>
      <span>({t.reviews(totalRatings)})</span>
    </p>
  );
}
