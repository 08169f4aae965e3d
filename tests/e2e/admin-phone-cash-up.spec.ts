import { adminTest as test, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations } from './fixtures.ts';

// The cash-up on a phone: the day's till fits 390 px without sideways scrolling, and axe finds nothing.

test('the cash-up fits a phone @phone-only', async ({ page }) => {
  await gotoAdmin(page, '/admin/reports/cash-up');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cash-up');
  await expect(page.locator('tr[data-line="net"]')).toBeVisible();
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  await expectNoA11yViolations(page);
});
