import { PRACTITIONER } from '../support/accounts.ts';
import { adminTest as test, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, screenshot } from './fixtures.ts';

// At 390 px a practitioner's form of Therapies, its seven weekdays of hours and its time off, lays out
// without widening the page, and axe-core finds nothing.

test('a practitioner’s hours and time off at 390 px @phone-only', async ({ page }) => {
  await gotoAdmin(page, '/admin/therapies/practitioners');
  await page.getByRole('link', { name: `Edit ${PRACTITIONER.name}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Practitioner' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Saturday' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Time off' })).toBeVisible();
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
  await screenshot(page, 'admin-therapies-practitioner');
  await expectNoA11yViolations(page);
});
