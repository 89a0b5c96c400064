import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useStore } from '../../i18n/use-store';
import { CarouselDots } from './carousel-dots';
import { carouselMessages } from './carousel-messages';

export interface CarouselImage {
  src: string;
  /** The same picture at other widths; the browser picks by `sizes`. */
  srcSet?: string;
  alt: string;
}

export interface CarouselProps {
  /** Names the carousel for screen readers, e.g. 'Photos of Iron Temple Fitness'. */
  label: string;
  images: readonly CarouselImage[];
  /** The pictures' intrinsic size, so the page does not jump while they load. */
  width: number;
  height: number;
  /** How wide the carousel is shown (the `<img sizes>` value), so the browser fetches the narrowest file that covers it. */
  sizes?: string;
  /** Pixels between slides (spec §9: none on listing cards, 10 on gym details). */
  spacing?: number;
  /** The first picture is the top of the page (a gym's gallery): fetched at once, first, not lazily. */
  eagerFirst?: boolean;
}

const swipeThresholdPx = 40;

/**
 * One picture at a time, with dots, arrow keys and swipe everywhere, and previous/next buttons only
 * when the window is wider than 768 px (spec §2, §9); off-screen pictures load lazily.
 */
export function Carousel({ label, images, width, height, sizes, spacing = 0, eagerFirst = false }: CarouselProps) {
  const t = useStore(carouselMessages);
  const [activeIndex, setActiveIndex] = useState(0);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;
  const current = Math.min(activeIndex, Math.max(count - 1, 0));
  const hasControls = count > 1;

  const goTo = (index: number) => setActiveIndex(((index % count) + count) % count);

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  }

  function handlePointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || !hasControls) return;
    const deltaX = event.clientX - start.x;
    if (Math.abs(deltaX) < swipeThresholdPx || Math.abs(deltaX) < Math.abs(event.clientY - start.y)) return;
    goTo(deltaX < 0 ? current + 1 : current - 1);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!hasControls) return;
    if (event.key === 'ArrowLeft') goTo(current - 1);
    if (event.key === 'ArrowRight') goTo(current + 1);
  }

  return (
    <div role="region" aria-roledescription={t.carousel} aria-label={label} onKeyDown={handleKeyDown}>
      <div className="relative">
        <div
          className="touch-pan-y overflow-hidden rounded-xl bg-neutral-100 select-none"
          onPointerDown={handlePointerDown}
          onPointerUp={handlePointerUp}
          onPointerCancel={() => (swipeStart.current = null)}
        >
          <div
            className="flex transition-transform duration-300 motion-reduce:transition-none"
            style={{ gap: spacing, transform: `translateX(calc(${-current} * (100% + ${spacing}px)))` }}
          >
            {images.map((image, index) => (
              <div
                key={`${image.src}-${index}`}
                role="group"
                aria-roledescription={t.slide}
                aria-label={t.slidePosition({ position: index + 1, count })}
                aria-hidden={index !== current}
                inert={index !== current}
                className="w-full shrink-0"
              >
                <img
                  src={image.src}
                  srcSet={image.srcSet}
                  sizes={image.srcSet ? sizes : undefined}
                  alt={image.alt}
                  width={width}
                  height={height}
                  loading={eagerFirst && index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={eagerFirst && index === 0 ? 'high' : undefined}
                  decoding="async"
                  draggable={false}
                  style={{ aspectRatio: `${width} / ${height}` }}
                  className="w-full object-cover"
                />
              </div>
            ))}
          </div>
        </div>
        {hasControls && (
          <>
            <ArrowButton direction="previous" onClick={() => goTo(current - 1)} />
            <ArrowButton direction="next" onClick={() => goTo(current + 1)} />
          </>
        )}
      </div>
      {hasControls && <CarouselDots count={count} activeIndex={current} onSelect={goTo} />}
      <p aria-live="polite" className="sr-only">
        {hasControls ? t.imagePosition({ position: current + 1, count }) : ''}
      </p>
    </div>
  );
}

interface ArrowButtonProps {
  direction: 'previous' | 'next';
  onClick: () => void;
}

/** Hidden by CSS up to 768 px wide ("wider than 768 px"; display: none also takes it out of the tab order and the accessibility tree). */
function ArrowButton({ direction, onClick }: ArrowButtonProps) {
  const t = useStore(carouselMessages);
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={direction === 'previous' ? t.previousImage : t.nextImage}
      className={`absolute top-1/2 hidden size-11 min-[769px]:inline-flex -translate-y-1/2 items-center justify-center rounded-full border border-neutral-200 bg-white/90 text-neutral-800 hover:bg-white ${
        direction === 'previous' ? 'left-2' : 'right-2'
      }`}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
