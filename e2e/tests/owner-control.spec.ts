import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { hindiText } from '../support/hindi';
import { pageLoggedInAs } from '../support/login';
import { appRunning } from '../support/app-running';

// API contract §8.12 'Payout account' and 'Owners see their public page' (docs/decisions/064), on a
// phone: the admin adds a gym without a Razorpay account id; its owner opens its public page from
// the dashboard, meets plain words on the Prices form, and sees on Payouts, in Hindi, that the gym
// is paid outside GymSlot.

const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
test.use(phone);

const SCREENSHOTS = path.join(import.meta.dirname, '../../docs/screenshots/issue-30');
mkdirSync(SCREENSHOTS, { recursive: true });
const OWNER = 'owner2@example.com';

async function fitsThePhone(page: Page): Promise<void> {
  expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(phone.viewport.width);
}

test('an admin adds a gym without a payout account; its owner sees its public page, plain price messages and that it is paid outside GymSlot', async ({ browser }) => {
  test.setTimeout(120_000);
  const gymName = `E2E Owner Control Gym ${Date.now()}`;

  // The admin, on a phone, leaves the optional Razorpay account id empty: the hint says what that means.
  const admin = await pageLoggedInAs(browser, 'admin@example.com');
  await admin.setViewportSize(phone.viewport);
  await admin.goto('/admin/add-gym');
  const fields: [string, string][] = [
    ['Owner Email', OWNER],
    ['Owner Phone Number', '9876543210'],
    ['Gym Name', gymName],
    ['Capacity (people per hour)', '20'],
    ['Contact Number', '98220 12345'],
    ['Gym Email', 'desk@e2e-owner-control.example.in'],
    ['Address', '9 Control Lane, Baner'],
    ['City', 'Pune'],
    ['State', 'Maharashtra'],
    ['Pincode', '411045'],
    ['Latitude', '18.559'],
    ['Longitude', '73.7868'],
    ['Price per Hour (₹)', '199'],
  ];
  for (const [label, value] of fields) await admin.getByLabel(label, { exact: true }).fill(value);
  const account = admin.getByLabel('Razorpay Account ID (optional)', { exact: true });
  await expect(account).toHaveValue('');
  await expect(admin.getByText('Without one, the gym is paid outside GymSlot.', { exact: false })).toBeVisible();
  await admin.getByRole('button', { name: 'Add Gym', exact: true }).click();
  await expect(admin.getByText('Gym added successfully!')).toBeVisible();
  const gyms = (await (await admin.request.get('/api/gyms/all-gyms')).json()) as { gyms: { _id: string; name: string; razorpayAccountId: string }[] };
  const gym = gyms.gyms.find((each) => each.name === gymName);
  expect(gym?.razorpayAccountId).toBe('');
  await admin.context().close();

  // The owner opens the gym's public page from its card on the dashboard: a note, a way back, no booking.
  const owner = await pageLoggedInAs(browser, OWNER);
  await owner.setViewportSize(phone.viewport);
  await owner.goto('/owner/dashboard');
  await appRunning(owner);
  const card = owner.getByRole('article').filter({ has: owner.getByRole('heading', { name: gymName, exact: true }) });
  await card.getByRole('link', { name: `View public page of ${gymName}`, exact: true }).click();
  await expect(owner).toHaveURL(`/gym/${gym?._id}`);
  await expect(owner.getByRole('heading', { level: 1, name: gymName })).toBeVisible();
  await expect(owner.getByRole('note')).toContainText("This is your gym's public page");
  await expect(owner.getByRole('heading', { name: 'Book Your Slot' })).toHaveCount(0);
  expect(await seriousViolations(owner)).toEqual([]);
  await fitsThePhone(owner);
  await owner.screenshot({ path: path.join(SCREENSHOTS, 'owner-public-page-en-390.png') });
  await owner.getByRole('note').getByRole('link', { name: '← Back to Dashboard' }).click();
  await expect(owner).toHaveURL('/owner/dashboard');

  // Prices: a band without a price gets plain words under it, not 'pricePerHour is required'.
  await card.getByRole('link', { name: `Prices of ${gymName}`, exact: true }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Prices' })).toBeVisible();
  await owner.getByRole('button', { name: 'Add a band' }).click();
  await owner.getByRole('button', { name: 'Save prices' }).click();
  const band = owner.getByRole('group', { name: 'Band 1' });
  await expect(band.getByText('Enter a price per hour for this band.')).toBeVisible();
  await expect(owner.getByRole('alert')).toHaveText('Some bands need a change: see the message under each one.');
  await expect(owner.getByText(/pricePerHour|Validation failed/)).toHaveCount(0);

  // The same in Hindi (the switch shows the saved bands afresh, so the band is added again).
  await owner.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(owner.locator('html')).toHaveAttribute('lang', 'hi');
  await owner.getByRole('button', { name: hindiText('owner-price-bands', 'addBand') }).click();
  await owner.getByRole('button', { name: hindiText('owner-price-bands', 'save') }).click();
  const bandHi = owner.getByRole('group', { name: hindiText('owner-price-bands', 'bandLegend').replace('{number}', '1') });
  await expect(bandHi.getByText(hindiText('owner-price-band-problems', 'bandPriceRequired'))).toBeVisible();
  await expect(owner.getByRole('alert')).toHaveText(hindiText('owner-price-band-problems', 'fixBands'));
  await fitsThePhone(owner);
  await owner.screenshot({ path: path.join(SCREENSHOTS, 'price-bands-errors-hi-390.png'), fullPage: true });

  // Payouts, in Hindi: the new gym is paid outside GymSlot.
  await owner.goto('/owner/payouts');
  const section = owner.getByRole('region', { name: hindiText('owner-payout-gyms', 'heading') });
  const row = section.getByRole('listitem').filter({ hasText: gymName });
  await expect(row.getByText(hindiText('owner-payout-gyms', 'outsideGymSlot'), { exact: true })).toBeVisible();
  expect(await seriousViolations(owner)).toEqual([]);
  await fitsThePhone(owner);
  await row.scrollIntoViewIfNeeded();
  await owner.screenshot({ path: path.join(SCREENSHOTS, 'payouts-outside-hi-390.png') });
  await owner.context().close();
});
