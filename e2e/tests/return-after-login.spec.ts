import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, logIn } from '../support/login';

// A phone: the person opens a link someone shared with them.
test.use({ viewport: { width: 390, height: 800 } });

async function submitLogin(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('a shared gym link survives the detour through log-in', async ({ page }) => {
  const gyms = (await (await page.request.get('/api/gyms/all-public')).json()) as { data: { _id: string; name: string }[] };
  const gym = gyms.data[0];
  if (!gym) throw new Error('the demo seed has no public gym');
  const gymPath = `/gym/${gym._id}`;

  await page.goto(gymPath);
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(gymPath)}`);
  await submitLogin(page, 'user@example.com');

  await expect(page).toHaveURL(gymPath);
  await expect(page.getByRole('heading', { name: gym.name }).first()).toBeVisible();
});

for (const next of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
  test(`a hostile next ${next} lands on the usual page`, async ({ page }) => {
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await submitLogin(page, 'user@example.com');

    await expect(page.getByText('Welcome back, ')).toBeVisible();
    // Resolved against the app's own address: still on this site, on the home page.
    await expect(page).toHaveURL('/');
  });
}

test('a logged-in person opening /login or /register is sent on', async ({ page }) => {
  await logIn(page, 'user@example.com');

  await page.goto('/login?next=%2Fmy-bookings');
  await expect(page).toHaveURL('/my-bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();

  await page.goto('/register');
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Welcome back, ')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toHaveCount(0);
});
