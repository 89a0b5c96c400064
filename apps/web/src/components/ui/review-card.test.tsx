import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../i18n/i18n';
import { rememberLanguage } from '../../i18n/locale';
import { createReview } from '../../test/review-factories';
import { ReviewCard } from './review-card';

afterEach(() => rememberLanguage('en'));

describe('a review card', () => {
  it("shows the author's name as the API gives it", () => {
    render(<ReviewCard review={createReview()} />);
    expect(screen.getByRole('article', { name: 'Review by Priya S.' })).toHaveTextContent('Priya S.');
  });

  it("shows a deleted author as 'Former member' (§8.11), in Hindi too", async () => {
    const { rerender } = render(<ReviewCard review={createReview({ authorName: 'Former member' })} />);
    expect(screen.getByRole('article', { name: 'Review by Former member' })).toBeInTheDocument();
    await loadLanguage('hi');
    rememberLanguage('hi');
    rerender(<ReviewCard review={createReview({ authorName: 'Former member' })} />);
    expect(await screen.findByText('पूर्व सदस्य')).toBeInTheDocument();
  });
});
