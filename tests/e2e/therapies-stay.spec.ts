import { addDays, formatLongUsWeekdayDate } from '../../app/lib/dates.ts';
import { expect, expectNoA11yViolations, gotoOk, screenshot, test } from './fixtures.ts';
import { ahead, fillGuest, payInDemo } from './guest-checkout.ts';
import { checkInFor, chooseFromStay, mailsTo, paidStay } from './stay-therapy-helpers.ts';

// A staying guest adds a therapy from their stay's booking page: a service and a day of the stay there, then
// /therapies for that stay (its free times), where they pay now (the same checkout) or add it to the stay's
// bill; the stay's page then lists it with what it adds to the bill. The stay itself is paid through the
// checkout's own endpoints, as its dialog posts them. Each width and each test its own dates.

test('a staying guest adds a consultation from their booking page, pays, and the stay lists it', async ({ page, baseURL }, testInfo) => {
  const checkIn = checkInFor(ahead(testInfo.project.name, 24));
  const day = addDays(checkIn, 1);
  const email = `stay-therapy-${testInfo.project.name}-${Date.now().toString(36)}@example.org`;
  const stayPath = await paidStay(page, baseURL!, checkIn, email);

  await gotoOk(page, stayPath);
  await expectNoA11yViolations(page);
  await chooseFromStay(page, stayPath, 'Doctor consultation · 30 min · ₹1,500', day);

  // /therapies answers for the stay: its days only, then its free times, and PAY NOW opens the checkout with the one checked.
  const booking = page.getByRole('region', { name: 'Doctor consultation' });
  await expect(booking.getByLabel('Day', { exact: true })).toHaveAttribute('max', addDays(checkIn, 2));
  await expect(booking.getByLabel('Practitioner')).toHaveValue('');
  await booking
    .getByRole('group', { name: `Free times on ${formatLongUsWeekdayDate(day)}` })
    .getByRole('radio', { name: '10:00 AM' })
    .check();
  await booking.getByRole('button', { name: 'PAY NOW' }).click();

  const dialog = page.getByRole('dialog', { name: 'CONTACT DETAILS' });
  await expect(dialog).toContainText('10:00 AM');
  await fillGuest(dialog, email);
  await dialog.getByRole('button', { name: 'PAY ₹1,500' }).click();
  await payInDemo(page, '₹1,500');
  await page.waitForURL(/\/booking\//);
  await expect(page.getByText('Doctor consultation').first()).toBeVisible();

  await gotoOk(page, stayPath);
  const listed = page.getByRole('region', { name: 'Therapies during your stay' });
  await expect(listed).toContainText('Doctor consultation');
  await expect(listed).toContainText(`${formatLongUsWeekdayDate(day)}, 10:00 AM`);
  await expect(listed).toContainText('Paid');
  await expect(listed).not.toContainText('Still to pay at the estate');
});

test("a staying guest adds a massage to their stay's bill, and the stay's page shows what it adds", async ({ page, baseURL }, testInfo) => {
  const checkIn = checkInFor(ahead(testInfo.project.name, 40));
  const day = addDays(checkIn, 1);
  const email = `stay-bill-${testInfo.project.name}-${Date.now().toString(36)}@example.org`;
  const stayPath = await paidStay(page, baseURL!, checkIn, email);

  // The massage at the price for staying guests (₹3,000, not ₹3,500); a service paid at the estate is offered too.
  await gotoOk(page, stayPath);
  await expect(page.getByLabel('Therapy or consultation').locator('option', { hasText: 'Mud bath' })).toHaveCount(1);
  await chooseFromStay(page, stayPath, 'Abhyanga massage · 60 min · ₹3,000', day);
  const booking = page.getByRole('region', { name: 'Abhyanga massage' });
  await expect(booking).toContainText("add it to your stay's bill");
  await expect(booking.getByRole('button', { name: 'PAY NOW' })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshot(page, 'therapies-stay-bill');

  await booking
    .getByRole('group', { name: `Free times on ${formatLongUsWeekdayDate(day)}` })
    .getByRole('radio', { name: '10:00 AM' })
    .check();
  await booking.getByRole('button', { name: "ADD TO MY STAY'S BILL" }).click();

  // Booked at once, without paying: back on the stay's page, listed with what it adds to the bill.
  await page.waitForURL(/\/booking\//);
  expect(new URL(page.url()).pathname).toBe(stayPath);
  const listed = page.getByRole('region', { name: 'Therapies during your stay' });
  await expect(listed).toContainText('Abhyanga massage');
  await expect(listed).toContainText(`${formatLongUsWeekdayDate(day)}, 10:00 AM`);
  await expect(listed).toContainText("On your stay's bill: ₹3,000");
  await expect(listed).toContainText('Still to pay at the estate for these therapies: ₹3,000');
  await expectNoA11yViolations(page);
  await listed.scrollIntoViewIfNeeded();
  await screenshot(page, 'stay-bill-listed');

  // Its confirmation says so, with the calendar file as any other.
  await expect
    .poll(async () =>
      (await mailsTo(page, email)).some((mail) => mail.kind === 'booking-confirmed' && mail.text.includes("added to your stay's bill")),
    )
    .toBe(true);
});
