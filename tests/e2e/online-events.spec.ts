import type { Locator, Page } from '@playwright/test';
import { eventCard } from '../../app/content/calendar.ts';
import { EVENT_MESSAGES } from '../../app/lib/admin/messages.ts';
import { formatRupees, priceText } from '../../app/lib/money.ts';
import { promoLine } from '../../app/lib/promo.ts';
import { ONLINE_PRICE_REQUIRED } from '../../app/lib/schemas/admin/event.ts';
import { createThroughForm, dayAhead, EVENTS_PATH, fillEventForm, postEvents, uniqueTitle } from './admin-events-helpers.ts';
import { adminTest as test, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, gotoOk } from './fixtures.ts';
import { fillGuest, storedBookings } from './guest-checkout.ts';

// Classes paid online: staff set Payment to Online with an amount, the calendar's dialog goes
// on to the demo checkout, a paid seat is a confirmed booking, and an abandoned checkout's seat comes back
// once its hold lapses. The test server holds seats for 15 s (EVENT_HOLD_MINUTES=0.25 in playwright.config.ts).

const HOLD_SECONDS = 15;
const PRICE = formatRupees(650);

function cardOf(page: Page, title: string): Locator {
  return page.locator('article', { has: page.getByRole('heading', { name: title, exact: true }) });
}

/** Opens the class's dialog on the calendar and fills in the guest. */
async function openDialog(page: Page, date: string, title: string, email: string) {
  await gotoOk(page, `/calendar?date=${date}`);
  const card = cardOf(page, title);
  await expect(card).toContainText(eventCard.paidOnline);
  await card.getByRole('button', { name: 'BOOK THIS EXPERIENCE' }).click();
  const dialog = page.getByRole('dialog', { name: 'CONTACT DETAILS' });
  await expect(dialog).toContainText('This class is paid online when you book');
  await fillGuest(dialog, email);
  return { card, dialog };
}

/** Opens the class's dialog on the calendar, fills in the guest and presses PAY: the demo checkout opens. */
async function startPaying(page: Page, date: string, title: string, email: string) {
  const { card, dialog } = await openDialog(page, date, title, email);
  await dialog.getByRole('button', { name: `PAY ${PRICE}` }).click();
  const checkout = page.getByRole('dialog', { name: 'Demo checkout' });
  await expect(checkout).toContainText(PRICE);
  return { card, dialog, checkout };
}

test.describe('classes paid online', () => {
  // An event made through the admin form, then a checkout or two: longer than the default allows.
  test.slow();

  test('staff make a class paid online; a guest pays through the demo checkout and is confirmed, with mail and .ics', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const title = uniqueTitle('Paid online');
    const date = dayAhead(11);

    // Online without an amount: the form says so under the field, and the server refuses the same.
    await gotoAdmin(page, `${EVENTS_PATH}?new=1`);
    await fillEventForm(page, { title, date, slots: '7:30 AM', seats: '5', price: 'Rs 650', payment: 'Online' });
    await page.getByRole('button', { name: 'Create Event' }).click();
    await expect(page.getByText(ONLINE_PRICE_REQUIRED)).toBeVisible();
    const refused = await postEvents(
      page,
      baseURL,
      {
        intent: 'create',
        title,
        tag: 'FEATURED',
        price: 'Rs 650',
        duration: '45 min',
        eventDate: date,
        description: 'With Asha Rao',
        timeSlots: '7:30 AM',
        paymentMode: 'online',
      },
      '?new=1',
    );
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain(ONLINE_PRICE_REQUIRED);
    await page.getByLabel('Amount charged online (Rs)').fill('650');
    await page.getByRole('button', { name: 'Create Event' }).click();
    await expect(page.getByText(EVENT_MESSAGES.created, { exact: true })).toBeVisible();
    // The list runs by date, a day weeks ahead on a later page: the row is found by its title.
    await gotoAdmin(page, `${EVENTS_PATH}?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText(`Online, ${PRICE}`);

    const email = `online.paid.${testInfo.project.name}.${Date.now().toString(36)}@example.org`;
    const { dialog, checkout } = await startPaying(page, date, title, email);
    await expect(checkout).toContainText('TEST MODE');
    await expectNoA11yViolations(page);
    await checkout.getByRole('button', { name: `PAY ${PRICE}` }).click();
    await expect(dialog.getByText(/^Payment successful! Payment ID: pay_demo_\S+\. Booking confirmed!$/)).toBeVisible();

    await page.waitForURL(/\/booking\/[\w-]+\.[\w-]+$/, { timeout: 8000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your booking is confirmed');
    await expect(page.locator('main')).toContainText(title);
    const [booking, ...others] = await storedBookings(request, email);
    expect(others).toEqual([]);
    expect(booking).toMatchObject({
      kind: 'event',
      eventTitle: title,
      eventDate: date,
      selectedSlot: '7:30 AM',
      status: 'confirmed',
      price: 'Rs 650.00',
      paymentId: expect.stringMatching(/^pay_demo_/),
    });
    const mails = await (await request.get(`/__test__/mail?to=${encodeURIComponent(email)}`)).json();
    const confirmed = mails.find((mail: { kind: string }) => mail.kind === 'booking-confirmed');
    expect(confirmed.subject).toContain('confirmed');
    // The calendar file, and the class's receipt (no GSTIN in the browser tests' settings).
    expect(confirmed.attachments).toEqual([
      expect.objectContaining({ filename: 'booking.ics' }),
      expect.objectContaining({ contentType: 'application/pdf' }),
    ]);
    expect(confirmed.attachments[0].content).toContain(`SUMMARY:${title}`);
  });

  test('@desktop-only an abandoned checkout holds the last seat until its hold lapses, then another guest can pay for it', async ({
    page,
    request,
  }, testInfo) => {
    const title = uniqueTitle('Held seat');
    const date = dayAhead(12);
    await createThroughForm(page, { title, date, slots: '9:00 AM', seats: '1', price: 'Rs 650', payment: 'Online', amountOnline: '650' });

    // The first guest opens the checkout and walks away from it.
    const first = `online.abandoned.${testInfo.project.name}.${Date.now().toString(36)}@example.org`;
    const { dialog, checkout } = await startPaying(page, date, title, first);
    const openedAt = Date.now();
    await checkout.getByRole('button', { name: 'CLOSE CHECKOUT' }).click();
    await expect(checkout).toBeHidden();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // While the hold runs, the calendar shows the only seat taken and nobody else can book it.
    await page.reload();
    const card = cardOf(page, title);
    await expect(card.getByRole('button', { name: /^9:00 AM/ })).toContainText('Full');
    await expect(card.getByRole('button', { name: eventCard.fullyBooked })).toBeDisabled();
    expect(Date.now() - openedAt, 'the seat was seen held before its hold could lapse').toBeLessThan(HOLD_SECONDS * 1000);

    // Once it lapses, the seat is for sale again; nothing was booked for the guest who left.
    await expect(async () => {
      await page.reload();
      await expect(cardOf(page, title).getByRole('button', { name: /^9:00 AM/ })).toContainText('1 left', { timeout: 1000 });
    }).toPass({ timeout: (HOLD_SECONDS + 15) * 1000, intervals: [2000] });
    expect(Date.now() - openedAt).toBeGreaterThanOrEqual(HOLD_SECONDS * 1000 - 2000);
    expect(await storedBookings(request, first)).toEqual([]);

    const second = `online.second.${testInfo.project.name}.${Date.now().toString(36)}@example.org`;
    const paying = await startPaying(page, date, title, second);
    await paying.checkout.getByRole('button', { name: `PAY ${PRICE}` }).click();
    await expect(paying.dialog.getByText(/^Payment successful! Payment ID: pay_demo_\S+\. Booking confirmed!$/)).toBeVisible();
    const [booking] = await storedBookings(request, second);
    expect(booking).toMatchObject({ status: 'confirmed', eventTitle: title, selectedSlot: '9:00 AM' });
  });

  test('@desktop-only staff make a code for events; a guest applies it on a class paid online, sees the discount and pays exactly that', async ({
    page,
    request,
  }, testInfo) => {
    const title = uniqueTitle('Promo online');
    const date = dayAhead(13);
    await createThroughForm(page, { title, date, slots: '6:30 AM', seats: '5', price: 'Rs 650', payment: 'Online', amountOnline: '650' });

    // A code for events only, 20 % off.
    const code = `CLASS${testInfo.project.name}${Date.now().toString(36)}`.toUpperCase();
    await gotoAdmin(page, '/admin/promo-codes');
    await page.getByRole('link', { name: 'Add New Promo Code' }).click();
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByLabel('Discount').selectOption('percent');
    await page.getByLabel('Percent off').fill('20');
    await page.getByRole('checkbox', { name: 'Stays' }).uncheck();
    await page.getByRole('checkbox', { name: 'The retreat' }).uncheck();
    await page.getByRole('button', { name: 'Create Promo Code' }).click();
    await expect(page.getByText('Promo code created successfully')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: code })).toContainText('Events');

    // The guest gives their state and applies the code in other letters: the discount line and PAY follow.
    const email = `online.promo.${testInfo.project.name}.${Date.now().toString(36)}@example.org`;
    const { dialog } = await openDialog(page, date, title, email);
    const charged = formatRupees(520);
    const line = promoLine(code, 13_000);
    await dialog.getByLabel('State (for your GST invoice)').selectOption('Karnataka');
    await dialog.getByLabel('Promo code').fill(code.toLowerCase());
    await dialog.getByRole('button', { name: 'APPLY' }).click();
    await expect(dialog.getByText(`${line} · You pay ${charged}`)).toBeVisible();
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: `PAY ${charged}` }).click();

    const checkout = page.getByRole('dialog', { name: 'Demo checkout' });
    await expect(checkout).toContainText(charged);
    await checkout.getByRole('button', { name: `PAY ${charged}` }).click();
    await expect(dialog.getByText(/^Payment successful! Payment ID: pay_demo_\S+\. Booking confirmed!$/)).toBeVisible();
    await page.waitForURL(/\/booking\/[\w-]+\.[\w-]+$/, { timeout: 8000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your booking is confirmed');
    await expect(page.locator('main')).toContainText(charged);
    const [booking, ...others] = await storedBookings(request, email);
    expect(others).toEqual([]);
    expect(booking).toMatchObject({
      kind: 'event',
      eventTitle: title,
      status: 'confirmed',
      price: priceText(52_000),
      customerState: 'Karnataka',
      paymentId: expect.stringMatching(/^pay_demo_/),
    });
  });

  test('a class paid at the estate asks for neither a promo code nor a state', async ({ page }) => {
    const title = uniqueTitle('At the estate');
    const date = dayAhead(14);
    await createThroughForm(page, { title, date, slots: '6:30 AM', seats: '5', price: 'Rs 500', payment: 'At the estate' });
    await gotoOk(page, `/calendar?date=${date}`);
    await cardOf(page, title).getByRole('button', { name: 'BOOK THIS EXPERIENCE' }).click();
    const dialog = page.getByRole('dialog', { name: 'CONTACT DETAILS' });
    await expect(dialog.getByRole('button', { name: 'SUBMIT' })).toBeVisible();
    await expect(dialog.getByLabel('Promo code')).toBeHidden();
    await expect(dialog.getByLabel('State (for your GST invoice)')).toBeHidden();
    await expectNoA11yViolations(page);
  });
});
