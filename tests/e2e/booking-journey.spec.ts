import type { APIRequestContext, Page } from '@playwright/test';
import { stay } from '../../app/content/stay.ts';
import { addDays, todayIn } from '../../app/lib/dates.ts';
import { formatRupees, priceText } from '../../app/lib/money.ts';
import { parseIcs } from '../support/ics.ts';
import { retreatPrice } from '../support/retreat-prices.ts';
import { expect, expectNoA11yViolations, gotoOk, test } from './fixtures.ts';
import { ahead, fillGuest, payInDemo, storedBookings } from './guest-checkout.ts';
import { mailsTo } from './refund-helpers.ts';

// A guest is charged once per checkout however often they press, and every booking ends on
// its confirmation page.

// Each test books, pays and checks axe-core on two or three pages: a long journey by design.
test.beforeEach(() => test.slow());

/**
 * The confirmation page of the one booking stored for `email`: its reference, status in words, what was
 * booked (`booked`: texts of its facts) and a calendar file that parses and names it.
 */
async function expectConfirmationPage(
  page: Page,
  request: APIRequestContext,
  email: string,
  status: 'confirmed' | 'pending',
  booked: string[],
) {
  await page.waitForURL(/\/booking\/[\w-]+\.[\w-]+$/, { timeout: 8000 });
  const [booking, ...others] = await storedBookings(request, email);
  expect(others).toEqual([]);
  expect(booking).toMatchObject({ status, reference: expect.stringMatching(/^SKN-[A-Z0-9]{6}$/) });
  await expect(page.getByText(booking!.reference).first()).toBeVisible();
  // A booking made without paying waits for the guest to follow the link mailed to them.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    status === 'confirmed' ? 'Your booking is confirmed' : 'Please confirm your booking',
  );
  for (const fact of booked) await expect(page.locator('main')).toContainText(fact);
  const ics = await request.get((await page.getByRole('link', { name: 'Download calendar file (.ics)' }).getAttribute('href'))!);
  expect(ics.status()).toBe(200);
  expect(parseIcs(await ics.text()).summary).toContain(booked[0]);
  await expectNoA11yViolations(page);
  return booking!;
}

/** What a stay costs in the words guests read: the content's nightly rate per adult and night. */
const stayAmount = (nights: number, adults: number) => formatRupees(stay.nightlyRatePerAdultRupees * nights * adults);

test('stay: paid once however often PAY is pressed, then its confirmation page', async ({ page, request }, testInfo) => {
  const email = `journey.stay.${testInfo.project.name}@example.org`;
  const checkIn = ahead(testInfo.project.name, 70);
  await gotoOk(page, '/book-your-stay');
  await page.getByLabel('Check-in').fill(checkIn);
  await page.getByLabel('Check-out').fill(addDays(checkIn, 2));
  await page.getByLabel('Adults').selectOption('2');
  await page.getByRole('button', { name: 'Book Now', exact: true }).click();
  await page.getByRole('button', { name: 'CHOOSE Garden Room' }).click();

  const dialog = page.getByRole('dialog', { name: 'CUSTOMER INFORMATION' });
  await fillGuest(dialog, email);
  // The dialog moves on to the confirmation page 3 s after a payment: that page's request waits until
  // axe has scanned the dialog, which on a busy machine takes longer.
  let scanned = () => {};
  const scanDone = new Promise<void>((resolve) => (scanned = resolve));
  await page.route(/\/booking\/[\w-]+\.[\w-]+/, async (route) => {
    await scanDone;
    await route.continue();
  });
  const pay = dialog.getByRole('button', { name: `PAY ${stayAmount(2, 2)}` });
  await pay.click();
  await payInDemo(page, stayAmount(2, 2));

  await expect(dialog.getByText(/^Payment successful! Payment ID: pay_demo_\S+\. Booking confirmed!$/)).toBeVisible();
  await expect(dialog).toContainText('Garden Room, 1 room');
  // Every pay-like control is gone at once: the dialog's PAY and the page's CHOOSE of every room type.
  await expect(dialog.getByRole('button', { name: /^PAY/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^CHOOSE/ })).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: 'SEE YOUR BOOKING' })).toBeFocused();
  await expectNoA11yViolations(page);
  scanned();

  const booking = await expectConfirmationPage(page, request, email, 'confirmed', ['Stay', '2 nights', '2 adults', 'Garden Room, 1 room']);
  expect(booking).toMatchObject({
    price: priceText(stay.nightlyRatePerAdultRupees * 2 * 2 * 100),
    paymentId: expect.stringMatching(/^pay_demo_/),
  });
  await expect(page.getByText(stayAmount(2, 2)).first()).toBeVisible();

  // Back on the stay page, nothing of that checkout can be pressed again.
  await page.goBack();
  await expect(page.getByRole('button', { name: /^CHOOSE/ })).toHaveCount(0);
  expect(await storedBookings(request, email)).toHaveLength(1);
  expect((await mailsTo(request, email)).filter((mail) => mail.kind === 'booking-confirmed')).toHaveLength(1);
});

test.describe('the same dates twice', () => {
  // The order endpoint answers 409 to a second checkout of the same dates, which the browser logs.
  test.use({ expectedConsoleErrors: /status of 409/ });

  test('@desktop-only stay: the same dates paid again are refused with the first booking, then booked only when asked', async ({
    page,
    request,
  }, testInfo) => {
    const email = `journey.twice.${testInfo.project.name}@example.org`;
    const checkIn = ahead(testInfo.project.name, 80);
    const book = async () => {
      await gotoOk(page, '/book-your-stay');
      await page.getByLabel('Check-in').fill(checkIn);
      await page.getByLabel('Check-out').fill(addDays(checkIn, 1));
      await page.getByLabel('Adults').selectOption('1');
      await page.getByRole('button', { name: 'Book Now', exact: true }).click();
      await page.getByRole('button', { name: 'CHOOSE Garden Room' }).click();
      const dialog = page.getByRole('dialog', { name: 'CUSTOMER INFORMATION' });
      await fillGuest(dialog, email);
      await dialog.getByRole('button', { name: `PAY ${stayAmount(1, 1)}` }).click();
      return dialog;
    };
    await book();
    await payInDemo(page, stayAmount(1, 1));
    const first = await expectConfirmationPage(page, request, email, 'confirmed', ['Stay', '1 night', '1 adult']);
    const firstPage = new URL(page.url()).pathname;

    const dialog = await book();
    await expect(dialog.getByText(`You already have a confirmed booking for these dates (reference ${first.reference}).`)).toBeVisible();
    // This browser paid for it, so it may link to it.
    await expect(dialog.getByRole('link', { name: 'SEE THAT BOOKING' })).toHaveAttribute('href', firstPage);
    await expectNoA11yViolations(page);
    expect(await storedBookings(request, email)).toHaveLength(1);

    await dialog.getByRole('button', { name: 'BOOK ANOTHER' }).click();
    await payInDemo(page, stayAmount(1, 1));
    await page.waitForURL((url) => url.pathname.startsWith('/booking/') && url.pathname !== firstPage, { timeout: 8000 });
    const both = await storedBookings(request, email);
    expect(both).toHaveLength(2);
    expect(new Set(both.map((row) => row.paymentId)).size).toBe(2);
  });

  const couple = retreatPrice('double', 2);

  test('retreat: two guests sharing a double room pay twice the per-person price once, then the confirmation page', async ({
    page,
    request,
  }, testInfo) => {
    const email = `journey.couple.${testInfo.project.name}@example.org`;
    await gotoOk(page, '/rejuvenation/package');
    await page.getByRole('button', { name: 'BOOK THIS EXPERIENCE' }).click();
    const dialog = page.getByRole('dialog', { name: 'BOOK THIS EXPERIENCE' });
    await fillGuest(dialog, email);

    // The default start (tomorrow) is too near for a refund, and the dialog says so before PAY.
    const warning = dialog.getByText(
      /less than 7 days away: under our cancellation policy, cancelling it would give no refund or credit\./,
    );
    await expect(warning).toBeVisible();
    await dialog.getByLabel('Start date').fill(ahead(testInfo.project.name, 90));
    await expect(warning).toBeHidden();

    await dialog.getByRole('radio', { name: 'Single occupancy' }).check();
    await expect(dialog.getByLabel('Guests').locator('option[value="2"]')).toBeDisabled();
    await dialog.getByRole('radio', { name: 'Double occupancy' }).check();
    await dialog.getByLabel('Guests').selectOption('2');
    await expect(dialog).toContainText(couple.breakdown);
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: `PAY ${couple.shown}` }).click();
    await payInDemo(page, couple.shown);

    await expect(dialog.getByText(/^Payment successful!/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^PAY|SUBMIT BOOKING/ })).toHaveCount(0);
    const booking = await expectConfirmationPage(page, request, email, 'confirmed', [
      'Rejuvenation retreat',
      'Double occupancy',
      '2 guests',
    ]);
    expect(booking).toMatchObject({ price: couple.stored, paymentId: expect.stringMatching(/^pay_demo_/) });
    await expect(page.getByText(couple.shown).first()).toBeVisible();

    // Back on the page, BOOK THIS EXPERIENCE opens a new checkout; paying for the same again is stopped
    // by the server before any order, with the booking's reference.
    await page.goBack();
    await page.getByRole('button', { name: 'BOOK THIS EXPERIENCE' }).click();
    await fillGuest(dialog, email);
    await dialog.getByLabel('Start date').fill(ahead(testInfo.project.name, 90));
    await dialog.getByLabel('Guests').selectOption('2');
    await dialog.getByRole('button', { name: `PAY ${couple.shown}` }).click();
    await expect(dialog.getByText(`You already have a confirmed booking for these dates (reference ${booking.reference}).`)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Demo checkout' })).toBeHidden();
    await page.keyboard.press('Escape');
    expect(await storedBookings(request, email)).toHaveLength(1);
    expect((await mailsTo(request, email)).filter((mail) => mail.kind === 'booking-confirmed')).toHaveLength(1);
  });
});

test('retreat submitted without paying: pending, on its confirmation page with what is owed', async ({ page, request }, testInfo) => {
  const email = `journey.unpaid.${testInfo.project.name}@example.org`;
  await gotoOk(page, '/rejuvenation/package');
  await page.getByRole('button', { name: 'BOOK THIS EXPERIENCE' }).click();
  const dialog = page.getByRole('dialog', { name: 'BOOK THIS EXPERIENCE' });
  await fillGuest(dialog, email);
  await dialog.getByLabel('Start date').fill(ahead(testInfo.project.name, 95));
  await dialog.getByRole('button', { name: 'SUBMIT BOOKING' }).click();
  await expect(dialog.getByText('Booking submitted successfully! We will contact you soon.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'SUBMIT BOOKING' })).toHaveCount(0);
  const booking = await expectConfirmationPage(page, request, email, 'pending', [
    'Rejuvenation retreat',
    'Double occupancy',
    '1 guest',
    retreatPrice('double').shown,
  ]);
  expect(booking).toMatchObject({ price: retreatPrice('double').stored, paymentId: null });
});

test('calendar booking: pending, on its confirmation page', async ({ page, request }, testInfo) => {
  const email = `journey.calendar.${testInfo.project.name}@example.org`;
  await gotoOk(page, `/calendar?date=${addDays(todayIn('Asia/Kolkata'), 3)}`);
  const card = page.locator('[data-event-card]').first();
  const title = (await card.getAttribute('data-title'))!;
  await card
    .getByRole('button', { name: /BOOK THIS EXPERIENCE|BOOK NOW/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'CONTACT DETAILS' });
  await fillGuest(dialog, email);
  await dialog.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(dialog.getByText('Booking submitted successfully! We will contact you soon.')).toBeVisible();
  await expectConfirmationPage(page, request, email, 'pending', [title]);
});
