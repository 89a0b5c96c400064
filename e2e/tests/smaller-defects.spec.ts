import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { hindiText } from '../support/hindi';
import { logIn } from '../support/login';
import { appRunning } from '../support/app-running';

// Issue 31's smaller defects as a person sees them at 390 px: register marks each field (English and
// Hindi), Explore's cards show the price, the admin's list heading never passes a page off as the total.

const SCREENSHOTS = path.join(import.meta.dirname, '../../docs/screenshots/issue-31');

test.use({ viewport: { width: 390, height: 844 } });

async function readIn(page: Page, language: 'en' | 'hi'): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: language, url: test.info().project.use.baseURL ?? '' }]);
}

test('register marks each empty field with its own message, in English and Hindi', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Name').fill('Priya Sharma');
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  await expect(page.getByRole('alert')).toHaveText('Please fill in all fields.');
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Enter your email address.');
  await expect(page.getByLabel('Name')).not.toHaveAttribute('aria-invalid');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'register-field-errors-390.png'), fullPage: true });

  await readIn(page, 'hi');
  await page.goto('/register');
  await page.getByRole('button', { name: hindiText('auth-register', 'submit'), exact: true }).click();
  await expect(page.getByLabel(hindiText('auth-register', 'name'), { exact: true })).toHaveAccessibleDescription(hindiText('auth-register', 'enterName'));
  await page.screenshot({ path: path.join(SCREENSHOTS, 'register-field-errors-hi-390.png'), fullPage: true });
});

test("Explore's gym cards show the price per hour", async ({ page }) => {
  await logIn(page, 'user@example.com');
  await page.goto('/explore?search=pune');
  await appRunning(page);
  const cards = page.getByRole('region', { name: 'Matching gyms' }).getByRole('link');
  await expect(cards.first()).toContainText(/₹[\d,.]+ \/ hour/);
  await page.getByRole('region', { name: 'Matching gyms' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'explore-card-price-390.png') });
});

test("the admin's bookings heading is the total, or says it shows the latest", async ({ page }) => {
  await logIn(page, 'admin@example.com');
  await page.goto('/admin/dashboard');
  const heading = page.getByRole('heading', { level: 2, name: /^All Bookings \((latest )?\d+\)$/ });
  await expect(heading).toBeVisible();
  if (await page.getByRole('button', { name: 'Load more' }).isVisible()) await expect(heading).toHaveText(/latest/);
  else await expect(heading).not.toHaveText(/latest/);
  await heading.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'admin-bookings-heading-390.png') });
});
