import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../i18n/i18n';
import { rememberLanguage } from '../../../i18n/locale';
import { ShareGymButton } from './share-gym-button';

// Contract §8.13: 'Share' on the gym page uses the phone's share sheet where there is one, else
// copies the share link /g/{id} and says so.

const gym = { _id: '6650f1c2a9b3e4d5f6a70001', name: 'Iron Temple Fitness', pricePerHour: 299 };
const shareLink = `${window.location.origin}/g/6650f1c2a9b3e4d5f6a70001`;

/** Gives the browser a navigator feature for one test (jsdom has neither share nor clipboard). */
function give(name: 'share' | 'canShare' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

afterEach(() => {
  for (const name of ['share', 'canShare', 'clipboard'] as const) Reflect.deleteProperty(navigator, name);
  rememberLanguage('en');
});

describe("the gym page's Share button", () => {
  it("opens the phone's share sheet with the gym's name, a line about it and its share link", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn().mockResolvedValue(undefined);
    give('share', share);
    give('clipboard', { writeText });
    render(<ShareGymButton gym={gym} />);

    fireEvent.click(screen.getByRole('button', { name: 'Share' }));

    await vi.waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith({ title: 'Iron Temple Fitness', text: 'Iron Temple Fitness on GymSlot, ₹299 / hour. Book an hourly slot:', url: shareLink });
    expect(writeText).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Share' })).toBeEnabled();
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });

  it('does nothing more when the person closes the share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    give('share', vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError')));
    give('clipboard', { writeText });
    render(<ShareGymButton gym={gym} />);

    fireEvent.click(screen.getByRole('button', { name: 'Share' }));

    expect(await screen.findByRole('button', { name: 'Share' })).toBeEnabled();
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });

  it('copies the share link where there is no share sheet, and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    give('clipboard', { writeText });
    render(<ShareGymButton gym={gym} />);

    fireEvent.click(screen.getByRole('button', { name: 'Share' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
    expect(writeText).toHaveBeenCalledWith(shareLink);
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    give('clipboard', { writeText: vi.fn().mockRejectedValue(new Error('not allowed')) });
    render(<ShareGymButton gym={gym} />);

    fireEvent.click(screen.getByRole('button', { name: 'Share' }));

    expect(await screen.findByLabelText('Copy this link to share the gym:')).toHaveValue(shareLink);
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });

  it('speaks Hindi', async () => {
    await loadLanguage('hi');
    rememberLanguage('hi');
    give('clipboard', { writeText: vi.fn().mockResolvedValue(undefined) });
    render(<ShareGymButton gym={gym} />);

    fireEvent.click(await screen.findByRole('button', { name: 'शेयर करें' }));

    expect(await screen.findByRole('status')).toHaveTextContent('लिंक कॉपी हो गया');
  });
});
