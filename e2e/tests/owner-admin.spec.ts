import { crc32, deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { logIn, pageLoggedInAs } from '../support/login';
import { appRunning } from '../support/app-running';

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The IST calendar date `days` from now, as YYYY-MM-DD. */
function istDateFromToday(days: number): string {
  return new Date(Date.now() + IST_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** How the calendar names a day's button: 'Saturday, 21 November 2026'. */
function calendarDayLabel(date: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .formatToParts(new Date(`${date}T00:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, checksum]);
}

/** A real (decodable) PNG: `size` × `size` pixels of one RGB colour. */
function tinyPng(size = 8): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, default compression, filter and interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0x7f)]); // filter byte, then pixels
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

test('an owner opens 07:00–09:00 on a date three days ahead and a user sees exactly those slots', async ({ page, browser }) => {
  const date = istDateFromToday(3);
  await logIn(page, 'owner@example.com');
  await page.goto('/owner/set-date-availability');

  const gymSelect = page.getByLabel('Gym', { exact: true });
  await expect(gymSelect).toBeEnabled();
  const gymId = await gymSelect.inputValue();
  const gymName = ((await gymSelect.locator('option:checked').textContent()) ?? '').replace(/ \([^)]*\)$/, '');

  const dayButton = page.getByRole('button', { name: calendarDayLabel(date), exact: true });
  if (!(await dayButton.isVisible())) await page.getByRole('button', { name: 'Next month' }).click();
  await dayButton.click();
  await expect(dayButton).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Start Time').fill('07:00');
  await page.getByLabel('End Time').fill('09:00');
  await page.getByRole('button', { name: 'Set Availability' }).click();
  await expect(page.getByText(`Availability set for 1 date(s) at ${gymName}!`)).toBeVisible();

  const customer = await pageLoggedInAs(browser, 'user@example.com');
  await customer.goto(`/gym/${gymId}`);
  await appRunning(customer);
  await customer.locator('input[type="date"]').fill(date);
  // Every slot links to the booking form for that gym (spec §2 "Gym details") and shows its own price (§8.7).
  await expect(customer.locator(`a[href^="/book/${gymId}?"]`)).toHaveText([/^07:00 AM\s*₹[\d,]+ \/ hour\s*\d+ places? left$/, /^08:00 AM\s*₹[\d,]+ \/ hour\s*\d+ places? left$/]);
  await customer.context().close();
});

test('an admin adds a gym with a PNG photo and a user finds it by name on /explore', async ({ page, browser }) => {
  const gymName = `E2E Strength Lab ${Date.now()}`;
  await logIn(page, 'admin@example.com');
  await page.goto('/admin/add-gym');

  const fields: [string, string][] = [
    ['Owner Email', 'owner2@example.com'],
    ['Owner Phone Number', '9876543210'],
    ['Gym Name', gymName],
    ['Description (optional)', 'Added by the end-to-end suite.'],
    ['Amenities (comma-separated)', 'Showers, Lockers'],
    ['Capacity (people per hour)', '20'],
    ['Contact Number', '98220 12345'],
    ['Gym Email', 'desk@e2e-strength.example.in'],
    ['Address', '42 Test Street, Kothrud'],
    ['City', 'Pune'],
    ['State', 'Maharashtra'],
    ['Pincode', '411038'],
    ['Latitude', '18.5074'],
    ['Longitude', '73.8077'],
    ['Price per Hour (₹)', '249'],
    ['Razorpay Account ID (optional)', 'acc_E2EStrengthLab'],
  ];
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel('Images (maximum 8)').setInputFiles({ name: 'front-desk.png', mimeType: 'image/png', buffer: tinyPng() });
  await page.getByRole('button', { name: 'Add Gym', exact: true }).click();
  await expect(page.getByText('Gym added successfully!')).toBeVisible();
  await expect(page.getByLabel('Gym Name', { exact: true })).toHaveValue('');

  const customer = await pageLoggedInAs(browser, 'user@example.com');
  await customer.goto('/explore');
  await appRunning(customer);
  await customer.getByRole('searchbox').fill(gymName);
  await expect(customer.getByText(gymName).first()).toBeVisible();
  await customer.context().close();
});
