import { expect, type Page } from '@playwright/test';
import { logIn } from './login';
import { linkFromOutbox } from './outbox';

/** A documentation address (TEST-NET-2) of the member's own, so sign-ups are counted per person, not per test run. */
export function ownAddress(): string {
  return `198.51.100.${1 + Math.floor(Math.random() * 254)}`;
}

/** A new, verified account of its own, logged in, so no other journey's holds count against it; returns its e-mail. */
export async function logInAsNewMember(page: Page): Promise<string> {
  const email = `anjali.${Date.now()}@example.com`;
  const password = 'Retry-pass-42';
  const registered = await page.request.post('/api/v1/auth/register', {
    data: { name: 'Anjali Desai', email, password },
    headers: { 'x-forwarded-for': ownAddress() },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await page.goto(new URL(await linkFromOutbox(email, '/verify-email/')).pathname);
  await expect(page.getByText('Email verified successfully')).toBeVisible();
  await logIn(page, email, password);
  return email;
}

/** `2026-11-01` as the screens show it: `Sun, 1 Nov 2026`. */
export const shownDate = (date: string) => new Date(`${date}T00:00:00Z`).toUTCString().slice(0, 16).replace(/ 0(\d) /, ' $1 ');
