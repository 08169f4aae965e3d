import { stay as stayContent } from '../../app/content/stay.ts';
import { addDays, todayIn } from '../../app/lib/dates.ts';
import { formatRupees, priceText } from '../../app/lib/money.ts';
import { type RunningServer, startServer } from '../../scripts/bench/server.ts';
import { startFakeRazorpay } from '../support/fake-razorpay.ts';
import { retreatPrice } from '../support/retreat-prices.ts';
import { expect, expectNoA11yViolations, gotoOk, test } from './fixtures.ts';
import { fillGuest, storedBookings } from './guest-checkout.ts';

const single = retreatPrice('single');
const double = retreatPrice('double');

async function openRetreat(page: import('@playwright/test').Page) {
  await gotoOk(page, '/rejuvenation/package');
  await page.getByRole('button', { name: 'BOOK THIS EXPERIENCE' }).click();
  const dialog = page.getByRole('dialog', { name: 'BOOK THIS EXPERIENCE' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('retreat paid with the demo checkout: success, closes after about 3 s, booking confirmed', async ({ page, request }, testInfo) => {
  const email = `retreat.paid.${testInfo.project.name}@example.org`;
  const dialog = await openRetreat(page);
  await fillGuest(dialog, email);
  await dialog.getByText('Single occupancy').click();
  await dialog.getByRole('button', { name: `PAY ${single.shown}` }).click();
  const checkout = page.getByRole('dialog', { name: 'Demo checkout' });
  await expect(checkout).toContainText('TEST MODE');
  await expect(checkout).toContainText(single.shown);
  await expectNoA11yViolations(page);
  await checkout.getByRole('button', { name: `PAY ${single.shown}` }).click();
  await expect(dialog.getByText(/^Payment successful! Payment ID: pay_demo_\S+\. Booking confirmed!$/)).toBeVisible();
  const shownAt = Date.now();
  await expect(dialog).toBeHidden({ timeout: 6000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2200);
  const [booking] = await storedBookings(request, email);
  expect(booking).toMatchObject({
    status: 'confirmed',
    price: single.stored,
    paymentId: expect.stringMatching(/^pay_demo_/),
    orderId: expect.stringMatching(/^order_demo_/),
  });
  expect(booking?.notes).toContain('single occupancy');
});

test('retreat: the page needs no React, and the dialog is used with the keyboard', async ({ page }) => {
  const dialog = await openRetreat(page);
  await expect(page.locator('script[src*="entry.client"]')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await dialog.getByRole('radio', { name: 'Single occupancy' }).check();
  await expect(dialog.getByRole('button', { name: `PAY ${single.shown}` })).toBeVisible();
  await expect(dialog).toContainText(`Total: ${single.shown}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'BOOK THIS EXPERIENCE' })).toBeFocused();
});

test('retreat: paying with a field empty, dismissing, a failed payment, and submitting unpaid', async ({ page, request }, testInfo) => {
  const email = `retreat.unpaid.${testInfo.project.name}@example.org`;
  const dialog = await openRetreat(page);
  await expectNoA11yViolations(page);
  await dialog.getByLabel('NAME').fill('Kavya Menon');
  await dialog.getByRole('button', { name: /^PAY / }).click();
  await expect(dialog.getByText('Please fill in all fields before proceeding to payment.')).toBeVisible();

  await fillGuest(dialog, email);
  await dialog.getByRole('button', { name: `PAY ${double.shown}` }).click();
  await page.getByRole('dialog', { name: 'Demo checkout' }).getByRole('button', { name: 'CLOSE CHECKOUT' }).click();
  await expect(dialog.getByText('Payment was cancelled. Please try again when ready.')).toBeVisible();

  await dialog.getByRole('button', { name: `PAY ${double.shown}` }).click();
  await page.getByRole('dialog', { name: 'Demo checkout' }).getByRole('button', { name: 'MAKE THE PAYMENT FAIL' }).click();
  await expect(dialog.getByText('Payment failed: Your card was declined (demo). Please try again.')).toBeVisible();
  expect(await storedBookings(request, email)).toEqual([]);

  await dialog.getByRole('button', { name: 'SUBMIT BOOKING' }).click();
  await expect(dialog.getByText('Booking submitted successfully! We will contact you soon.')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5000 });
  const [booking] = await storedBookings(request, email);
  expect(booking).toMatchObject({ status: 'pending', price: double.stored, paymentId: null, orderId: null });
});

test('stay: the dates are checked first, then 2 nights for 3 adults are paid and confirmed at the nightly rate', async ({
  page,
  request,
}, testInfo) => {
  const amount = stayContent.nightlyRatePerAdultRupees * 2 * 3;
  const email = `stay.paid.${testInfo.project.name}@example.org`;
  const checkIn = addDays(todayIn('Asia/Kolkata'), testInfo.project.name === 'phone' ? 30 : 40);
  await gotoOk(page, '/book-your-stay');
  await page.getByLabel('Check-in').fill(checkIn);
  await page.getByLabel('Check-out').fill(addDays(checkIn, 2));
  await page.getByLabel('Adults').selectOption('3');
  await page.getByRole('button', { name: 'Book Now', exact: true }).click();
  await page.getByRole('button', { name: 'CHOOSE River Cottage' }).click();

  const dialog = page.getByRole('dialog', { name: 'CUSTOMER INFORMATION' });
  await expect(dialog).toContainText('River Cottage, 1 room');
  await expect(dialog).toContainText('2 nights, 3 adults');
  await expect(dialog).toContainText(formatRupees(amount));
  const payButton = dialog.getByRole('button', { name: `PAY ${formatRupees(amount)}` });
  await expect(payButton).toBeDisabled();
  await expect(dialog.getByText('Please fill in all customer details')).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByLabel('Name').fill('Rohan Das');
  await dialog.getByLabel('Email').fill(email);
  await expect(payButton).toBeDisabled();
  await dialog.getByLabel('Phone').fill('+91 91234 56789');
  await payButton.click();

  const checkout = page.getByRole('dialog', { name: 'Demo checkout' });
  await checkout.getByRole('button', { name: 'CLOSE CHECKOUT' }).click();
  await expect(dialog.getByRole('status')).toHaveCount(0);
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  await payButton.click();
  await expect(checkout).toContainText(formatRupees(amount));
  await expectNoA11yViolations(page);
  await checkout.getByRole('button', { name: `PAY ${formatRupees(amount)}` }).click();
  await expect(dialog.getByText(/^Payment successful! Payment ID: pay_demo_/)).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 6000 });
  const [booking] = await storedBookings(request, email);
  expect(booking).toMatchObject({
    status: 'confirmed',
    price: priceText(amount * 100),
    eventDate: checkIn,
    selectedSlot: `${checkIn} to ${addDays(checkIn, 2)}`,
  });
  expect(booking?.notes).toContain('Adults: 3');
});

/** Books one night on the stay page of `baseUrl` and presses PAY; returns the customer dialog. */
async function payForOneNight(page: import('@playwright/test').Page, baseUrl: string, checkIn: string, email: string) {
  await page.goto(`${baseUrl}/book-your-stay`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByLabel('Check-in').fill(checkIn);
  await page.getByLabel('Check-out').fill(addDays(checkIn, 1));
  await page.getByRole('button', { name: 'Book Now', exact: true }).click();
  await page.getByRole('button', { name: 'CHOOSE Garden Room' }).click();
  const dialog = page.getByRole('dialog', { name: 'CUSTOMER INFORMATION' });
  await dialog.getByLabel('Name').fill('Rohan Das');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('9123456789');
  await dialog.getByRole('button', { name: /^PAY / }).click();
  return dialog;
}

test.describe('with Razorpay keys set and its script unreachable', () => {
  test.use({ expectedConsoleErrors: /Failed to load resource|checkout\.razorpay\.com/ });
  let server: RunningServer;
  let fake: Awaited<ReturnType<typeof startFakeRazorpay>>;

  test.beforeAll(async () => {
    fake = await startFakeRazorpay({ keyId: 'rzp_test_fake', keySecret: 'fake_secret' });
    server = await startServer({
      RAZORPAY_KEY_ID: 'rzp_test_fake',
      RAZORPAY_KEY_SECRET: 'fake_secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook_secret',
      RAZORPAY_API_BASE: fake.url,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  test('the stay says the payment gateway failed to load', async ({ page }) => {
    const csp = (await page.request.get(`${server.url}/book-your-stay`)).headers()['content-security-policy']!;
    expect(csp).toMatch(/script-src [^;]*https:\/\/checkout\.razorpay\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/);
    await page.route('https://checkout.razorpay.com/**', (route) => route.abort());
    const checkIn = addDays(todayIn('Asia/Kolkata'), 50);
    const dialog = await payForOneNight(page, server.url, checkIn, 'gateway@example.org');
    await expect(dialog.getByText('Failed to load payment gateway. Please refresh the page.')).toBeVisible();
    expect(fake.requests.some((entry) => entry.method === 'POST' && entry.path === '/v1/orders')).toBe(true);
  });

  test('a 401 from Razorpay when creating the order gives the specification message', async ({ page }) => {
    fake.failNextWith(401);
    const checkIn = addDays(todayIn('Asia/Kolkata'), 55);
    const dialog = await payForOneNight(page, server.url, checkIn, 'auth@example.org');
    await expect(dialog.getByText('Authentication failed. Please contact support.')).toBeVisible();
  });

  test('a signed webhook confirms a payment whose tab was closed, once', async ({ request }) => {
    const order = await (
      await request.post(`${server.url}/api/payments/orders`, {
        headers: { 'Content-Type': 'application/json', Origin: server.url },
        data: JSON.stringify({
          kind: 'retreat',
          idempotencyKey: crypto.randomUUID(),
          occupancy: 'double',
          startDate: addDays(todayIn('Asia/Kolkata'), 60),
          customer: { name: 'Tab Closed', email: 'tab@example.org', mobile: '9876543210' },
        }),
      })
    ).json();
    expect(order.amount).toBe(double.paise);
    const { payment } = fake.capturePayment(order.id);
    const body = fake.webhookBody('payment.captured', payment);
    const deliver = () =>
      request.post(`${server.url}/api/payments/razorpay/webhook`, {
        headers: {
          'Content-Type': 'application/json',
          'X-Razorpay-Signature': fake.signWebhook(body, 'hook_secret'),
          'X-Razorpay-Event-Id': `evt_${order.id}`,
        },
        data: body,
      });
    expect(await (await deliver()).json()).toEqual({ status: 'confirmed' });
    expect(await (await deliver()).json()).toEqual({ status: 'duplicate' });
  });

  test('webhooks with a wrong signature are refused', async ({ request }) => {
    const response = await request.post(`${server.url}/api/payments/razorpay/webhook`, {
      headers: { 'Content-Type': 'application/json', 'X-Razorpay-Signature': 'f'.repeat(64), 'X-Razorpay-Event-Id': 'evt_forged' },
      data: '{"event":"order.paid","payload":{}}',
    });
    expect(response.status()).toBe(401);
  });
});
