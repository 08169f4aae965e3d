import { adminTest as test, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations } from './fixtures.ts';

// At 390 px: the Learning screen's list, and a programme's form with its batches, lay out without
// widening the page, and axe-core finds nothing.

test('the Learning screen and a programme with its batches at 390 px @phone-only', async ({ page }) => {
  await gotoAdmin(page, '/admin/learning');
  await expect(page.getByRole('heading', { name: 'Learning Programmes', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Edit Yoga Teacher Training Certificate Program' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Programme' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Batches \(/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add Batch' })).toBeVisible();
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
  await expectNoA11yViolations(page);
});
