import { adminTest as test, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations } from './fixtures.ts';

// At 390 px the Retreats screen, its list and the first retreat's edit form with its departures, lay
// out without widening the page, and axe-core finds nothing.

test('the Retreats screen and its edit form at 390 px @phone-only', async ({ page }) => {
  await gotoAdmin(page, '/admin/retreats');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Retreats');
  await page.getByRole('link', { name: 'Edit 3-Day Rejuvenation Retreat' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Retreat' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Departures' })).toBeVisible();
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
  await expectNoA11yViolations(page);
});
