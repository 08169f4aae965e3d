import type { BrowserContext, Page } from '@playwright/test';
import { contentDefinitions } from '#app/content/editable/index.ts';
import { CONTENT_MESSAGES } from '#app/lib/admin/content-messages.ts';
import { adminTest as test, gotoAdmin, submitAndRead } from './admin-fixtures.ts';
import { expect } from './fixtures.ts';

// The owner changes the home page's hero tagline on Site content, previews the draft (the public page
// still reads the old one), publishes it, and restores the first revision. While the new tagline is
// published every other test reading the home page would see it, so this runs in the project that ends
// before the others begin, and puts the first content back.

const FIRST = contentDefinitions.home.first.heroTagline;
const CHANGED = 'Rest by the river, wake with the birds.';

/** One round on a screen `width` px wide, after `before` rounds of two revisions each. */
async function round(page: Page, context: BrowserContext, width: number, before: number) {
  const published = 2 + 2 * before;
  await page.setViewportSize({ width, height: 844 });
  await gotoAdmin(page, '/admin/content');
  await expect(page.getByRole('heading', { name: CONTENT_MESSAGES.title, level: 1 })).toBeVisible();
  const tagline = page.getByLabel('Hero tagline');
  await expect(tagline).toHaveValue(FIRST);
  await tagline.fill(CHANGED);
  await submitAndRead(page, '/admin/content', page.getByRole('button', { name: 'Save draft' }), 200, CONTENT_MESSAGES.saved);

  // The preview opens in a tab of its own, with the draft; the public address still reads what is published.
  const [preview] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Preview' }).click()]);
  await preview.setViewportSize({ width, height: 844 });
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(CHANGED);
  await expect(preview.getByText(CONTENT_MESSAGES.previewBanner)).toBeVisible();
  await preview.goto('/');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(FIRST);

  await submitAndRead(page, '/admin/content', page.getByRole('button', { name: 'Publish' }), 200, CONTENT_MESSAGES.published);
  await preview.reload();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(CHANGED);

  const revisions = page.getByRole('region', { name: 'Revisions' });
  await expect(revisions.getByRole('listitem', { name: `Revision ${published}` })).toContainText('owner@example.org');
  await submitAndRead(
    page,
    '/admin/content',
    revisions.getByRole('button', { name: 'Restore revision 1' }),
    200,
    CONTENT_MESSAGES.restored,
  );
  await expect(page.getByLabel('Hero tagline')).toHaveValue(FIRST);
  await expect(revisions.getByRole('listitem', { name: `Revision ${published + 1}` })).toContainText('revision 1 restored');
  await preview.reload();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(FIRST);
  await preview.close();
}

test('the owner previews, publishes and restores the home page tagline, at a desk and on a phone', async ({ page, context }) => {
  test.setTimeout(240_000);
  // One test, not two: both rounds publish the same page, so they cannot run side by side.
  await round(page, context, 1280, 0);
  await round(page, context, 390, 1);
});
