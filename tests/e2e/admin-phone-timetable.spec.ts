import { adminTest as test, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations } from './fixtures.ts';

// The Instructors screen with its form open on a phone: it fits 390 px without sideways scrolling, and
// axe-core finds nothing.

test('@phone-only the Instructors screen and its form lay out at 390 px and pass axe-core', async ({ page }) => {
  await gotoAdmin(page, '/admin/instructors?new=1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Instructors');
  await expect(page.getByRole('heading', { name: 'Create New Instructor' })).toBeVisible();
  await expect(page.getByLabel('Photo')).toBeAttached();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await page.getByLabel('Name').boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await expectNoA11yViolations(page);
});
