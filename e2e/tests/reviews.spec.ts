import { expect, test, type Browser, type Page } from '@playwright/test';
import { logIn } from '../support/login';
import { logInAsNewMember } from '../support/new-member';
import { LAST_START_MINUTE, slotStartingSoon, timeLabel } from '../support/slot-soon';
import { appRunning } from '../support/app-running';

const phone = { width: 390, height: 844 };
test.use({ viewport: phone });
test.describe.configure({ timeout: 120_000 });

interface ReviewFigures {
  averageRating: number;
  totalRatings: number;
}

/** The gym's figures as the API gives them; the screens must show the same. */
async function reviewFigures(page: Page, gymId: string): Promise<ReviewFigures> {
  const reply = await page.request.get(`/api/gyms/${gymId}/reviews`);
  expect(reply.status()).toBe(200);
  return (await reply.json()) as ReviewFigures;
}

const ratingName = ({ averageRating }: ReviewFigures) => `Rated ${averageRating.toFixed(1)} out of 5`;
const countText = ({ totalRatings }: ReviewFigures) => (totalRatings === 1 ? '(1 review)' : `(${totalRatings} reviews)`);

async function ownerOnPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  await logIn(page, 'owner@example.com');
  return page;
}

test('a member rates a checked-in visit; the rating shows on the gym page, Explore and the map, and the owner replies', async ({ page, browser }) => {
  const { date, minuteOfDay } = slotStartingSoon();
  test.skip(minuteOfDay > LAST_START_MINUTE, 'A slot starting in 30 minutes would end after midnight IST; run outside 10:30–11:30 PM IST.');
  const slot = timeLabel(minuteOfDay);

  // The owner opens a slot starting soon, so its check-in window is open now.
  const owner = await ownerOnPhone(browser);
  const { gyms } = (await (await owner.request.get('/api/gyms/my-gyms')).json()) as { gyms: { _id: string; name: string }[] };
  const gym = gyms.at(-1);
  if (!gym) throw new Error('owner@example.com has no gyms');
  const opened = await owner.request.post('/api/availability/set', {
    data: { gymId: gym._id, date, startTime: slot, endTime: timeLabel(minuteOfDay + 60) },
  });
  expect(opened.status(), await opened.text()).toBe(200);

  // A new member books and pays for it.
  await logInAsNewMember(page);
  await page.goto(`/book/${gym._id}?${new URLSearchParams({ date, time: slot }).toString()}`);
  await expect(page.getByLabel('Gym')).toHaveValue(gym.name);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Complete Payment' })).toBeVisible();
  const bookingId = page.url().split('/').at(-1) ?? '';
  await page.getByRole('button', { name: 'Pay Now with Razorpay' }).click();
  await page.getByRole('dialog', { name: 'GymSlot' }).getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  const otp = (await page.getByText(/^\d{6}$/).textContent()) ?? '';

  // Before the check-in there is nothing to rate.
  await page.goto('/my-bookings');
  await appRunning(page);
  const card = page.getByRole('article').filter({ hasText: bookingId.slice(0, 8) });
  await expect(card.getByText(otp, { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Rate your visit' })).toHaveCount(0);

  // The owner checks the member in with the OTP.
  await owner.goto(`/owner/verify-booking?${new URLSearchParams({ bookingId, otp }).toString()}`);
  await owner.getByRole('button', { name: 'Verify Booking' }).click();
  await expect(owner.getByText('Booking verified successfully')).toBeVisible();

  // The member rates the visit from My Bookings; a comment that looks like HTML stays text.
  const comment = `Spotless racks <b>${Date.now()}</b>`;
  await page.reload();
  await card.getByRole('button', { name: 'Rate your visit' }).click();
  const form = card.getByRole('form', { name: `Rate your visit to ${gym.name}` });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Rating must be a whole number from 1 to 5')).toBeVisible();
  await form.locator('label').filter({ hasText: '4 stars' }).click();
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await form.getByLabel('Comment (optional)').fill(comment);
  await expect(form.getByText(`${comment.length} / 1000`)).toBeVisible();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(card.getByText('Thanks for your review')).toBeVisible();
  await page.reload();
  await expect(card.getByText('Thanks for your review')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Rate your visit' })).toHaveCount(0);

  // The gym page lists the review (newest first) with the new average and count.
  const figures = await reviewFigures(page, gym._id);
  await page.goto(`/gym/${gym._id}`);
  await appRunning(page);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  const review = reviews.getByRole('article').filter({ hasText: comment }).first();
  await expect(review).toBeVisible();
  await expect(review.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(review.getByText('Anjali D.')).toBeVisible();
  await expect(reviews.getByRole('img', { name: ratingName(figures) })).toBeVisible();
  await expect(reviews.getByText(countText(figures))).toBeVisible();

  // Explore and the map show the gym's new rating, from the catalogue, within seconds.
  const exploreCard = page.getByRole('link', { name: new RegExp(gym.name) });
  await expect(async () => {
    await page.goto(`/explore?${new URLSearchParams({ search: gym.name }).toString()}`);
    await appRunning(page);
    await expect(exploreCard.getByText(countText(figures))).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(exploreCard.getByRole('img', { name: ratingName(figures) })).toBeVisible();

  const { gym: place } = (await (await page.request.get(`/api/gyms/${gym._id}`)).json()) as { gym: { latitude: number; longitude: number } };
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
  await page.context().grantPermissions(['geolocation']);
  // About a kilometre north of the gym, so the person's own marker does not cover the gym's.
  await page.context().setGeolocation({ latitude: place.latitude + 0.01, longitude: place.longitude });
  await page.goto('/map');
  await page.getByRole('button', { name: gym.name, exact: true }).click();
  await expect(page.getByRole('heading', { name: gym.name, level: 2 })).toBeVisible();
  await expect(page.getByRole('img', { name: ratingName(figures) })).toBeVisible();
  await expect(page.getByText(countText(figures))).toBeVisible();

  // The owner replies from the dashboard; the reply shows on the gym page.
  await owner.goto('/owner/dashboard');
  await appRunning(owner);
  await owner.getByRole('button', { name: `Reviews of ${gym.name}` }).click();
  const ownerReview = owner.getByRole('article').filter({ hasText: comment }).first();
  await ownerReview.getByRole('button', { name: 'Reply to Anjali D.' }).click();
  await ownerReview.getByLabel('Your reply').fill('Thank you, Anjali! See you again soon.');
  await ownerReview.getByRole('button', { name: 'Send reply' }).click();
  await expect(ownerReview.getByText('Thank you, Anjali! See you again soon.')).toBeVisible();
  await expect(ownerReview.getByRole('button', { name: 'Edit reply to Anjali D.' })).toBeVisible();
  await owner.context().close();

  await page.goto(`/gym/${gym._id}`);
  await appRunning(page);
  await expect(review.getByText('Thank you, Anjali! See you again soon.')).toBeVisible();
});
