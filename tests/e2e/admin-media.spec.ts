import { CONTENT_MESSAGES } from '#app/lib/admin/content-messages.ts';
import { MEDIA_MESSAGES } from '#app/lib/admin/media-messages.ts';
import { photo } from '../support/images.ts';
import { adminTest as test, gotoAdmin, submitAndRead } from './admin-fixtures.ts';
import { expect, gotoOk } from './fixtures.ts';

// The owner uploads an image with its alt text to the Media library, chooses it on Site content for a
// therapy panel of the home page, previews, publishes, and the home page shows it at its own widths; then
// puts the first content back and deletes the image, unused again. While it is published the panel shows
// another photo of the same shape, which no other test looks at; it does not run among the pristine tests,
// as admin-content.pristine.ts publishes the home page there at the same time. Both screens' 390 px layout
// and axe check are in admin-phone.spec.ts, with every back-office screen.

const SLOT = 'Medical Consultations photo';

test('the owner chooses an uploaded library image for a therapy panel of the home page', async ({ page, context }) => {
  const alt = `Paper lanterns by the river at dusk ${Date.now().toString(36)}`;
  await gotoAdmin(page, '/admin/media');
  await expect(page.getByRole('heading', { name: MEDIA_MESSAGES.title, level: 1 })).toBeVisible();
  await expect(page.locator('nav[aria-label="Back-office"] a[href="/admin/media"]')).toHaveText(MEDIA_MESSAGES.title);
  await page.getByLabel('Image', { exact: true }).setInputFiles({
    name: 'Lantern Walk.JPG',
    mimeType: 'image/jpeg',
    buffer: await photo(1200, 900).flatten({ background: '#c77d2e' }).jpeg().toBuffer(),
  });
  await page.getByLabel('Alt text').fill(alt);
  await submitAndRead(page, '/admin/media', page.getByRole('button', { name: 'Upload image' }), 200, MEDIA_MESSAGES.created);
  await page.getByRole('searchbox', { name: 'Search' }).fill('lantern walk');
  await page.getByRole('button', { name: 'Apply' }).click();
  const found = page
    .getByRole('region', { name: /^Images found \(1\)$/ })
    .getByRole('listitem')
    .filter({ hasText: alt });
  await expect(found).toContainText('Not used on any page.');

  await gotoAdmin(page, '/admin/content');
  await page.getByRole('group', { name: SLOT }).getByRole('radio', { name: alt }).check();
  await submitAndRead(page, '/admin/content', page.getByRole('button', { name: 'Save draft' }), 200, CONTENT_MESSAGES.saved);
  const panelImage = (on: typeof page) =>
    on
      .getByRole('link', { name: /^Medical Consultations/ })
      .locator('img')
      .first();
  const [preview] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Preview' }).click()]);
  await expect(panelImage(preview)).toHaveAttribute('src', /^\/uploads\/media-images\/\d+-lantern-walk-1200\.webp$/);
  await preview.goto('/');
  await expect(panelImage(preview)).not.toHaveAttribute('src', /\/uploads\//);

  await submitAndRead(page, '/admin/content', page.getByRole('button', { name: 'Publish' }), 200, CONTENT_MESSAGES.published);
  await preview.reload();
  const shown = panelImage(preview);
  await expect(shown).toHaveAttribute('src', /^\/uploads\/media-images\/\d+-lantern-walk-1200\.webp$/);
  await expect(shown).toHaveAttribute('srcset', /-480\.webp 480w, .*-960\.webp 960w, .*-1200\.webp 1200w$/);
  await expect(shown).toHaveAttribute('sizes', '(min-width: 768px) 20vw, 100vw');
  await expect(shown).toHaveAttribute('width', '1200');
  await expect(shown).toHaveAttribute('height', '900');
  // A phone is served the same photo, at the width it needs.
  await preview.setViewportSize({ width: 390, height: 844 });
  await preview.reload();
  await expect(panelImage(preview)).toHaveAttribute('srcset', /-480\.webp 480w/);
  await panelImage(preview).scrollIntoViewIfNeeded();
  await expect.poll(() => panelImage(preview).evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/lantern-walk-\d+\.webp$/);
  await preview.close();

  await gotoAdmin(page, '/admin/media');
  const item = page.getByRole('listitem').filter({ hasText: alt });
  await expect(item).toContainText(`Home page: ${SLOT}`);
  await expect(item.getByRole('button', { name: `Delete: ${alt}` })).toHaveCount(0);

  // The first content back for every other test; the image, unused again, can go.
  await gotoAdmin(page, '/admin/content');
  const revisions = page.getByRole('region', { name: 'Revisions' });
  await submitAndRead(
    page,
    '/admin/content',
    revisions.getByRole('button', { name: 'Restore revision 1' }),
    200,
    CONTENT_MESSAGES.restored,
  );
  await gotoOk(page, '/');
  await expect(panelImage(page)).toHaveAttribute('src', '/media/img/misty-hills-1600.webp');
  await gotoAdmin(page, '/admin/media');
  await page.getByRole('button', { name: `Delete: ${alt}` }).click();
  await submitAndRead(page, '/admin/media', page.getByRole('dialog').getByRole('button', { name: 'Delete' }), 200, MEDIA_MESSAGES.deleted);
  await expect(page.getByRole('listitem').filter({ hasText: alt })).toHaveCount(0);
});
