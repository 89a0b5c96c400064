import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberLanguage } from '../../i18n/locale';
import { checkStatusAs } from '../../test/factories';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  rememberLanguage('en');
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('language switch', () => {
  it('shows the whole page in Hindi, remembers the choice and switches back', async () => {
    mockApi(checkStatusAs(null));
    const { user } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'हिन्दी' }));

    const nav = within(await screen.findByRole('navigation', { name: 'मुख्य मेन्यू' }));
    expect(await nav.findByRole('link', { name: 'लॉग इन' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'हमारे बारे में' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    expect(document.cookie).toContain('lang=hi');
    // The switch names the other language in itself.
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');

    await user.click(screen.getByRole('button', { name: 'English' }));

    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain('lang=en');
  });
});
