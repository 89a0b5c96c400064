import { StarRow } from '../../../components/ui/star-row';

interface RatingStarsProps {
  averageRating: number;
  totalRatings: number;
}

/** Five stars filled to the rounded average, the average to one decimal and the number of reviews. */
export function RatingStars({ averageRating, totalRatings }: RatingStarsProps) {
  if (totalRatings === 0) return <p className="text-sm text-neutral-700">No ratings yet</p>;
  const average = averageRating.toFixed(1);
  return (
    <p className="flex items-center gap-1.5 text-sm text-neutral-800">
      <StarRow filled={Math.round(averageRating)} label={`Rated ${average} out of 5`} />
      <span aria-hidden="true" className="font-semibold">
        {average}
      </span>
      <span>({totalRatings === 1 ? '1 review' : `${totalRatings} reviews`})</span>
    </p>
  );
}
