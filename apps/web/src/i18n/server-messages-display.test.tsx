import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Alert } from '../components/ui/alert';
import { FlashToast } from '../components/ui/flash-toast';
import { loadLanguage } from './i18n';
import { rememberLanguage } from './locale';

afterEach(() => {
  rememberLanguage('en');
  document.cookie = 'lang=; path=/; max-age=0';
});

// The server's texts reach the screen through a few shared pieces, which show them in the chosen language.
describe('server texts on screen', () => {
  it('shows an alert and a flash message holding a server text in Hindi', async () => {
    await loadLanguage('hi');
    rememberLanguage('hi');
    render(
      <>
        <Alert tone="error">This slot is full</Alert>
        <FlashToast message={{ tone: 'success', text: 'You have left the waitlist' }} />
      </>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('यह स्लॉट भर चुका है');
    expect(screen.getByText('आप वेटलिस्ट से हट गए हैं')).toBeInTheDocument();
  });

  it('leaves them in English when English is shown', () => {
    render(<Alert tone="error">This slot is full</Alert>);

    expect(screen.getByRole('alert')).toHaveTextContent('This slot is full');
  });
});
