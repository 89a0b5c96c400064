import { expect, test } from '@playwright/test';
import { expectVisibleFocus, tabTo, typeInto } from '../support/keyboard';
import { DEMO_PASSWORD, logIn } from '../support/login';

// The forms and the mobile menu with the keyboard alone: no click, no fill.

test('the login form works with the keyboard alone, with a visible focus ring', async ({ page }) => {
  await page.goto('/login');
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password', { exact: true });
  await typeInto(page, email, 'user@example.com');
  await typeInto(page, password, DEMO_PASSWORD);

  await tabTo(page, email, { backwards: true });
  await expectVisibleFocus(email);
  await expect(email).toHaveValue('user@example.com');

  const submit = page.getByRole('button', { name: 'Login', exact: true });
  await tabTo(page, submit);
  await expectVisibleFocus(submit);
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Welcome back, /)).toBeVisible();
});

test('the register form works with the keyboard alone, with a visible focus ring', async ({ page }) => {
  const password = 'Strong-pass-42';
  await page.goto('/register');
  await typeInto(page, page.getByLabel('Name'), 'Kiran Rao');
  await typeInto(page, page.getByLabel('Email'), `kiran.${Date.now()}@example.com`);
  await typeInto(page, page.getByLabel('Password', { exact: true }), password);
  await typeInto(page, page.getByLabel('Confirm Password'), password);

  const submit = page.getByRole('button', { name: 'Register', exact: true });
  await tabTo(page, submit);
  await expectVisibleFocus(submit);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Registration successful! Please check your email to verify your account.')).toBeVisible();
});

test('the mobile menu toggle opens with Enter and closes with Space', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await logIn(page, 'user@example.com');
  const toggle = page.getByRole('button', { name: 'Toggle navigation' });
  await tabTo(page, toggle);
  await expectVisibleFocus(toggle);

  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const myBookings = page.getByRole('link', { name: 'My Bookings' });
  await expect(myBookings).toBeVisible();
  await tabTo(page, myBookings);
  await expectVisibleFocus(myBookings);

  await tabTo(page, toggle, { backwards: true });
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(myBookings).toBeHidden();
});
