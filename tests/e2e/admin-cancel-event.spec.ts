import type { Page } from '@playwright/test';
import { eventCard } from '../../app/content/calendar.ts';
import { CANCELLATION_MESSAGES } from '../../app/content/cancellation-policy.ts';
import { EVENT_CANCEL_MESSAGES } from '../../app/lib/admin/event-cancel.ts';
import { needsActionLabels } from '../../app/lib/admin/needs-action.ts';
import { REFUND_DUE_MESSAGES } from '../../app/lib/admin/refund-due.ts';
import { formatShortDate } from '../../app/lib/dates.ts';
import { formatRupees } from '../../app/lib/money.ts';
import { createBooking, createTestEvent, postBookingAction, uniqueTag } from './admin-booking-helpers.ts';
import { createThroughForm, dayAhead, EVENTS_PATH, uniqueTitle } from './admin-events-helpers.ts';
import { adminTest as test, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, gotoOk } from './fixtures.ts';
import { fillGuest, storedBookings } from './guest-checkout.ts';

// Staff cancel a class a guest has paid for online: Delete gives way to "Cancel this event", the dialog
// asks for a reason, and the guest's page, mail and the calendar say the estate cancelled it, with the refund.

const PRICE = formatRupees(650);
const REASON = 'Our teacher is unwell; we are sorry.';

/** A guest pays for the class's 7:30 AM seat through the calendar and the demo checkout; answers their booking page. */
async function payForSeat(page: Page, date: string, title: string, email: string): Promise<string> {
  await gotoOk(page, `/calendar?date=${date}`);
  const card = page.locator('article', { has: page.getByRole('heading', { name: title, exact: true }) });
  await card.getByRole('button', { name: 'BOOK THIS EXPERIENCE' }).click();
  const dialog = page.getByRole('dialog', { name: 'CONTACT DETAILS' });
  await fillGuest(dialog, email);
  await dialog.getByRole('button', { name: `PAY ${PRICE}` }).click();
  const checkout = page.getByRole('dialog', { name: 'Demo checkout' });
  await checkout.getByRole('button', { name: `PAY ${PRICE}` }).click();
  await page.waitForURL(/\/booking\/[\w-]+\.[\w-]+$/, { timeout: 10_000 });
  return new URL(page.url()).pathname;
}

test('staff cancel a booked class paid online; the guest’s page says cancelled by the estate, with the refund', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const title = uniqueTitle('Cancelled class');
  const date = dayAhead(21);
  await createThroughForm(page, { title, date, slots: '7:30 AM', seats: '5', price: 'Rs 650', payment: 'Online', amountOnline: '650' });
  const email = `cancel.${testInfo.project.name}.${Date.now().toString(36)}@example.org`;
  const bookingPath = await payForSeat(page, date, title, email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your booking is confirmed');

  // Booked: no Delete, but Cancel this event.
  await gotoAdmin(page, `${EVENTS_PATH}?q=${encodeURIComponent(title)}`);
  const row = page.getByRole('row').filter({ hasText: title });
  const name = `${title}, ${formatShortDate(date)}`;
  await expect(row.getByRole('listitem')).toHaveText(['7:30 AM 1 / 5']);
  await expect(row.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);
  await row.getByRole('button', { name: `Cancel this event: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this event' });
  await expect(dialog).toContainText('1 guest is booked.');
  await expect(dialog.getByRole('radio', { name: 'Full refund to the card or account they paid with' })).toBeChecked();
  await expectNoA11yViolations(page);

  // No reason, no cancellation: the browser asks for one and nothing is sent.
  await dialog.getByRole('button', { name: 'Cancel event' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Reason for the guests')).toHaveJSProperty('validity.valueMissing', true);
  // Keeping the event changes nothing.
  await dialog.getByRole('button', { name: 'Keep the event' }).click();
  await expect(dialog).toBeHidden();
  expect((await storedBookings(request, email))[0]?.status).toBe('confirmed');

  await row.getByRole('button', { name: `Cancel this event: ${name}` }).click();
  await dialog.getByLabel('Reason for the guests').fill(REASON);
  await dialog.getByRole('button', { name: 'Cancel event' }).click();
  await expect(
    page.getByText(EVENT_CANCEL_MESSAGES.cancelled({ events: 1, bookings: 1, refunds: 1, credits: 0, dueByHandPaise: 0 }), { exact: true }),
  ).toBeVisible();
  // The event stays in the list, marked cancelled, its seat free; Delete stays refused for its paid history.
  await gotoAdmin(page, `${EVENTS_PATH}?q=${encodeURIComponent(title)}`);
  await expect(row.getByRole('cell').nth(1)).toHaveText(`${title}Cancelled`);
  await expect(row.getByRole('listitem')).toHaveText(['7:30 AM 0 / 5']);
  await expect(row.getByRole('button', { name: `Cancel this event: ${name}` })).toHaveCount(0);
  expect((await storedBookings(request, email))[0]?.status).toBe('cancelled');

  // The guest's page: cancelled by the estate, the reason, and the full refund.
  await gotoOk(page, bookingPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your booking is cancelled');
  const section = page.getByRole('region', { name: 'Cancelled by the estate' });
  await expect(section).toContainText(REASON);
  await expect(section).toContainText(CANCELLATION_MESSAGES.estate.refund(PRICE));
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await expectNoA11yViolations(page);

  // One mail about it, with the reason and the refund.
  const mails = (await (await request.get(`/__test__/mail?to=${encodeURIComponent(email)}`)).json()) as { kind: string; text: string }[];
  const cancelled = mails.filter((mail) => mail.kind === 'booking-cancelled');
  expect(cancelled).toHaveLength(1);
  expect(cancelled[0]!.text).toContain(REASON);
  expect(cancelled[0]!.text).toContain(CANCELLATION_MESSAGES.estate.refund(PRICE));

  // The calendar keeps the day's class, marked cancelled, with nothing to book.
  await gotoOk(page, `/calendar?date=${date}`);
  const card = page.locator('article', { has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(card).toContainText(eventCard.cancelled);
  await expect(card).toContainText(REASON);
  await expect(card.getByRole('button', { name: 'BOOK THIS EXPERIENCE' })).toHaveCount(0);
});

test('a guest who paid cash at the desk is owed it back by hand: listed until an owner records it given back', async ({
  page,
  baseURL,
}, testInfo) => {
  const title = uniqueTitle('Cash class');
  const eventDate = dayAhead(23);
  const event = await createTestEvent(page, { title, eventDate, timeSlots: ['7:30 AM'], slotCapacity: 8, price: 'Rs 600' });
  const tag = uniqueTag(testInfo);
  const booking = await createBooking(page, baseURL!, {
    eventId: event.id,
    eventTitle: title,
    eventDate,
    selectedSlot: '7:30 AM',
    price: 'Rs 600',
    status: 'confirmed',
    customerName: `Cash ${tag}`,
    customerEmail: `cash.${tag}@example.org`,
  });
  expect((await postBookingAction(page, baseURL!, { intent: 'pay', id: booking.id, method: 'cash' })).status()).toBe(200);

  await gotoAdmin(page, `${EVENTS_PATH}?q=${encodeURIComponent(title)}`);
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: `Cancel this event: ${title}, ${formatShortDate(eventDate)}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this event' });
  await dialog.getByLabel('Reason for the guests').fill(REASON);
  await dialog.getByRole('radio', { name: 'Full credit to book again' }).check();
  await dialog.getByRole('button', { name: 'Cancel event' }).click();
  await expect(
    page.getByText(EVENT_CANCEL_MESSAGES.cancelled({ events: 1, bookings: 1, refunds: 0, credits: 0, dueByHandPaise: 60_000 }), {
      exact: true,
    }),
  ).toBeVisible();

  await gotoAdmin(page, '/admin/dashboard');
  const needs = page.getByRole('link', { name: `${needsActionLabels['give-back-by-hand']} : booking ${booking.reference}` });
  await expect(needs).toBeVisible();
  await needs.click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(details.getByRole('region', { name: 'Cancelled by the estate' })).toContainText(REASON);
  const owed = details.getByRole('region', { name: 'To give back by hand' });
  await expect(owed).toContainText('₹600 · owed');
  await expectNoA11yViolations(page);
  await owed.getByRole('button', { name: 'Given back' }).click();
  await expect(owed).toContainText(REFUND_DUE_MESSAGES.recorded('₹600'));
  await expect(owed).toContainText('₹600 · given back');
  await expect(owed.getByRole('button', { name: 'Given back' })).toHaveCount(0);
  await gotoAdmin(page, '/admin/dashboard');
  await expect(page.getByRole('link', { name: `${needsActionLabels['give-back-by-hand']} : booking ${booking.reference}` })).toHaveCount(0);
});
