import { MOVE_MESSAGES } from '../../app/lib/admin/move-booking.ts';
import { formatDayMonthYear } from '../../app/lib/dates.ts';
import { BALANCE_MESSAGES } from '../../app/lib/payment-messages.ts';
import { ROOM_MESSAGES } from '../../app/lib/rooms.ts';
import { FRONT_DESK } from '../support/accounts.ts';
import { uniqueTag } from './admin-booking-helpers.ts';
import { adminTest as test, gotoAdmin, signIn } from './admin-fixtures.ts';
import { bookStay, night, roomTypeWithStay } from './admin-move-helpers.ts';
import { expect, gotoOk } from './fixtures.ts';
import { payInDemo } from './guest-checkout.ts';

// The front desk moves a paid stay over the phone: new nights, the price shown before confirming, and the
// occupancy grid shows the rooms taken on the new nights only. The guest then pays what the longer stay
// owes on top from their booking page, and finds an invoice for each payment there.

test.describe.configure({ timeout: 120_000 });

test('the front desk moves a stay and the occupancy grid shows the new nights only', async ({ page, baseURL, browser }, testInfo) => {
  const tag = uniqueTag(testInfo);
  const { typeName, guest, booking } = await roomTypeWithStay(page, baseURL!, tag, { from: 4, to: 6 });
  // Paid at the estate, as the Bookings screen's "Mark paid" records it.
  const paid = await page.request.post('/admin/bookings', {
    form: { intent: 'pay', id: booking.id, method: 'cash' },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const cell = (days: number, text: string) =>
    page
      .getByRole('region', { name: /^Occupancy from/ })
      .getByRole('link', { name: `${typeName}, night of ${formatDayMonthYear(night(days))}: ${text}` });
  await gotoAdmin(page, '/admin/rooms');
  await expect(cell(4, '1 / 2 rooms taken')).toBeVisible();
  await expect(cell(5, '1 / 2 rooms taken')).toBeVisible();

  const desk = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  try {
    const deskPage = await desk.newPage();
    await signIn(deskPage.request, baseURL!, FRONT_DESK);
    await gotoAdmin(deskPage, `/admin/bookings?q=${tag}`);
    await deskPage.getByRole('link', { name: `View booking of ${guest}` }).click();
    await deskPage.getByRole('dialog', { name: 'Booking Details' }).getByRole('link', { name: 'Move', exact: true }).click();
    const dialog = deskPage.getByRole('dialog', { name: 'Move booking' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Room type')).toHaveValue(/.+/);
    await dialog.getByLabel('New check-in').fill(night(8));
    await dialog.getByLabel('New check-out').fill(night(11));
    await dialog.getByRole('button', { name: 'Show the price' }).click();

    const preview = dialog.getByRole('region', { name: 'The move' });
    await expect(preview).toContainText(`${night(8)} to ${night(11)}`);
    await expect(preview).toContainText('New nights (today’s rate)');
    await expect(preview).toContainText('will be recorded as due from the guest');
    await dialog.getByRole('button', { name: 'Confirm move' }).click();
    await expect(deskPage.getByText(MOVE_MESSAGES.moved)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(deskPage.getByRole('row').filter({ hasText: guest })).toContainText(`${night(8)} to ${night(11)}`);

    // The edit form offers no dates to retype: only Move changes them.
    await deskPage.getByRole('link', { name: `Edit booking of ${guest}` }).click();
    const edit = deskPage.getByRole('region', { name: 'Edit Booking' });
    await expect(edit).toContainText(MOVE_MESSAGES.useMove);
    await expect(edit.getByLabel('Event date')).toHaveCount(0);
    await expect(edit.getByLabel('Price')).toHaveCount(0);
  } finally {
    await desk.close();
  }

  await gotoAdmin(page, '/admin/rooms');
  for (const days of [4, 5, 6, 7, 11]) await expect(cell(days, '0 / 2 rooms taken')).toBeVisible();
  for (const days of [8, 9, 10]) await expect(cell(days, '1 / 2 rooms taken')).toBeVisible();

  // The guest follows the link in the mail about the move and pays what is due, through the demo checkout.
  const mails = (await (await page.request.get(`/__test__/mail?to=${encodeURIComponent(booking.customerEmail)}`)).json()) as {
    kind: string;
    text: string;
  }[];
  const moved = mails.find((mail) => mail.kind === 'booking-moved');
  const link = /https?:\/\/\S+\/booking\/[A-Za-z0-9_.-]+/.exec(moved?.text ?? '')?.[0];
  expect(link, 'the mail about the move carries the booking link').toBeTruthy();
  await gotoOk(page, new URL(link!).pathname);
  const payDue = page.getByRole('region', { name: BALANCE_MESSAGES.heading });
  const button = payDue.getByRole('button', { name: /^PAY ₹/ });
  const amount = (await button.textContent())!.replace('PAY ', '');
  await expect(payDue).toContainText(BALANCE_MESSAGES.lead(amount));
  await button.click();
  await payInDemo(page, amount);
  await expect(payDue.getByRole('status')).toContainText('Payment successful!');
  await expect(payDue.getByRole('button')).toHaveCount(0);
  const invoices = page.getByRole('region', { name: 'Invoices' });
  await expect(invoices.getByRole('link', { name: /^Download invoice .* \(PDF\)$/ })).toHaveCount(2);
});

test('a move onto a full night is refused in the dialog and the stay keeps its nights', async ({ page, baseURL }, testInfo) => {
  const tag = uniqueTag(testInfo);
  const { typeName, typeId, guest, booking } = await roomTypeWithStay(page, baseURL!, tag, { from: 12, to: 13, rooms: 1 });
  // Another guest has the type's one room on the next night.
  await bookStay(page, baseURL!, typeId, `${tag}b`, 13, 14);
  await gotoAdmin(page, `/admin/bookings?q=${tag}&move=${booking.id}`);
  const dialog = page.getByRole('dialog', { name: 'Move booking' });
  await expect(dialog).toContainText(guest);
  await dialog.getByLabel('New check-out').fill(night(14));
  await dialog.getByRole('button', { name: 'Show the price' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(ROOM_MESSAGES.noRooms);
  await expect(dialog.getByRole('button', { name: 'Confirm move' })).toHaveCount(0);

  await gotoAdmin(page, '/admin/rooms');
  const cell = (days: number, text: string) =>
    page
      .getByRole('region', { name: /^Occupancy from/ })
      .getByRole('link', { name: `${typeName}, night of ${formatDayMonthYear(night(days))}: ${text}` });
  await expect(cell(12, '1 / 1 Full rooms taken')).toBeVisible();
  await expect(cell(13, '1 / 1 Full rooms taken')).toBeVisible();
});
