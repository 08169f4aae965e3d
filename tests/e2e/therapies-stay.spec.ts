import { addDays, formatLongUsWeekdayDate } from '../../app/lib/dates.ts';
import { expect, expectNoA11yViolations, gotoOk, test } from './fixtures.ts';
import { ahead, fillGuest, payInDemo } from './guest-checkout.ts';
import { roomTypeId } from './rooms-helpers.ts';

// A staying guest adds a doctor's consultation from their stay's booking page: a service and a day of the
// stay there, then /therapies for that stay (its free times, the same checkout); the stay's page then lists it. The stay
// itself is paid through the checkout's own endpoints, as its dialog posts them. Each width its own dates.

/** A check-in whose next day is a working day of the demo practitioners (not a Sunday). */
const checkInFor = (iso: string) => (new Date(`${addDays(iso, 1)}T00:00:00Z`).getUTCDay() === 0 ? addDays(iso, 1) : iso);

test('a staying guest adds a consultation from their booking page, pays, and the stay lists it', async ({ page, baseURL }, testInfo) => {
  const checkIn = checkInFor(ahead(testInfo.project.name, 24));
  const day = addDays(checkIn, 1);
  const email = `stay-therapy-${testInfo.project.name}-${Date.now().toString(36)}@example.org`;
  const post = async (path: string, body: unknown) => {
    const response = await page.request.post(path, { headers: { Origin: baseURL! }, data: body });
    expect(response.status(), path).toBe(200);
    return response.json();
  };
  const order = await post('/api/payments/orders', {
    kind: 'stay',
    idempotencyKey: crypto.randomUUID(),
    checkIn,
    checkOut: addDays(checkIn, 2),
    adults: 1,
    roomTypeId: await roomTypeId(page.request, 'Forest Single'),
    customer: { name: 'Meera Iyer', email, mobile: '9876543210' },
  });
  await post('/api/payments/verify', await post('/api/payments/demo', { orderId: order.id, outcome: 'pay' }));
  const mails = (await (await page.request.get(`/__test__/mail?to=${encodeURIComponent(email)}`)).json()) as {
    kind: string;
    text: string;
  }[];
  const link = /https?:\/\/\S+\/booking\/[A-Za-z0-9_.-]+/.exec(mails.find((mail) => mail.kind === 'booking-confirmed')?.text ?? '')?.[0];
  expect(link, 'the confirmation mail carries the link to the page').toBeTruthy();

  await gotoOk(page, new URL(link!).pathname);
  const section = page.getByRole('region', { name: 'Add a therapy or consultation' });
  await expectNoA11yViolations(page);
  await section.getByLabel('Therapy or consultation').selectOption({ label: 'Doctor consultation · 30 min · ₹1,500' });
  await section.getByLabel('Day', { exact: true }).fill(day);
  await section.getByRole('button', { name: 'Show free times' }).click();

  // /therapies answers for the stay: its days only, then the free times and the checkout (its script loaded first).
  await page.waitForURL(/\/therapies\?/);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const booking = page.getByRole('region', { name: 'Doctor consultation' });
  await expect(booking.getByLabel('Day', { exact: true })).toHaveAttribute('max', addDays(checkIn, 2));
  await expect(booking.getByLabel('Practitioner')).toHaveValue('');
  await booking
    .getByRole('list', { name: `Free times on ${formatLongUsWeekdayDate(day)}` })
    .getByRole('button', { name: '10:00 AM' })
    .click();

  const dialog = page.getByRole('dialog', { name: 'CONTACT DETAILS' });
  await expect(dialog).toContainText('10:00 AM');
  await fillGuest(dialog, email);
  await dialog.getByRole('button', { name: 'PAY ₹1,500' }).click();
  await payInDemo(page, '₹1,500');
  await page.waitForURL(/\/booking\//);
  await expect(page.getByText('Doctor consultation').first()).toBeVisible();

  await gotoOk(page, new URL(link!).pathname);
  const listed = page.getByRole('region', { name: 'Therapies during your stay' });
  await expect(listed).toContainText('Doctor consultation');
  await expect(listed).toContainText(`${formatLongUsWeekdayDate(day)}, 10:00 AM`);
});
