import type { Page } from '@playwright/test';
import { addDays, formatWeekdayDate, todayIn } from '../../app/lib/dates.ts';
import { ROOM_MESSAGES } from '../../app/lib/rooms.ts';
import { expect, expectNoA11yViolations, gotoOk, test } from './fixtures.ts';
import { closeEstate, roomTypeId } from './rooms-helpers.ts';

// The stay with rooms: the dates' answer lists the room types with what is left, the last
// room of a type sells it out, cancelling gives the night back, and the month of free nights strikes
// through a closed night and fills the dates in from two picks. Each project books dates of its own,
// far ahead, so the two never share a night.

const today = () => todayIn('Asia/Kolkata');
/** A night `days` ahead for this project, on the 5th of its month or later (its month view then shows the 3 nights before it). */
function night(project: string, days: number): string {
  let date = addDays(today(), days + (project === 'phone' ? 0 : 7));
  while (Number(date.slice(8)) < 5) date = addDays(date, 4);
  return date;
}

async function search(page: Page, checkIn: string, checkOut: string, adults: string) {
  await gotoOk(page, '/book-your-stay');
  await page.getByLabel('Check-in').fill(checkIn);
  await page.getByLabel('Check-out').fill(checkOut);
  await page.getByLabel('Adults', { exact: true }).selectOption(adults);
  await page.getByRole('button', { name: 'Book Now', exact: true }).click();
}

/** A room type's card among the choices. */
const card = (page: Page, name: string) => page.getByRole('article', { name });

test('@desktop-only a stay: the types with what is left, the last Forest Single sold out, and given back by cancelling', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const checkIn = night(testInfo.project.name, 300);
  const checkOut = addDays(checkIn, 1);
  const email = `rooms.${testInfo.project.name}@example.org`;

  await search(page, checkIn, checkOut, '1');
  await expect(page.getByRole('heading', { name: 'Choose your room' })).toBeVisible();
  await expect(card(page, 'River Cottage')).toContainText(/You need\s*1 room/);
  await expect(card(page, 'River Cottage')).not.toContainText(/\d left/);
  await expect(card(page, 'Forest Single')).toContainText(ROOM_MESSAGES.left(3));
  await expectNoA11yViolations(page);

  // Two of the three rooms held by another guest's open checkout.
  const held = await request.post('/api/payments/orders', {
    headers: { Origin: baseURL! },
    data: {
      kind: 'stay',
      idempotencyKey: crypto.randomUUID(),
      checkIn,
      checkOut,
      adults: 2,
      roomTypeId: await roomTypeId(request, 'Forest Single'),
      customer: { name: 'Other Guest', email: `other.${email}`, mobile: '9876543210' },
    },
  });
  expect(held.status()).toBe(200);

  await search(page, checkIn, checkOut, '1');
  await expect(card(page, 'Forest Single')).toContainText(ROOM_MESSAGES.left(1));
  await page.getByRole('button', { name: 'CHOOSE Forest Single' }).click();
  const dialog = page.getByRole('dialog', { name: 'CUSTOMER INFORMATION' });
  await expect(dialog).toContainText('Forest Single, 1 room');
  await dialog.getByLabel('Name').fill('Ila Sen');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('98765 43210');
  await dialog.getByRole('button', { name: /^PAY / }).click();
  const checkout = page.getByRole('dialog', { name: 'Demo checkout' });
  await checkout.getByRole('button', { name: /^PAY / }).click();
  await expect(dialog.getByText(/^Payment successful! Payment ID: pay_demo_\S+\. Booking confirmed!$/)).toBeVisible();
  await expect(dialog).toContainText('Forest Single, 1 room');
  await page.waitForURL(/\/booking\//, { timeout: 8000 });
  const bookingPage = page.url();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your booking is confirmed');
  await expect(page.locator('main')).toContainText('Forest Single, 1 room');

  await search(page, checkIn, checkOut, '1');
  await expect(card(page, 'Forest Single')).toContainText(ROOM_MESSAGES.soldOut);
  await expect(page.getByRole('button', { name: 'CHOOSE Forest Single' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'CHOOSE Garden Room' })).toBeVisible();
  await expectNoA11yViolations(page);

  await gotoOk(page, new URL(bookingPage).pathname);
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
  // Paid, months ahead: the policy offers a refund or credit, and the guest chooses.
  await confirm.getByRole('radio', { name: /^Full credit/ }).check();
  await confirm.getByRole('button', { name: 'YES, CANCEL MY BOOKING' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your booking is cancelled');

  await search(page, checkIn, checkOut, '1');
  await expect(card(page, 'Forest Single')).toContainText(ROOM_MESSAGES.left(1));
  await expect(page.getByRole('button', { name: 'CHOOSE Forest Single' })).toBeVisible();
});

test.describe('the month of free nights', () => {
  // Dates that span a closed night are refused with 400, which the browser logs.
  test.use({ expectedConsoleErrors: /status of 400/ });

  test('a closed night is struck through and cannot be chosen; two picks fill in the dates', async ({ page, baseURL }, testInfo) => {
    const closed = night(testInfo.project.name, 320);
    const month = closed.slice(0, 7);
    await closeEstate(baseURL!, closed);

    await gotoOk(page, `/book-your-stay?month=${month}`);
    const monthView = page.getByRole('region', { name: /\d{4}$/ });
    await expect(monthView.getByRole('table')).toBeVisible();
    await expect(monthView.getByText(`${formatWeekdayDate(closed)}: no rooms`)).toBeAttached();
    await expect(monthView.getByRole('table').locator(`s:text-is("${Number(closed.slice(8))}")`)).toBeVisible();
    await expect(page.locator(`a[href*="checkIn=${closed}"]`)).toHaveCount(0);
    await expectNoA11yViolations(page);

    // Check-in three nights before; the check-out can be up to the closed night's morning, not past it.
    const checkIn = addDays(closed, -3);
    await monthView.getByRole('link', { name: `${formatWeekdayDate(checkIn)}: choose as check-in` }).click();
    await expect(page.getByLabel('Check-in')).toHaveValue(checkIn);
    await expect(monthView.getByRole('link', { name: `${formatWeekdayDate(addDays(closed, -1))}: choose as check-out` })).toBeVisible();
    await expect(monthView.getByRole('link', { name: `${formatWeekdayDate(addDays(closed, 1))}: choose as check-in` })).toBeVisible();
    await monthView.getByRole('link', { name: `${formatWeekdayDate(addDays(closed, -1))}: choose as check-out` }).click();
    await expect(page.getByLabel('Check-in')).toHaveValue(checkIn);
    await expect(page.getByLabel('Check-out')).toHaveValue(addDays(closed, -1));
    await expect(monthView.getByRole('link', { name: `${formatWeekdayDate(checkIn)}, chosen: choose as check-in` })).toBeVisible();

    // The month sends the dates itself: on a phone the form is out of sight by now.
    await monthView.getByRole('button', { name: 'SEE ROOMS FOR THESE DATES' }).click();
    await expect(page.getByRole('heading', { name: 'Choose your room' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '2 nights' })).toBeVisible();
    await expectNoA11yViolations(page);

    // Dates across the closed night: no type can take them.
    await page.getByLabel('Check-out').fill(addDays(closed, 1));
    await page.getByRole('button', { name: 'Book Now', exact: true }).click();
    await expect(page.getByText(ROOM_MESSAGES.noRooms)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Choose your room' })).toHaveCount(0);
  });

  test('moves between months by links, within the bookable window', async ({ page }) => {
    await gotoOk(page, '/book-your-stay');
    const monthView = page.getByRole('region', { name: /\d{4}$/ });
    await expect(monthView.getByRole('link', { name: 'Previous month' })).toHaveCount(0);
    const shown = await monthView.getByRole('paragraph').first().textContent();
    await monthView.getByRole('link', { name: 'Next month' }).click();
    await expect(page).toHaveURL(/month=\d{4}-\d{2}/);
    await expect(monthView.getByRole('link', { name: 'Previous month' })).toBeVisible();
    expect(await monthView.getByRole('paragraph').first().textContent()).not.toBe(shown);
  });
});
