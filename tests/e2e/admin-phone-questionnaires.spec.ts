import { adminTest as test, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, screenshot } from './fixtures.ts';

// At 390 px the Questionnaires screen, its list and the demo health questionnaire's builder with what it
// is asked for, lay out without widening the page, and axe-core finds nothing.

test('the Questionnaires screen and its builder at 390 px @phone-only', async ({ page }) => {
  await gotoAdmin(page, '/admin/questionnaires');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questionnaires');
  await page.getByRole('link', { name: 'Edit Health questionnaire' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Questionnaire' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Asked for' })).toContainText('Every stay');
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
  await expectNoA11yViolations(page);
  await screenshot(page, 'admin-questionnaires-phone');
});
