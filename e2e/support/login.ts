import { expect, type Browser, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Password123!';

export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // Signed in, the log-in page sends each person on: home (members, owners, admins) or, for
  // front-desk staff, their bookings.
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/** A page in its own browser context, logged in as `email`; the caller closes the context. */
export async function pageLoggedInAs(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, email);
  return page;
}
