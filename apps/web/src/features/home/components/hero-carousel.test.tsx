import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HeroCarousel } from './hero-carousel';
import { homeMessages } from '../home-messages';
import { heroSlides } from './hero-slides';

const altOf = (index: number) => {
  const slide = heroSlides[index];
  return slide ? homeMessages.get()[slide.alt] : '';
};

describe('hero carousel', () => {
  it('loads only the first picture eagerly, with its size set', () => {
    render(<HeroCarousel />);
    const images = document.querySelectorAll('img');

    expect(images).toHaveLength(4);
    expect([...images].map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy', 'lazy']);
    images.forEach((image) => {
      expect(image).toHaveAttribute('width', '800');
      expect(image).toHaveAttribute('height', '500');
      expect(image.getAttribute('alt')).not.toBe('');
    });
  });

  it('shows the next picture every 3 seconds and wraps around', () => {
    vi.useFakeTimers();
    render(<HeroCarousel />);
    expect(screen.getByRole('img')).toHaveAccessibleName(altOf(0));

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('img')).toHaveAccessibleName(altOf(0));
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('img')).toHaveAccessibleName(altOf(1));

    act(() => vi.advanceTimersByTime(3 * 3000));
    expect(screen.getByRole('img')).toHaveAccessibleName(altOf(0));
  });

  it('stops moving when paused', async () => {
    // user-event needs the clock to keep moving between its steps.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<HeroCarousel />);

    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => vi.advanceTimersByTime(9000));

    expect(screen.getByRole('img')).toHaveAccessibleName(altOf(0));
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('stands still and does not fade when the device asks for reduced motion, until Play is pressed', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<HeroCarousel />);

    act(() => vi.advanceTimersByTime(9000));
    expect(screen.getByRole('img')).toHaveAccessibleName(altOf(0));
    expect(screen.getByRole('img')).toHaveClass('motion-reduce:transition-none');

    await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('img')).toHaveAccessibleName(altOf(1));
  });
});
