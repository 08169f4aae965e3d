import type { Page } from '@playwright/test';
import { GALLERY_MESSAGES } from '../../app/lib/admin/gallery-messages.ts';
import { photo } from '../support/images.ts';
import { adminTest as test, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, gotoOk } from './fixtures.ts';

// The back-office's Gallery: a photo staff upload shows on /gallery with its alt text, a
// hidden one does not. Each test keeps to the photos it uploads (added last), so the shipped photos,
// the home page's collage of the first seven and the gallery's rows of 3, 4 and 3 stay as other tests expect.

const PATH = '/admin/gallery';

// sharp re-encodes each upload at three widths, and axe reads two screens full of photos, while the
// machine runs both projects side by side.
test.describe.configure({ timeout: 150_000 });

/** Alt text no other test (or project) uses. */
function uniqueAlt(label: string) {
  return `${label} (${test.info().project.name} ${Date.now().toString(36)})`;
}

/** A small real JPEG, made on the spot: sharp decodes and re-encodes it on the server. */
async function jpeg(colour: string) {
  return photo(1200, 900).flatten({ background: colour }).jpeg().toBuffer();
}

async function upload(page: Page, alt: string, colour: string) {
  await page
    .getByLabel('Photo', { exact: true })
    .setInputFiles({ name: 'Lantern Walk.JPG', mimeType: 'image/jpeg', buffer: await jpeg(colour) });
  await page.getByLabel('Alt text').fill(alt);
  await page.getByRole('button', { name: 'Upload Photo' }).click();
}

function listed(page: Page, alt: string) {
  return page
    .getByRole('region', { name: /^Photos \(/ })
    .getByRole('listitem')
    .filter({ hasText: alt });
}

test('staff upload a photo with its alt text; it shows on /gallery, hidden it does not, deleted it is gone', async ({ page }) => {
  await gotoAdmin(page, PATH);
  await expect(page.getByRole('heading', { name: 'Gallery Management', level: 1 })).toBeVisible();
  // In the sidebar (behind the Menu button on a phone).
  await expect(page.locator(`nav[aria-label="Back-office"] a[href="${PATH}"]`)).toHaveText('Gallery');
  await expectNoA11yViolations(page);

  const alt = uniqueAlt('Paper lanterns along the river path at dusk');
  await upload(page, alt, '#c77d2e');
  await expect(page.getByText(GALLERY_MESSAGES.created, { exact: true })).toBeVisible();
  await expect(listed(page, alt)).toHaveCount(1);
  // The form starts empty again for the next photo.
  await expect(page.getByLabel('Alt text')).toHaveValue('');
  await expectNoA11yViolations(page);

  await gotoOk(page, '/gallery');
  const image = page.locator('main section').getByRole('img', { name: alt, exact: true });
  await expect(image).toHaveCount(1);
  // Its stored widths, and a size that keeps the page from shifting while it loads.
  await expect(image).toHaveAttribute('src', /^\/uploads\/gallery-images\/\d+-lantern-walk-1200\.webp$/);
  await expect(image).toHaveAttribute('srcset', /-480\.webp 480w, .*-960\.webp 960w, .*-1200\.webp 1200w$/);
  await expect(image).toHaveAttribute('width', '1200');
  await expect(image).toHaveAttribute('height', '900');
  await expect(image).toHaveAttribute('loading', 'lazy');
  // Its thumbnail opens the photo viewer, and says which photo it opens.
  const thumbnail = page.getByRole('button', { name: `: ${alt}` });
  await expect(thumbnail).toHaveCount(1);
  await expect(thumbnail).toHaveAccessibleName(/^Open photo \d+: /);
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  await expectNoA11yViolations(page);

  await gotoAdmin(page, PATH);
  await listed(page, alt)
    .getByRole('button', { name: `Hide: ${alt}` })
    .click();
  await expect(page.getByText(GALLERY_MESSAGES.hidden, { exact: true })).toBeVisible();
  await expect(listed(page, alt)).toContainText('Hidden');
  await gotoOk(page, '/gallery');
  await expect(page.getByRole('img', { name: alt, exact: true })).toHaveCount(0);

  await gotoAdmin(page, PATH);
  await listed(page, alt)
    .getByRole('button', { name: `Delete: ${alt}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog).toContainText(GALLERY_MESSAGES.confirmDelete);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(GALLERY_MESSAGES.deleted, { exact: true })).toBeVisible();
  await expect(listed(page, alt)).toHaveCount(0);
});

test('a photo without alt text is refused with its sentence, in the browser and by the server', async ({ page, baseURL }) => {
  await gotoAdmin(page, PATH);
  await page
    .getByLabel('Photo', { exact: true })
    .setInputFiles({ name: 'untitled.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#4f7a5a') });
  await page.getByRole('button', { name: 'Upload Photo' }).click();
  await expect(page.getByText(GALLERY_MESSAGES.altRequired, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Alt text')).toHaveAttribute('aria-invalid', 'true');
  await expectNoA11yViolations(page);

  // Spaces are no description either; the server refuses what the browser would not send.
  const refused = await page.request.post(PATH, {
    headers: { Origin: baseURL! },
    multipart: { intent: 'create', alt: '   ', image: { name: 'untitled.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#4f7a5a') } },
  });
  expect(refused.status()).toBe(400);
  const body = await refused.text();
  expect(body).toContain(GALLERY_MESSAGES.saveFailed);
  expect(body).toContain(GALLERY_MESSAGES.altRequired);
  expect(body).not.toContain(GALLERY_MESSAGES.created);
});

test('without JavaScript, staff upload a photo, move it up and hide it with plain forms', async ({ browser, adminStorage, page }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: adminStorage, viewport: page.viewportSize() });
  const plain = await context.newPage();
  await plain.goto(PATH);
  const alt = uniqueAlt('Morning tea on the veranda');
  await upload(plain, alt, '#7a5a4f');
  await expect(plain.getByText(GALLERY_MESSAGES.created, { exact: true })).toBeVisible();
  const item = listed(plain, alt);
  const position = Number((await item.locator('p').first().textContent())!.match(/^(\d+)\./)![1]);
  expect(position).toBeGreaterThan(1);

  await item.getByRole('button', { name: `Move up: ${alt}` }).click();
  await expect(plain.getByText(GALLERY_MESSAGES.moved, { exact: true })).toBeVisible();
  // One place up (the other project's photos may come and go meanwhile, so not an exact number).
  const moved = Number((await listed(plain, alt).locator('p').first().textContent())!.match(/^(\d+)\./)![1]);
  expect(moved).toBeLessThan(position);

  await listed(plain, alt)
    .getByRole('button', { name: `Hide: ${alt}` })
    .click();
  await expect(plain.getByText(GALLERY_MESSAGES.hidden, { exact: true })).toBeVisible();
  await expect(listed(plain, alt)).toContainText('Hidden');
  // Left hidden, not deleted: a gallery page another test has open keeps every file it may still load.
  await context.close();
});
