import { expect, test, type Locator, type Page } from '@playwright/test';
import { imageFitProblem, measureShownImages, type ShownImage } from '../support/image-fit.mjs';
import { appRunning } from '../support/app-running';
import { logIn } from '../support/login';
import { photoSizedJpeg } from '../support/photo-sized-jpeg.mjs';

// A phone on mobile data should get each photo as WebP at about the width its slot needs, not the
// 1600 px file. An owner uploads a photo-sized JPEG to one of their gyms; a 390 px wide, 2× screen
// then opens the pages that show it, and every picture they load is judged by support/image-fit.mjs.

interface OwnGym {
  _id: string;
  name: string;
  city: string;
  imageUrls: string[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Waits for the uploaded photo to load, then checks every picture the page loaded. */
async function expectPicturesFit(page: Page, photo: Locator, photoUrl: string, fullSizeBytes: number): Promise<void> {
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toHaveJSProperty('complete', true);
  const images = await measureShownImages(page);
  // A file one place on the page needs at its width (the card's carousel) may show in a smaller one
  // too (the thumbnails): the browser takes it from its cache, with no download of its own.
  const neededSomewhere = new Set(images.filter((image) => imageFitProblem(image) === null).map((image) => image.src));
  expect(images.filter((image) => !neededSomewhere.has(image.src)).map(imageFitProblem)).toEqual([]);

  // The file the browser picked from the srcset; the DOM types are not in this project's lib.
  const pickedSrc = await photo.evaluate((img) => (img as { currentSrc?: string }).currentSrc ?? '');
  expect(pickedSrc).toContain(photoUrl.replace(/\.webp$/, ''));
  const shown = images.find((image) => image.src === pickedSrc) as ShownImage;
  expect(shown.type).toBe('image/webp');
  expect(shown.fileWidth).toBeLessThan(1600);
  test.info().annotations.push({
    type: 'photo served',
    description: `${new URL(page.url()).pathname}: ${shown.fileWidth} px, ${kb(shown.bytes)} for a ${shown.shownWidth} CSS px slot at ${shown.devicePixelRatio}× (full size: 1600 px, ${kb(fullSizeBytes)}); ${images.length} pictures checked`,
  });
}

const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
test.use(phone);

test('a phone gets gym photos as WebP no wider than the card or gallery needs', async ({ page, browser }) => {
  // Re-encoding a photo three times and five page loads take longer than a plain journey.
  test.setTimeout(90_000);
  const ownerContext = await browser.newContext(phone);
  const owner = await ownerContext.newPage();
  await logIn(owner, 'owner@example.com');
  const { gyms } = (await (await owner.request.get('/api/gyms/my-gyms')).json()) as { gyms: OwnGym[] };
  const gym = gyms[0];
  if (!gym) throw new Error('the demo owner has no gym');

  const upload = await owner.request.patch(`/api/gyms/${gym._id}/add-images`, {
    multipart: { images: { name: 'gym-floor.jpg', mimeType: 'image/jpeg', buffer: await photoSizedJpeg() } },
  });
  expect(upload.status()).toBe(200);
  const [photoUrl] = ((await upload.json()) as { images: string[] }).images;
  if (!photoUrl) throw new Error('the upload answered no URL');
  const fullSizeBytes = (await (await owner.request.get(photoUrl)).body()).length;
  // The photo comes after the gym's demo pictures; its dot brings it into view, as a tap would.
  const position = gym.imageUrls.length + 1;
  const photoDot = `Show image ${position} of ${position}`;
  const photoIn = (anyPage: Page) => anyPage.getByRole('img', { name: `Gym ${gym.name} - ${position}` });

  try {
    await logIn(page, 'user@example.com');

    await test.step('a card in the city list', async () => {
      await page.goto(`/gyms/${encodeURIComponent(gym.city)}`);
      await appRunning(page);
      await page.getByRole('region', { name: `Photos of ${gym.name}` }).getByRole('button', { name: photoDot }).click();
      await expectPicturesFit(page, photoIn(page), photoUrl, fullSizeBytes);
    });

    await test.step('the gallery of the gym page', async () => {
      await page.goto(`/gym/${gym._id}`);
      await appRunning(page);
      await page.getByRole('region', { name: `Photos of ${gym.name}` }).getByRole('button', { name: photoDot }).click();
      await expectPicturesFit(page, photoIn(page), photoUrl, fullSizeBytes);
    });

    await test.step('the thumbnails of the owner dashboard', async () => {
      await owner.goto('/owner/dashboard');
      await appRunning(owner);
      await expectPicturesFit(owner, photoIn(owner), photoUrl, fullSizeBytes);
    });
  } finally {
    // Other specs share the demo gym; its variants go with it.
    await owner.request.patch(`/api/gyms/${gym._id}/delete-image`, { data: { imageUrl: photoUrl } });
    await ownerContext.close();
  }
});
