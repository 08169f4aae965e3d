import sharp from 'sharp';
import { BLOG_MESSAGES, CLASS_MESSAGES, EVENT_MESSAGES } from '../../app/lib/admin/messages.ts';
import { UPLOAD_MESSAGES } from '../../server/uploads/messages.ts';
import { exifHasGps, jpegWithGps, PDF, photo, SVG } from '../support/images.ts';
import { createThroughForm, dayAhead, fillEventForm, uniqueTitle } from './admin-events-helpers.ts';
import { adminTest as test, gotoAdmin } from './admin-fixtures.ts';
import { expect } from './fixtures.ts';

// Images chosen in the back-office's forms, end to end: browser, action, sharp, disk, public page.

test('an event photo from a phone is stored upright as WebP without its GPS position and shown on the calendar', async ({ page }) => {
  // sharp encodes three widths of a 2000 px photo before the answer comes.
  test.slow();
  const title = uniqueTitle('Moonlight bowls');
  const date = dayAhead(5);
  await gotoAdmin(page, '/admin/events?new=1');
  await fillEventForm(page, { title, date });
  await page.getByLabel('Image').setInputFiles({ name: 'IMG 2041 (Bengaluru).JPG', mimeType: 'image/jpeg', buffer: await jpegWithGps() });
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByText(EVENT_MESSAGES.created, { exact: true })).toBeVisible();

  await page.goto(`/calendar?date=${date}`);
  const card = page.locator('article', { has: page.getByRole('heading', { name: title, exact: true }) });
  const image = card.locator('img[src^="/uploads/"]');
  await expect(image).toHaveCount(1);
  const src = (await image.getAttribute('src'))!;
  // Named by the time and the cleaned original name, at the largest width kept.
  expect(src).toMatch(/^\/uploads\/event-images\/\d+-img-2041-bengaluru-1600\.webp$/);
  // The phone gets the small file: every stored width is offered.
  await expect(image).toHaveAttribute('srcset', /-480\.webp 480w, .*-960\.webp 960w, .*-1600\.webp 1600w$/);

  const response = await page.request.get(src);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/webp');
  expect(response.headers()['cache-control']).toContain('immutable');
  const stored = await sharp(await response.body()).metadata();
  expect(stored.format).toBe('webp');
  expect(stored.width).toBe(1600);
  expect(exifHasGps(stored.exif)).toBe(false);
  expect(stored.exif).toBeUndefined();
});

test('a blog post published with a featured image shows it on its public page', async ({ page }) => {
  const title = uniqueTitle('Morning light');
  await gotoAdmin(page, '/admin/blogs?new=1');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Author').fill('Meera Nair');
  await page.getByLabel('Excerpt').fill('Why we rise with the sun.');
  await page.getByLabel('Content').fill('The **first hour** sets the day.');
  await page
    .getByLabel('Featured image')
    .setInputFiles({ name: 'sunrise.png', mimeType: 'image/png', buffer: await photo(800, 600).png().toBuffer() });
  // The chosen file is previewed before it is sent.
  await expect(page.locator('img[src^="blob:"]')).toHaveCount(1);
  await page.getByLabel('Published').check();
  await page.getByRole('button', { name: 'Create Blog' }).click();
  await expect(page.getByText(BLOG_MESSAGES.created)).toBeVisible();

  await page.goto('/blogs');
  const link = page.getByRole('link', { name: title }).first();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // 800 px wide: kept at 480 and at its own 800, never enlarged to 960 or 1600.
  await expect(page.locator('main img[src^="/uploads/blog-images/"]')).toHaveAttribute('src', /-sunrise-800\.webp$/);
});

test.describe('refused files', () => {
  // The action answers 413 or 422; Chromium reports the failed fetch on the console.
  test.use({ expectedConsoleErrors: /status of 4(13|22)/ });

  test('a PDF renamed .jpg is refused with a clear message and nothing is saved', async ({ page }) => {
    const title = uniqueTitle('Paper event');
    await gotoAdmin(page, '/admin/events?new=1');
    await fillEventForm(page, { title, date: dayAhead(6) });
    await page.getByLabel('Image').setInputFiles({ name: 'poster.jpg', mimeType: 'image/jpeg', buffer: PDF });
    await page.getByRole('button', { name: 'Create Event' }).click();
    await expect(page.getByText(`${EVENT_MESSAGES.saveFailed}: ${UPLOAD_MESSAGES.notImage}`).first()).toBeVisible();
    await gotoAdmin(page, '/admin/events');
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  });

  test('an SVG posing as a PNG is refused and no class is saved', async ({ page }) => {
    const title = uniqueTitle('Vector yoga');
    await gotoAdmin(page, '/admin/classes?new=1');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Instructor').fill('Ravi Menon');
    await page.getByLabel('Duration').fill('60 min');
    await page.getByLabel('Price').fill('Rs 600');
    await page.getByLabel('Capacity').fill('12');
    await page.getByLabel('Schedule').fill('Tue, Thu · 7:00 AM');
    await page.getByLabel('Description').fill('Gentle flow for stiff backs.');
    await page.getByLabel('Image').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: SVG });
    await page.getByRole('button', { name: 'Create Class' }).click();
    await expect(page.getByText(`${CLASS_MESSAGES.saveFailed}: ${UPLOAD_MESSAGES.notImage}`).first()).toBeVisible();
    await gotoAdmin(page, '/admin/classes');
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  });

  test('an 11 MB photo is refused with the size limit, and the event is left as it was', async ({ page }) => {
    // 11 MB through the browser, twice over on a busy machine: more time than a plain form.
    test.slow();
    const title = uniqueTitle('Heavy photo');
    await createThroughForm(page, { title, date: dayAhead(7) });
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    const huge = Buffer.alloc(11 * 1024 * 1024, 0x20);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    await page.getByLabel('Image').setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: huge });
    await page.getByLabel('Price').fill('Rs 9999');
    await page.getByRole('button', { name: 'Update Event' }).click();
    await expect(page.getByText(`${EVENT_MESSAGES.saveFailed}: ${UPLOAD_MESSAGES.tooLarge}`).first()).toBeVisible();
    await gotoAdmin(page, `/admin/events?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Rs 750');
  });
});
