import { Star } from 'lucide-react';

interface RatingStarsProps {
  averageRating: number;
  totalRatings: number;
}

/** Five stars filled to the rounded average, the average to one decimal and the number of reviews. */
export function RatingStars({ averageRating, totalRatings }: RatingStarsProps) {
  if (totalRatings === 0) return <p className="text-sm text-neutral-700">No ratings yet</p>;
  const filledStars = Math.round(averageRating);
  const average = averageRating.toFixed(1);
  return (
    <p className="flex items-center gap-1.5 text-sm text-neutral-800">
      <span role="img" aria-label={`Rated ${average} out of 5`} className="flex">
        {Array.from({ length: 5 }, (_, index) => (
          <Star
            key={index}
            aria-hidden="true"
            className={`size-4 ${index < filledStars ? 'fill-amber-400 text-amber-500' : 'text-neutral-400'}`}
          />
        ))}
      </span>
      <span aria-hidden="true" className="font-semibold">
        {average}
      </span>
      <span>({totalRatings === 1 ? '1 review' : `${totalRatings} reviews`})</span>
    </p>
  );
}
