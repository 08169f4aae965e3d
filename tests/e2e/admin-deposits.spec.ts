import { DEPOSIT_FORM_MESSAGES } from '#app/lib/deposit.ts';
import { adminTest as test, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, screenshot } from './fixtures.ts';

// The owner's deposit rules on Site content: a choice of rule and a yes/no for keeping the deposit,
// checked by the page's schema. Nothing is saved (the refusal stores nothing): the site sells as before.

test('the owner’s deposit rules: choices and yes/no at both widths, a percentage out of range refused in words', async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await gotoAdmin(page, '/admin/content?page=deposits');
    await expect(page.getByLabel('Stays: deposit', { exact: true })).toHaveValue('none');
    await expectNoA11yViolations(page);
    await screenshot(page, 'admin-deposits');
  }
  await page.getByLabel('Stays: from nights').fill('5');
  await page.getByLabel('Stays: deposit', { exact: true }).selectOption('percent');
  await page.getByLabel('Stays: percentage or rupees').fill('120');
  await page.getByLabel('Stays: balance due (days before)').fill('14');
  await page.getByLabel('Stays: deposit not refundable').selectOption('true');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(DEPOSIT_FORM_MESSAGES.percent)).toBeVisible();
});
