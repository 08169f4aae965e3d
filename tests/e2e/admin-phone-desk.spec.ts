import type { Page } from '@playwright/test';
import { todayIn } from '../../app/lib/dates.ts';
import { createTestEvent, uniqueTag } from './admin-booking-helpers.ts';
import { adminTest as test, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations } from './fixtures.ts';
import { payDemoStay, stayDaysAhead } from './refund-helpers.ts';

// The desk's new dialogs on a phone: they fit 390 px without sideways scrolling, and axe finds nothing.

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test('the walk-in dialog fits a phone @phone-only', async ({ page }, testInfo) => {
  const title = `Phone walk-in ${uniqueTag(testInfo)}`;
  await createTestEvent(page, { title, eventDate: todayIn('Asia/Kolkata'), timeSlots: ['11:59 PM'], slotCapacity: 5 });
  await gotoAdmin(page, '/admin/today');
  await page.getByRole('button', { name: 'Walk-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Walk-in' });
  await expect(dialog).toContainText('Step 1 of 3: Slot');
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
  await dialog.getByRole('radio', { name: new RegExp(title) }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Phone' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
});

test('the refund confirmation fits a phone @phone-only', async ({ page, baseURL }, testInfo) => {
  const email = `phone.refund.${uniqueTag(testInfo)}@example.org`;
  const { bookingId } = await payDemoStay(page.request, baseURL!, email, stayDaysAhead(36));
  await gotoAdmin(page, `/admin/bookings?view=${bookingId}`);
  const refunds = page.getByRole('dialog', { name: 'Booking Details' }).getByRole('region', { name: 'Refunds' });
  await refunds.scrollIntoViewIfNeeded();
  await refunds.getByLabel('Reason').fill('Asked');
  await refunds.getByRole('button', { name: 'Refund' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('to Kavya Rao?');
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
});
