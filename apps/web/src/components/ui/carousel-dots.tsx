import { useStore } from '../../i18n/use-store';
import { carouselMessages } from './carousel-messages';

interface CarouselDotsProps {
  count: number;
  activeIndex: number;
  onSelect: (index: number) => void;
}

/** One button per picture; each is a 24 px target (WCAG 2.5.8) around a small visible dot. */
export function CarouselDots({ count, activeIndex, onSelect }: CarouselDotsProps) {
  const t = useStore(carouselMessages);
  return (
    <div className="mt-1 flex justify-center">
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          onClick={() => onSelect(index)}
          aria-label={t.showImage({ position: index + 1, count })}
          aria-current={index === activeIndex ? 'true' : undefined}
          className="group inline-flex size-6 items-center justify-center rounded-full"
        >
          <span
            aria-hidden="true"
            className={`block size-2 rounded-full transition-colors ${
              index === activeIndex ? 'bg-accent-strong' : 'bg-neutral-400 group-hover:bg-neutral-600'
            }`}
          />
        </button>
      ))}
    </div>
  );
}
