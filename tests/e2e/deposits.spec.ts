import { RETREAT_ADMIN_MESSAGES } from '../../app/lib/admin/retreat-messages.ts';
import { todayIn } from '../../app/lib/dates.ts';
import { DEPOSIT_BOOKING_MESSAGES, type DepositRule, depositTermsOf, depositTermsText } from '../../app/lib/deposit-terms.ts';
import { formatPaise } from '../../app/lib/money.ts';
import { BALANCE_MESSAGES, DEPOSIT_MESSAGES } from '../../app/lib/payment-messages.ts';
import { adminTest as test } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, gotoOk, screenshot } from './fixtures.ts';
import { ahead, fillGuest, payInDemo } from './guest-checkout.ts';
import { retreatFormFields } from './retreat-form.ts';

// A retreat whose programme takes a deposit, booked by a guest paying the deposit (the dialog states the
// deposit, the balance and its due date), then the balance paid from the booking page, which then shows
// nothing due.

const RULE: DepositRule = { type: 'percent', percent: 30, balanceDaysBefore: 14, nonRefundable: true };
// The retreat form's figures: ₹30,000 programme and four nights at ₹2,000 for one guest sharing a double.
const PRICE_PAISE = (30_000 + 4 * 2_000) * 100;

test('a retreat booked paying its deposit, then its balance from the booking page', async ({ page, baseURL }, testInfo) => {
  const slug = `deposit-${testInfo.project.name}`;
  const title = `Deposit Retreat ${testInfo.project.name}`;
  const created = await page.request.post('/admin/retreats', {
    form: { ...retreatFormFields(slug, title), depositType: 'percent', depositAmount: '30', depositDays: '14', depositNonRefundable: 'on' },
    headers: { origin: baseURL! },
  });
  expect(await created.text()).toContain(RETREAT_ADMIN_MESSAGES.created);

  const start = ahead(testInfo.project.name, 70);
  const terms = depositTermsOf(RULE, PRICE_PAISE, start, todayIn('Asia/Kolkata'))!;
  const deposit = formatPaise(terms.depositPaise);
  const balance = formatPaise(terms.balancePaise);

  await gotoOk(page, `/rejuvenation/${slug}`);
  await page.getByRole('button', { name: 'BOOK THIS EXPERIENCE' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'BOOK THIS EXPERIENCE' });
  await fillGuest(dialog, `deposit.${testInfo.project.name}@example.org`);
  await dialog.getByLabel('Guests').selectOption('1');
  // The first start offered is within the balance's window: no choice, the whole price.
  await expect(dialog.getByRole('group', { name: DEPOSIT_MESSAGES.legend })).toBeHidden();
  await dialog.getByLabel('Start date').fill(start);
  const choice = dialog.getByRole('group', { name: DEPOSIT_MESSAGES.legend });
  await expect(choice).toBeVisible();
  await choice.getByLabel(DEPOSIT_MESSAGES.deposit(deposit)).check();
  await expect(choice).toContainText(depositTermsText(terms));
  await expect(choice).toContainText(`${balance} by`);
  await expectNoA11yViolations(page);
  await screenshot(page, 'deposit-choice');
  await dialog.getByRole('button', { name: `PAY ${deposit}` }).click();
  await payInDemo(page, deposit);

  // The booking page follows: the deposit paid, the balance and its date, and PAY for the balance.
  await expect(page).toHaveURL(/\/booking\//, { timeout: 10_000 });
  await expect(page.locator('main')).toContainText(DEPOSIT_BOOKING_MESSAGES.balanceDue(balance, terms.balanceDueOn));
  await expect(page.locator('main')).toContainText(DEPOSIT_BOOKING_MESSAGES.depositPaid(deposit, formatPaise(PRICE_PAISE)));
  const payDue = page.getByRole('region', { name: BALANCE_MESSAGES.heading });
  await expect(payDue).toContainText(BALANCE_MESSAGES.lead(balance));
  await expectNoA11yViolations(page);
  await screenshot(page, 'deposit-booking-page');
  await payDue.getByRole('button', { name: `PAY ${balance}` }).click();
  await payInDemo(page, balance);
  await expect(payDue.getByRole('status')).toContainText('Payment successful!');
  await expect(payDue.getByRole('button')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('region', { name: BALANCE_MESSAGES.heading })).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText(DEPOSIT_BOOKING_MESSAGES.balanceDue(balance, terms.balanceDueOn));
  await expect(page.locator('main')).toContainText(formatPaise(PRICE_PAISE));
});
