import type { Page } from '@playwright/test';
import { todayIn } from '../../app/lib/dates.ts';
import { createBooking, createTestEvent, uniqueTag } from './admin-booking-helpers.ts';
import { adminTest as test, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations } from './fixtures.ts';
import { payDemoStay, stayDaysAhead } from './refund-helpers.ts';

// The quick desk: a walk-in without an e-mail address in three steps from Today, check-in of a guest
// who has not paid offering Mark paid, and a refund that asks first, naming the amount and the guest.

const ZONE = 'Asia/Kolkata';
// Begun whenever the test runs (the door is open), and one that begins only at the day's end (bookable).
const BEGUN_SLOT = '12:00 AM';
const OPEN_SLOT = '11:59 PM';

const guestOnRoster = (page: Page, id: string) => page.locator(`[data-roster-guest="${id}"]:visible`);

test('a walk-in without an e-mail address is booked in three steps from Today', async ({ page }, testInfo) => {
  const tag = uniqueTag(testInfo);
  const title = `Walk-in flow ${tag}`;
  await createTestEvent(page, { title, eventDate: todayIn(ZONE), timeSlots: [OPEN_SLOT], slotCapacity: 5, price: 'Rs 700' });
  await gotoAdmin(page, '/admin/today');
  await page.getByRole('button', { name: 'Walk-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Walk-in' });

  // 1: the slot.
  await expect(dialog).toContainText('Step 1 of 3: Slot');
  await dialog.getByRole('radio', { name: new RegExp(`${OPEN_SLOT} · ${title}`) }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  // 2: name and phone; no e-mail.
  await expect(dialog).toContainText('Step 2 of 3: Guest');
  const name = `Walk-in ${tag}`;
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('+91 98765 11111');
  await dialog.getByRole('button', { name: 'Next' }).click();
  // 3: paid now or not.
  await expect(dialog).toContainText('Step 3 of 3: Payment');
  await expect(dialog.getByRole('radio', { name: 'Not paid yet' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Book walk-in' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: /Walk-in booked: SKN-/ })).toBeVisible();
  const roster = page.getByRole('article', { name: title });
  await expect(roster).toContainText(name);
  await expect(roster).toContainText('confirmed');
  // Its details say there is no address: nothing was sent to anyone in the guest's place.
  await roster.getByRole('link', { name: /^SKN-/ }).first().click();
  await expect(page.getByRole('dialog', { name: 'Booking Details' })).toContainText('No e-mail given');
});

test('checking in a guest who has not paid offers Mark paid with what is owed, and the cash counts in the day’s cash-up', async ({
  page,
  baseURL,
}, testInfo) => {
  const tag = uniqueTag(testInfo);
  const title = `Door pay ${tag}`;
  const today = todayIn(ZONE);
  const event = await createTestEvent(page, { title, eventDate: today, timeSlots: [BEGUN_SLOT], slotCapacity: 5, price: 'Rs 600' });
  const name = `Unpaid ${tag}`;
  const booking = await createBooking(page, baseURL!, {
    eventId: event.id,
    eventTitle: title,
    eventDate: today,
    selectedSlot: BEGUN_SLOT,
    price: 'Rs 600',
    customerName: name,
    customerEmail: `unpaid-${tag}@example.org`,
    status: 'confirmed',
  });
  await gotoAdmin(page, '/admin/today');
  const guest = guestOnRoster(page, booking.id);
  await expect(guest).toContainText('Not paid');
  await guest.getByRole('button', { name: `Check in: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Check in ${name}` });
  await expect(dialog).toContainText(`${name} has not paid: ₹600 is owed.`);
  await expectNoA11yViolations(page);
  await dialog.getByRole('radio', { name: 'Cash' }).check();
  await dialog.getByRole('button', { name: 'Mark paid ₹600 and check in' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Guest checked in; the payment is recorded' })).toBeVisible();
  await expect(guest).toContainText('Checked in by');
  await expect(guest).toContainText('Paid');
  await expect(guest).not.toContainText('Not paid');

  // The owner counts the drawer: today's cash-up, from Reports, holds the ₹600 (other tests take cash today too).
  await gotoAdmin(page, '/admin/reports/cash-up');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cash-up');
  await expect(page.getByLabel('Day', { exact: true })).toHaveValue(today);
  const cash = page.locator('tr[data-line="cash"]');
  await expect(cash.locator('th')).toHaveText('Cash');
  const [count, amount] = await cash.locator('td').allTextContents();
  expect(Number(count)).toBeGreaterThanOrEqual(1);
  expect(Number(amount!.replace(/[^\d.-]/g, ''))).toBeGreaterThanOrEqual(600);
  await expect(page.locator('tr[data-line="net"]')).toContainText('₹');
});

test("a refund's confirmation names the amount and the guest before money moves", async ({ page, baseURL }, testInfo) => {
  const email = `desk.refund.${uniqueTag(testInfo)}@example.org`;
  const { bookingId, amountPaise } = await payDemoStay(page.request, baseURL!, email, stayDaysAhead(33));
  await gotoAdmin(page, `/admin/bookings?view=${bookingId}`);
  const refunds = page.getByRole('dialog', { name: 'Booking Details' }).getByRole('region', { name: 'Refunds' });
  await refunds.scrollIntoViewIfNeeded();
  // The policy's half, not the whole payment.
  const half = Math.round(amountPaise / 2);
  await expect(refunds.getByLabel('Amount (₹)')).toHaveValue(String(half / 100));
  await refunds.getByLabel('Reason').fill('Guest asked to shorten the stay');
  await refunds.getByRole('button', { name: 'Refund' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  const amount = `₹${(half / 100).toLocaleString('en-IN')}`;
  await expect(confirm).toContainText(`Refund ${amount} to Kavya Rao?`);
  await expectNoA11yViolations(page);
  // Cancelling moves nothing.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(refunds.getByText('No refunds for this booking yet.')).toBeVisible();

  // Credit instead: the whole payment as credit is offered, and asked about by name too.
  await refunds.getByRole('radio', { name: 'Credit instead' }).check();
  await expect(refunds.getByLabel('Amount (₹)')).toHaveValue(String(amountPaise / 100));
  await refunds.getByRole('button', { name: 'Give credit' }).click();
  await expect(confirm).toContainText(`Give Kavya Rao a credit of ₹${(amountPaise / 100).toLocaleString('en-IN')}?`);
  await confirm.getByRole('button', { name: /^Give ₹/ }).click();
  await expect(refunds.getByRole('status')).toContainText(/A credit of ₹[\d,]+ has been given: CR-/);
  await expect(refunds.getByText('No refunds for this booking yet.')).toBeVisible();
});
