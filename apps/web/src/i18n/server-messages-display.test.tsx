import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Alert } from '../components/ui/alert';
import { FlashToast } from '../components/ui/flash-toast';
import { checkStatusAs } from '../test/factories';
import { mockApi, reply } from '../test/mock-api';
import { renderApp } from '../test/render-app';
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

  it("shows a refusal on a Hindi screen by its code, though its English is not the catalogue's", async () => {
    await loadLanguage('hi');
    rememberLanguage('hi');
    const reworded = 'That e-mail and password do not match an account';
    mockApi({
      ...checkStatusAs(null),
      'GET /api/v1/auth/providers': reply(200, { success: true, google: false }),
      'POST /api/v1/auth/login': reply(401, { success: false, message: reworded, error: reworded, code: 'wrongCredentials' }),
    });
    const { user } = renderApp('/login');

    await user.type(await screen.findByLabelText('ईमेल'), 'priya@example.in');
    await user.type(screen.getByLabelText('पासवर्ड'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'लॉग इन करें' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('ईमेल या पासवर्ड सही नहीं है');
    expect(screen.queryByText(reworded)).not.toBeInTheDocument();
  });

  it('leaves them in English when English is shown', () => {
    render(<Alert tone="error">This slot is full</Alert>);

    expect(screen.getByRole('alert')).toHaveTextContent('This slot is full');
  });
});
