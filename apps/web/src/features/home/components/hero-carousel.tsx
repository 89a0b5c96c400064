import { Pause, Play } from 'lucide';
import { Glyph } from '../../../components/ui/glyph';
import { useEffect, useState } from 'react';
import { useStore } from '../../../i18n/use-store';
import { homeMessages } from '../home-messages';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { heroImageHeight, heroImageWidth, heroSlides } from './hero-slides';

/** Spec §9: the hero moves on every 3 seconds. */
const heroRotationMs = 3000;

/**
 * The home page's rotating pictures. With reduced motion asked for, it stands still on the first
 * picture (and never fades) until the person presses Play.
 */
export function HeroCarousel() {
  const t = useStore(homeMessages);
  const [activeIndex, setActiveIndex] = useState(0);
  const reduceMotion = usePrefersReducedMotion();
  // Null until the person presses the button: then their choice wins over the device setting.
  const [pausedByChoice, setPausedByChoice] = useState<boolean | null>(null);
  const paused = pausedByChoice ?? reduceMotion;

  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => {
      setActiveIndex((index) => (index + 1) % heroSlides.length);
    }, heroRotationMs);
    return () => clearInterval(timer);
  }, [paused]);

  return (
    <div className="relative">
      <div className="relative aspect-[8/5] overflow-hidden rounded-2xl border border-neutral-200 bg-accent-soft">
        {heroSlides.map((slide, index) => (
          <img
            key={slide.src}
            src={slide.src}
            alt={t[slide.alt]}
            width={heroImageWidth}
            height={heroImageHeight}
            // Only the first picture is needed for the first paint; the rest wait their turn.
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'low'}
            decoding="async"
            aria-hidden={index !== activeIndex}
            className={`absolute inset-0 size-full object-cover transition-opacity duration-700 motion-reduce:transition-none ${
              index === activeIndex ? 'opacity-100' : 'opacity-0'
            }`}
          />
        ))}
      </div>
      {/* WCAG 2.2.2: anything that moves on its own for more than 5 seconds needs a way to stop it. */}
      <button
        type="button"
        onClick={() => setPausedByChoice(!paused)}
        aria-label={paused ? t.playSlideshow : t.pauseSlideshow}
        className="absolute right-3 bottom-3 inline-flex size-11 items-center justify-center rounded-full border border-neutral-200 bg-white/90 text-neutral-800 hover:bg-white"
      >
        <Glyph icon={paused ? Play : Pause} className="size-5" />
      </button>
    </div>
  );
}
