import type { Page } from '@playwright/test';
import { CANCELLATION_MESSAGES } from '../../app/content/cancellation-policy.ts';
import { addDays, formatLongUsDate, todayIn } from '../../app/lib/dates.ts';
import { parseIcs } from '../support/ics.ts';
import { createThroughForm, uniqueTitle } from './admin-events-helpers.ts';
import { adminTest as test, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, gotoOk, screenshot } from './fixtures.ts';

// The guest's manage link: booked on the calendar, confirmed by the link the first mail carries
// (read through the test server until mail is captured), opened from the link the confirmation carries,
// cancelled three days ahead of a workshop.

const NOT_FOUND = 'This path leads nowhere, gently';

async function bookOnCalendar(page: Page, date: string, title: string, email: string) {
  await gotoOk(page, `/calendar?date=${date}`);
  const card = page.locator('article', { has: page.getByRole('heading', { name: title, exact: true }) });
  const slot = card.getByRole('button', { name: /^7:30 AM/ });
  await expect(slot).toContainText('5 left');
  await slot.click();
  await card.getByRole('button', { name: 'BOOK THIS EXPERIENCE' }).click();
  const dialog = page.getByRole('dialog', { name: 'CONTACT DETAILS' });
  await dialog.getByLabel('NAME').fill('Meera Iyer');
  await dialog.getByLabel('EMAIL').fill(email);
  await dialog.getByLabel('MOBILE').fill('+91 98765 43210');
  await dialog.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(dialog.getByText('Booking submitted successfully! We will contact you soon.')).toBeVisible();
  await expect(dialog.getByText('Please confirm it with the link we have e-mailed you within 30 minutes')).toBeVisible();
  // The booking's page follows; back on the calendar, the seat is taken (held until the link is followed).
  await page.waitForURL(/\/booking\//, { timeout: 5000 });
  const bookingPath = new URL(page.url()).pathname;
  await gotoOk(page, `/calendar?date=${date}`);
  await expect(card.getByRole('button', { name: /^7:30 AM/ })).toContainText('4 left');
  return bookingPath;
}

/**
 * The confirmation link as the guest receives it: in the one mail an address nobody has confirmed gets,
 * which greets them by their first name only.
 */
async function mailedConfirmPath(page: Page, email: string) {
  const mails = (await (await page.request.get(`/__test__/mail?to=${encodeURIComponent(email)}`)).json()) as {
    kind: string;
    text: string;
  }[];
  expect(mails.map((mail) => mail.kind)).toEqual(['booking-confirm-request']);
  const url = /https?:\/\/\S+\/booking\/confirm\/[A-Za-z0-9_.-]+/.exec(mails[0]!.text)?.[0];
  expect(url, 'the mail carries the confirmation link').toBeTruthy();
  expect(mails[0]!.text).toContain('Dear Meera,');
  expect(mails[0]!.text).not.toContain('Iyer');
  return new URL(url!).pathname;
}

/** The manage link as the guest receives it: from the confirmation mail their confirmation queued. */
async function manageLinkFor(page: Page, email: string) {
  const [booking] = await (await page.request.get(`/__test__/bookings?email=${encodeURIComponent(email)}`)).json();
  expect(booking).toBeTruthy();
  const mails = (await (await page.request.get(`/__test__/mail?to=${encodeURIComponent(email)}`)).json()) as {
    kind: string;
    text: string;
    html: string;
  }[];
  const received = mails.find((mail) => mail.kind === 'booking-confirmed');
  expect(received, 'the guest was sent the confirmation').toBeTruthy();
  const url = /https?:\/\/\S+\/booking\/[A-Za-z0-9_.-]+/.exec(received!.text)?.[0];
  expect(url, 'the mail carries the manage link').toBeTruthy();
  expect(received!.html).toContain(url!);
  return { id: booking.id as string, path: new URL(url!).pathname };
}

test('@desktop-only a guest cancels an unpaid workshop three days ahead: nothing to refund, cancelled in the admin, the seat free again', async ({
  page,
  baseURL,
}, testInfo) => {
  test.slow();
  const date = addDays(todayIn('Asia/Kolkata'), 3);
  const title = uniqueTitle('Manage link');
  const email = `meera.${testInfo.project.name}.${Date.now().toString(36)}@example.org`;
  await createThroughForm(page, { title, date, slots: '7:30 AM', seats: '5' });
  const bookingPath = await bookOnCalendar(page, date, title, email);

  // Until the guest follows the mailed link, their booking's page asks for it.
  await gotoOk(page, bookingPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please confirm your booking');
  await expect(page.getByText('Waiting for your confirmation by e-mail', { exact: true })).toBeVisible();
  // Opening the mailed link only shows a button (mail scanners open links); pressing it confirms at once.
  await gotoOk(page, await mailedConfirmPath(page, email));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your booking');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const [waiting] = await (await page.request.get(`/__test__/bookings?email=${encodeURIComponent(email)}`)).json();
  expect(waiting.status).toBe('pending');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'CONFIRM MY BOOKING' }).click();
  await expect(page.getByText('Thank you: your booking is confirmed.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See your booking' })).toHaveAttribute('href', bookingPath);

  const { id, path } = await manageLinkFor(page, email);
  expect(path).toMatch(/^\/booking\/[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
  expect(path).toBe(bookingPath);

  await gotoOk(page, path);
  const [stored] = await (await page.request.get(`/__test__/bookings?email=${encodeURIComponent(email)}`)).json();
  expect(stored.status).toBe('confirmed');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your booking is confirmed');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('main')).toContainText(`Booking reference ${stored.reference}`);
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  const booked = page.getByRole('region', { name: 'What you booked' });
  await expect(booked).toContainText(title);
  await expect(booked).toContainText(formatLongUsDate(date));
  await expect(booked).toContainText('Time7:30 AM');
  await expect(booked).toContainText('Duration45 min');
  await expect(booked).toContainText('Meera Iyer');
  // A calendar session is not paid online: its price, and how it is paid, in plain words.
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Price, paid at the estate₹750');
  await expect(payment).toContainText('Nothing has been charged');
  await expect(page.locator('main')).not.toContainText(email);
  await expect(page.getByRole('region', { name: 'Before you arrive' })).toContainText('arrive 15 minutes before your session');

  // Confirmed: the calendar file says so, from the estate's 7:30 AM (02:00 UTC) for the event's 45 minutes.
  const calendar = page.getByRole('region', { name: 'Add to calendar' });
  const file = await page.request.get((await calendar.getByRole('link', { name: 'Download calendar file (.ics)' }).getAttribute('href'))!);
  expect(file.headers()['content-disposition']).toBe(`attachment; filename="${stored.reference}.ics"`);
  const text = await file.text();
  expect(text).toContain('STATUS:CONFIRMED');
  const entry = parseIcs(text);
  expect(entry.start.toISOString()).toBe(`${date}T02:00:00.000Z`);
  expect(entry.end.toISOString()).toBe(`${date}T02:45:00.000Z`);
  const google = new URL((await calendar.getByRole('link', { name: 'Add to Google Calendar (opens in a new tab)' }).getAttribute('href'))!);
  expect(google.searchParams.get('dates')).toBe(`${date.replaceAll('-', '')}T020000Z/${date.replaceAll('-', '')}T024500Z`);

  // Nothing was paid: the guest is told there is nothing to refund, not a credit or "non-refundable".
  const terms = page.getByText(CANCELLATION_MESSAGES.nothingToRefund);
  await expect(terms).toBeVisible();
  await screenshot(page, 'confirmation-event');
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(confirm).toContainText('If you cancel now, this is what you will receive:');
  await expect(confirm).toContainText(CANCELLATION_MESSAGES.nothingToRefund);
  await expectNoA11yViolations(page);
  // Keeping it changes nothing.
  await confirm.getByRole('button', { name: 'KEEP MY BOOKING' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await confirm.getByRole('button', { name: 'YES, CANCEL MY BOOKING' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your booking is cancelled');
  await expect(page.getByText('No refund or credit is due')).toBeVisible();
  await expect(page.getByText(CANCELLATION_MESSAGES.nothingToRefund)).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  // A cancelled booking offers no calendar entry and no directions for coming.
  await expect(page.getByRole('region', { name: 'Add to calendar' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Before you arrive' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Nothing was charged for this booking.');
  await expectNoA11yViolations(page);
  // Reloading shows the same, from the database.
  await gotoOk(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your booking is cancelled');

  await gotoAdmin(page, `/admin/bookings?q=${encodeURIComponent(email)}&view=${id}`);
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('cancelled');
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(details.getByRole('region', { name: 'Guest cancellation' })).toContainText('Nothing due');
  await expect(details.getByRole('region', { name: 'Guest cancellation' })).toContainText(CANCELLATION_MESSAGES.nothingToRefund);
  await expect(details.getByRole('region', { name: 'History' })).toContainText(
    'guest changed status from confirmed to cancelled and recorded the cancellation: ',
  );
  await expect(details.getByRole('region', { name: 'E-mails' })).toBeVisible();

  // Staff changing the status are offered the guest's mail, ticked, for confirmed and cancelled only.
  await gotoAdmin(page, `/admin/bookings?q=${encodeURIComponent(email)}&edit=${id}`);
  const form = page.getByRole('region', { name: 'Edit Booking' });
  const emailGuest = form.getByLabel('E-mail the guest about this change');
  await expect(emailGuest).toHaveCount(0);
  await form.getByLabel('Status').selectOption('confirmed');
  await expect(emailGuest).toBeChecked();
  await form.getByLabel('Status').selectOption('completed');
  await expect(emailGuest).toHaveCount(0);

  await gotoOk(page, `/calendar?date=${date}`);
  const card = page.locator('article', { has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(card.getByRole('button', { name: /^7:30 AM/ })).toContainText('5 left');

  // A second cancel, posted by hand, is refused and changes nothing.
  const again = await page.request.post(path, { form: { intent: 'cancel' }, headers: { origin: baseURL! } });
  expect(again.status()).toBe(409);
});

test.describe('wrong tokens', () => {
  // The browser logs each 404 document it is shown.
  test.use({ expectedConsoleErrors: /status of 404/ });

  test('@desktop-only a tampered, truncated or made-up token is "not found" and reveals nothing', async ({ page, baseURL }, testInfo) => {
    test.slow();
    const date = addDays(todayIn('Asia/Kolkata'), 3);
    const title = uniqueTitle('Tampered link');
    const email = `ravi.${testInfo.project.name}.${Date.now().toString(36)}@example.org`;
    await createThroughForm(page, { title, date, slots: '7:30 AM', seats: '5' });
    const path = await bookOnCalendar(page, date, title, email);
    const token = path.split('/').pop()!;
    const flip = (char: string) => (char === 'Q' ? 'R' : 'Q');
    const tampered = [
      `${token.slice(0, 5)}${flip(token[5]!)}${token.slice(6)}`,
      `${token.slice(0, 30)}${flip(token[30]!)}${token.slice(31)}`,
      token.slice(0, -2),
      'not-a-token',
    ];

    for (const bad of tampered) {
      const response = await page.goto(`/booking/${bad}`);
      expect(response?.status(), bad).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
      await expect(page.locator('main')).not.toContainText(title);
      // Its calendar file is not found either.
      const file = await page.request.get(`/booking/${bad}/calendar.ics`);
      expect(file.status(), `${bad}/calendar.ics`).toBe(404);
      expect(await file.text()).not.toContain('BEGIN:VCALENDAR');
    }
    // Nor is the booking page's token, or an altered one, a confirmation link.
    const confirmPath = await mailedConfirmPath(page, email);
    const confirmToken = confirmPath.split('/').pop()!;
    for (const bad of [token, `${confirmToken.slice(0, 5)}${flip(confirmToken[5]!)}${confirmToken.slice(6)}`]) {
      const response = await page.goto(`/booking/confirm/${bad}`);
      expect(response?.status(), bad).toBe(404);
      await expect(page.getByText('This link is not valid.')).toBeVisible();
      await expect(page.locator('main')).not.toContainText(title);
      await expect(page.getByRole('button', { name: 'CONFIRM MY BOOKING' })).toHaveCount(0);
    }
    // Posting a cancel to an altered token finds nothing either (one post: the action is rate-limited per IP).
    const post = await page.request.post(`/booking/${tampered[1]}`, { form: { intent: 'cancel' }, headers: { origin: baseURL! } });
    expect(post.status()).toBe(404);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expectNoA11yViolations(page);
    // The real link still works, and the booking was untouched.
    await gotoOk(page, path);
    await expect(page.getByText('Waiting for your confirmation by e-mail', { exact: true })).toBeVisible();
  });
});
