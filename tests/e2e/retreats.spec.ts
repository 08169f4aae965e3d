import { formatRupees } from '../../app/lib/money.ts';
import { adminTest as test } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, gotoOk } from './fixtures.ts';
import { createRetreat } from './retreat-form.ts';

// A second retreat the owner made, as a guest finds it: on the Rejuvenation page beside the first, and on
// its own page with its length, its prices (programme plus its four nights) and its booking dialog.

test('a new retreat is listed and shown on its own page, with its own figures', async ({ page, baseURL }, testInfo) => {
  const slug = `silent-${testInfo.project.name}`;
  const title = `Silent Retreat ${testInfo.project.name}`;
  await createRetreat(page.request, baseURL!, slug, title);

  await gotoOk(page, '/rejuvenation');
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText('5 days · 4 nights');
  await expect(card).toContainText(`From ${formatRupees(30000 + 2000 * 4)} per person`);
  await expect(page.getByRole('article').filter({ hasText: '3-Day Rejuvenation Retreat' })).toBeVisible();
  await card.getByRole('link', { name: 'VIEW THE PACKAGE' }).click();

  await expect(page).toHaveURL(new RegExp(`/rejuvenation/${slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const prices = page.getByRole('table', { name: 'Retreat price by occupancy' });
  await expect(prices.getByRole('row', { name: /Double occupancy/ })).toContainText(formatRupees(38000));
  await expect(prices.getByRole('row', { name: /Single occupancy/ })).toContainText(formatRupees(42000));
  await expect(page.locator('main')).toContainText('The programme fee is ₹30,000 per person');
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'BOOK THIS EXPERIENCE' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'BOOK THIS EXPERIENCE' });
  await expect(dialog).toContainText(title);
  await expect(dialog.getByRole('button', { name: `PAY ${formatRupees(38000)}` })).toBeVisible();
  await expectNoA11yViolations(page);
});

test.describe('an unknown retreat', () => {
  test.use({ expectedConsoleErrors: /status of 404/ });

  test('answers the site’s 404 page', async ({ page }) => {
    const response = await page.goto('/rejuvenation/no-such-retreat');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This path leads nowhere, gently');
  });
});
