import { adminTest as test, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations } from './fixtures.ts';

// The class form with its weekly times on a phone: it fits 390 px without sideways scrolling, and axe-core finds nothing.

test('@phone-only the class form with weekly times lays out at 390 px and passes axe-core', async ({ page }) => {
  await gotoAdmin(page, '/admin/classes?new=1');
  await expect(page.getByLabel('Weekly times')).toBeVisible();
  await expect(page.getByLabel('Weeks ahead')).toHaveValue('8');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await page.getByLabel('Weekly times').boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await expectNoA11yViolations(page);
});
