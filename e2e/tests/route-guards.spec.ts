import { expect, test } from '@playwright/test';
import { logIn } from '../support/login';

test('a logged-out visitor is sent to /login from every protected area, which remembers the page', async ({ page }) => {
  for (const path of ['/explore', '/my-bookings', '/owner/dashboard', '/admin/dashboard']) {
    await page.goto(path);
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(path)}`);
  }
});

test('unknown paths show Page not found', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Page not found')).toBeVisible();
});

const roleCases = [
  { email: 'user@example.com', allowed: '/my-bookings', refused: '/owner/dashboard' },
  { email: 'owner@example.com', allowed: '/owner/dashboard', refused: '/admin/dashboard' },
  { email: 'admin@example.com', allowed: '/admin/dashboard', refused: '/my-bookings' },
];

for (const { email, allowed, refused } of roleCases) {
  test(`${email} reaches ${allowed} and is refused ${refused}`, async ({ page }) => {
    await logIn(page, email);
    await page.goto(allowed);
    await expect(page).toHaveURL(new RegExp(`${allowed}$`));
    await page.goto(refused);
    await expect(page).toHaveURL(/\/unauthorized$/);
  });
}

test('the navigation collapses behind a toggle on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await logIn(page, 'user@example.com');
  const toggle = page.getByRole('button', { name: 'Toggle navigation' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'My Bookings' })).toBeVisible();
});
