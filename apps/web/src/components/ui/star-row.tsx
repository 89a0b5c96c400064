import { Star } from 'lucide-react';

interface StarRowProps {
  /** How many of the five stars are filled. */
  filled: number;
  /** What the row says to a screen reader, e.g. 'Rated 4.4 out of 5'. */
  label: string;
}

/** Five stars, the first `filled` of them in amber; read as one image with its label. */
export function StarRow({ filled, label }: StarRowProps) {
  return (
    <span role="img" aria-label={label} className="flex">
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={`size-4 ${index < filled ? 'fill-amber-400 text-amber-500' : 'text-neutral-400'}`}
        />
      ))}
    </span>
  );
}
