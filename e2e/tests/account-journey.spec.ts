import { expect, test } from '@playwright/test';
import { linkFromOutbox } from '../support/outbox';
import { appRunning } from '../support/app-running';

test('a new user registers, verifies by the mailed link, logs in and logs out', async ({ page }) => {
  const email = `meera.${Date.now()}@example.com`;
  const password = 'Strong-pass-42';

  await page.goto('/register');
  await page.getByLabel('Name').fill('Meera Iyer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Registration successful! Please check your email to verify your account.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

  const link = await linkFromOutbox(email, '/verify-email/');
  await page.goto(new URL(link).pathname);
  await expect(page.getByText('Email verified successfully')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Login' }).click();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Welcome back, Meera Iyer!')).toBeVisible();

  const alertMessage = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
  await page.getByRole('button', { name: 'Logout' }).first().click();
  expect(await alertMessage).toBe('Logged out successfully');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/my-bookings');
  await appRunning(page);
  await expect(page).toHaveURL('/login?next=%2Fmy-bookings');
});

test('an unverified account is told to verify before logging in', async ({ page }) => {
  const email = `unverified.${Date.now()}@example.com`;
  await page.goto('/register');
  await page.getByLabel('Name').fill('Kabir Shah');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Another-pass-7');
  await page.getByLabel('Confirm Password').fill('Another-pass-7');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Another-pass-7');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Email not verified. Please verify your email before logging in.')).toBeVisible();

  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText('If this email still needs verifying, a new verification link has been sent.')).toBeVisible();
  const link = await linkFromOutbox(email, '/verify-email/');
  await page.goto(new URL(link).pathname);
  await expect(page.getByText('Email verified successfully')).toBeVisible();
});
