import { OFFLINE_PAYMENT_MESSAGES, offlineMethodLabels } from '../../app/lib/admin/offline-payment.ts';
import type { OfflinePaymentMethod } from '../../app/lib/enums.ts';
import { createBooking, uniqueTag } from './admin-booking-helpers.ts';
import { adminTest as test, gotoAdmin, signIn } from './admin-fixtures.ts';
import { expect, screenshot } from './fixtures.ts';

// The day's cash-up matches what was taken: a desk member of the test's own (so that no other test's
// takings are counted with theirs) marks bookings paid by cash and by UPI, part and whole; the owner's
// cash-up for them shows each method's count and sum, and the net.

test('the cash-up of a desk member matches the cash and UPI they took', async ({ page, browser, baseURL }, testInfo) => {
  const tag = uniqueTag(testInfo);
  const email = `till.${tag}@example.org`;
  await gotoAdmin(page, '/admin/staff');
  const form = page.getByRole('region', { name: 'Add a staff member' });
  await form.getByLabel('Name').fill(`Till ${tag}`);
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Add member' }).click();
  const password = (await page.getByTestId('one-time-password').textContent())!;

  const book = (name: string, price: string) =>
    createBooking(page, baseURL!, {
      customerName: `${name} ${tag}`,
      customerEmail: `${name}.${tag}@example.org`,
      price,
      status: 'confirmed',
    });
  const [whole, split] = [await book('whole', 'Rs 1,000'), await book('split', 'Rs 2,500')];

  const desk = await browser.newContext({ baseURL, viewport: page.viewportSize(), storageState: { cookies: [], origins: [] } });
  try {
    const deskPage = await desk.newPage();
    await signIn(deskPage.request, baseURL!, { email, password });
    const markPaid = async (bookingId: string, method: OfflinePaymentMethod, rupees: number, reference = '') => {
      await gotoAdmin(deskPage, `/admin/bookings?view=${bookingId}`);
      const payment = deskPage.getByRole('dialog', { name: 'Booking Details' }).getByRole('region', { name: 'Payment' });
      await payment.getByLabel('Paid by').selectOption(method);
      await payment.getByLabel('Amount paid (₹)').fill(String(rupees));
      await payment.getByLabel('Reference').fill(reference);
      await payment.getByRole('button', { name: 'Mark paid' }).click();
      await expect(payment).toContainText(OFFLINE_PAYMENT_MESSAGES.recorded);
      await expect(payment).toContainText(`₹${rupees.toLocaleString('en-IN')} · ${offlineMethodLabels[method]}`);
    };
    await markPaid(whole.id, 'cash', 1000);
    await markPaid(split.id, 'upi', 1500, `UPI-${tag}`);
    await markPaid(split.id, 'cash', 1000);
  } finally {
    await desk.close();
  }

  await gotoAdmin(page, `/admin/reports/cash-up?staff=${encodeURIComponent(email)}`);
  const line = (name: string) => page.locator(`tr[data-line="${name}"] td`);
  await expect(line('cash')).toHaveText(['2', '₹2,000']);
  await expect(line('upi')).toHaveText(['1', '₹1,500']);
  await expect(line('net')).toHaveText(['', '₹3,500']);
  await screenshot(page, 'cash-up');
});
