import { devices } from '@playwright/test';
import { BOOKING_ADMIN_MESSAGES } from '../../app/lib/admin/messages.ts';
import { PAYMENT_LINK_MESSAGES } from '../../app/lib/admin/offline-payment.ts';
import { addDays, todayIn } from '../../app/lib/dates.ts';
import { BALANCE_MESSAGES, PAY_SECTION_ID } from '../../app/lib/payment-messages.ts';
import { uniqueTag } from './admin-booking-helpers.ts';
import { adminTest as test, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, screenshot } from './fixtures.ts';
import { payInDemo, storedBookings } from './guest-checkout.ts';

// A stay booked over the phone, confirmed and not paid: the desk sends a payment link, the guest opens it on
// their phone and pays with the test provider, and the booking then shows the payment.

test('staff send a payment link for a phone stay and the guest pays it from a phone', async ({ page, browser, baseURL }, testInfo) => {
  const tag = uniqueTag(testInfo);
  const email = `link.${tag}@example.org`;
  await gotoAdmin(page, '/admin/bookings?new=1');
  await page.getByRole('region', { name: 'Create New Booking' }).getByRole('radio', { name: 'A stay' }).check();
  const stay = page.getByRole('region', { name: 'The stay' });
  // Far ahead, on a night of its own: other tests' stays never fill it.
  const checkIn = addDays(todayIn('Asia/Kolkata'), 300 + Math.floor(Math.random() * 200));
  await stay.getByLabel('Check-in').fill(checkIn);
  await stay.getByLabel('Check-out').fill(addDays(checkIn, 2));
  await stay.getByLabel('Adults').fill('2');
  await stay.getByLabel('Name').fill(`Phone ${tag}`);
  await stay.getByLabel('E-mail').fill(email);
  await stay.getByLabel('Phone').fill('+91 98765 43210');
  await stay.getByLabel('Status').selectOption('confirmed');
  await stay.getByRole('button', { name: 'Create Booking' }).click();
  await expect(page.getByText(BOOKING_ADMIN_MESSAGES.created, { exact: true })).toBeVisible();
  const [booking] = await storedBookings(page.request, email);
  expect(booking).toMatchObject({ kind: 'stay', status: 'confirmed', paymentId: null });

  await gotoAdmin(page, `/admin/bookings?view=${booking!.id}`);
  const payment = page.getByRole('dialog', { name: 'Booking Details' }).getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Not paid yet');
  await payment.getByRole('button', { name: PAYMENT_LINK_MESSAGES.send }).click();
  const link = payment.getByLabel(PAYMENT_LINK_MESSAGES.linkLabel);
  await expect(link).toHaveValue(new RegExp(`/booking/.+#${PAY_SECTION_ID}$`));
  const url = new URL(await link.inputValue());
  const amount = /link to pay (₹[\d,.]+)/.exec((await payment.getByText(/was e-mailed to/).textContent()) ?? '')?.[1];
  expect(amount, 'the banner names the amount').toBeTruthy();
  await expect(payment).toContainText(PAYMENT_LINK_MESSAGES.mailed(amount!, email));
  await expectNoA11yViolations(page);
  await screenshot(page, 'payment-link-sent');

  // The guest, on a phone, follows the link to the pay section and pays.
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    baseURL,
    storageState: { cookies: [], origins: [] },
  });
  try {
    const guest = await phone.newPage();
    await guest.goto(`${url.pathname}${url.hash}`);
    const pay = guest.getByRole('region', { name: BALANCE_MESSAGES.heading });
    await expect(pay).toContainText(BALANCE_MESSAGES.lead(amount!));
    await expect(pay).toBeInViewport();
    await expectNoA11yViolations(guest);
    await screenshot(guest, 'payment-link-guest');
    await pay.getByRole('button', { name: BALANCE_MESSAGES.pay(amount!) }).click();
    await payInDemo(guest, amount!);
    await expect(pay.getByRole('status')).toContainText('Payment successful!');
  } finally {
    await phone.close();
  }

  await page.reload();
  await expect(payment).toContainText(`${amount} · Online`);
  await expect(payment).not.toContainText('Not paid yet');
  await expect(payment.getByRole('button', { name: PAYMENT_LINK_MESSAGES.send })).toHaveCount(0);
});
