import { request as playwrightRequest } from '@playwright/test';
import { LEARNING_MESSAGES } from '../../app/lib/admin/learning-messages.ts';
import { addDays, formatShortDate, todayIn } from '../../app/lib/dates.ts';
import { BALANCE_MESSAGES } from '../../app/lib/payment-messages.ts';
import { TRAINING_MESSAGES } from '../../app/lib/training-messages.ts';
import { ADMIN, gotoAdmin, signIn } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, gotoOk, screenshot, test } from './fixtures.ts';
import { fillGuest, payInDemo } from './guest-checkout.ts';

// A teacher training sold online: the owner gives a batch a fee, seats and a deposit; a guest enrols with
// their answers and pays the deposit; the owner accepts; the guest pays the balance from the booking's page.
// The guest's steps run at both widths; the owner's at the desk's, in a window of their own.

test('a guest enrols paying the deposit, the owner accepts, and the guest pays the balance from the booking page', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const title = `Pranayama Teacher Training ${stamp}`;
  const start = addDays(todayIn('Asia/Kolkata'), 70);
  const end = addDays(start, 20);

  // The owner's window, signed in through the real endpoint.
  const api = await playwrightRequest.newContext({ baseURL });
  await signIn(api, baseURL!, ADMIN);
  const owner = await browser.newContext({ storageState: await api.storageState(), viewport: { width: 1280, height: 800 } });
  await api.dispose();
  const desk = await owner.newPage();

  await gotoAdmin(desk, '/admin/learning?new=1');
  await desk.getByLabel('Title').fill(title);
  await desk.getByLabel('Short name').fill(`pranayama-${stamp}`);
  await desk.getByLabel('Summary').fill('Three weeks of breath, practice and teaching.');
  await desk.getByLabel('Highlights').fill('Daily pranayama');
  await desk.getByLabel('Application questions').fill('Your experience of yoga\nYour city [short] [optional]');
  await desk.getByRole('button', { name: 'Create Programme' }).click();
  await expect(desk.getByText(LEARNING_MESSAGES.created, { exact: true })).toBeVisible();
  await desk.getByRole('link', { name: `Edit ${title}` }).click();
  await desk.getByLabel('Start date').fill(start);
  await desk.getByLabel('End date').fill(end);
  await desk.getByLabel(/^Fee/).fill('42500');
  await desk.getByLabel('Seats').fill('2');
  await desk.getByLabel('Deposit', { exact: true }).selectOption('percent');
  await desk.getByLabel('Deposit (% of the fee)').fill('20');
  await desk.getByLabel('Balance due (days before the start)').fill('30');
  await desk.getByRole('button', { name: 'Add Batch' }).click();
  // The batch's row, with its deposit in words (the banner may have come and gone on a slow machine).
  await expect(desk.getByRole('region', { name: 'Batches (1)' })).toContainText('A deposit of 20%, the balance due 30 days before');

  // The guest enrols from /learning, paying the deposit.
  const email = `enrol-${stamp}@example.org`;
  await gotoOk(page, '/learning');
  const card = page
    .locator('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await card.getByRole('button', { name: `ENROL in the ${title}, batch starting ${formatShortDate(start)}` }).click();
  const dialog = page.getByRole('dialog', { name: 'ENROL' });
  await expect(dialog).toBeVisible();
  await fillGuest(dialog, email);
  await dialog.getByLabel('Your experience of yoga').fill('Six years of hatha yoga, two of teaching friends.');
  await expect(dialog.getByText('Pay a deposit of ₹8,500 now and the balance of ₹34,000 by')).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshot(page, 'enrol-dialog');
  await dialog.getByRole('button', { name: 'PAY ₹8,500' }).click();
  await payInDemo(page, '₹8,500');
  await expect(dialog.getByText(TRAINING_MESSAGES.enrolled)).toBeVisible();
  await page.waitForURL(/\/booking\//);
  const bookingUrl = page.url();
  await expect(page.getByText(TRAINING_MESSAGES.pending)).toBeVisible();
  await expectNoA11yViolations(page);

  // The owner reads the application and accepts it.
  await gotoAdmin(desk, '/admin/learning');
  // Other tests' applications may wait too: this guest's, found by their e-mail.
  const mine = desk
    .getByRole('region', { name: /^Applications/ })
    .getByRole('listitem')
    .filter({ hasText: email });
  await expect(mine.getByText('Six years of hatha yoga, two of teaching friends.')).toBeVisible();
  await screenshot(desk, 'learning-applications');
  await mine.getByRole('button', { name: 'Accept the application of Meera Iyer' }).click();
  await expect(desk.getByText(/^Application .* accepted\.$/)).toBeVisible();
  await owner.close();

  // The guest's page now shows the seat as theirs and the balance, which they pay.
  await gotoOk(page, new URL(bookingUrl).pathname);
  await expect(page.getByText(TRAINING_MESSAGES.accepted)).toBeVisible();
  const pay = page.getByRole('region', { name: BALANCE_MESSAGES.heading });
  await expect(pay).toContainText(BALANCE_MESSAGES.lead('₹34,000'));
  await expectNoA11yViolations(page);
  await pay.getByRole('button', { name: BALANCE_MESSAGES.pay('₹34,000') }).click();
  await payInDemo(page, '₹34,000');
  await expect(pay.getByRole('status')).toContainText(/Payment successful! Payment ID: pay_\w+/);
  await expect(pay.getByRole('button', { name: BALANCE_MESSAGES.pay('₹34,000') })).toHaveCount(0);
  // Both payments are on the booking: the deposit and the balance make the fee.
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('₹42,500');
});
