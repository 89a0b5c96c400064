import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Carousel } from './carousel';

const images = [
  { src: '/one.jpg', alt: 'Gym Zen - 1' },
  { src: '/two.jpg', alt: 'Gym Zen - 2' },
  { src: '/three.jpg', alt: 'Gym Zen - 3' },
];

const shownImage = () => screen.getByRole('img');

// jsdom has no PointerEvent; React reads the same fields from a MouseEvent of the pointer event's type.
function swipe(element: Element, fromX: number, toX: number) {
  fireEvent(element, new MouseEvent('pointerdown', { bubbles: true, clientX: fromX, clientY: 100 }));
  fireEvent(element, new MouseEvent('pointerup', { bubbles: true, clientX: toX, clientY: 104 }));
}

describe('carousel', () => {
  it('shows one picture at a time, lazily loaded and sized', () => {
    render(<Carousel label="Photos of Zen" images={images} width={800} height={500} />);

    expect(screen.getByRole('region', { name: 'Photos of Zen' })).toBeInTheDocument();
    expect(shownImage()).toHaveAccessibleName('Gym Zen - 1');
    for (const image of document.querySelectorAll('img')) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width', '800');
      expect(image).toHaveAttribute('height', '500');
    }
  });

  it('fetches only the first picture at once, and first, when it tops the page', () => {
    render(<Carousel label="Photos of Zen" images={images} width={800} height={500} eagerFirst />);

    const [first, ...rest] = document.querySelectorAll('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const image of rest) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
  });

  it('moves with the arrows, wrapping around, and jumps with the dots', async () => {
    const user = userEvent.setup();
    render(<Carousel label="Photos of Zen" images={images} width={800} height={500} />);

    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shownImage()).toHaveAccessibleName('Gym Zen - 2');
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(shownImage()).toHaveAccessibleName('Gym Zen - 3');

    await user.click(screen.getByRole('button', { name: 'Show image 1 of 3' }));
    expect(shownImage()).toHaveAccessibleName('Gym Zen - 1');
    expect(screen.getByRole('button', { name: 'Show image 1 of 3' })).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{ArrowRight}');
    expect(shownImage()).toHaveAccessibleName('Gym Zen - 2');
  });

  it('follows a swipe, and ignores a short drag', () => {
    render(<Carousel label="Photos of Zen" images={images} width={800} height={500} />);
    const picture = shownImage();

    swipe(picture, 300, 280);
    expect(shownImage()).toHaveAccessibleName('Gym Zen - 1');
    swipe(picture, 300, 150);
    expect(shownImage()).toHaveAccessibleName('Gym Zen - 2');
    swipe(shownImage(), 150, 300);
    expect(shownImage()).toHaveAccessibleName('Gym Zen - 1');
  });

  // jsdom applies no stylesheet, so this checks the classes; e2e/tests/discovery.spec.ts checks the widths in a browser.
  it('hides the arrows by CSS up to 768 px wherever it is used, keeping the dots and swipe', () => {
    render(<Carousel label="Photos of Zen" images={images} width={800} height={500} />);
    for (const name of ['Previous image', 'Next image']) {
      expect(screen.getByRole('button', { name })).toHaveClass('hidden', 'min-[769px]:inline-flex');
    }
    expect(screen.getByRole('button', { name: 'Show image 2 of 3' })).toBeInTheDocument();
  });

  it('has no controls for a single picture', () => {
    render(<Carousel label="Photos of Zen" images={images.slice(0, 1)} width={800} height={500} />);

    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
