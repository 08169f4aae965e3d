import { MOVE_MESSAGES } from '../../app/lib/admin/move-booking.ts';
import { formatDayMonthYear } from '../../app/lib/dates.ts';
import { ROOM_MESSAGES } from '../../app/lib/rooms.ts';
import { FRONT_DESK } from '../support/accounts.ts';
import { uniqueTag } from './admin-booking-helpers.ts';
import { adminTest as test, gotoAdmin, signIn } from './admin-fixtures.ts';
import { bookStay, night, roomTypeWithStay } from './admin-move-helpers.ts';
import { expect } from './fixtures.ts';

// The front desk moves a stay over the phone: new nights, the price shown before confirming, and the
// occupancy grid shows the rooms taken on the new nights only.

test.describe.configure({ timeout: 120_000 });

test('the front desk moves a stay and the occupancy grid shows the new nights only', async ({ page, baseURL, browser }, testInfo) => {
  const tag = uniqueTag(testInfo);
  const { typeName, guest } = await roomTypeWithStay(page, baseURL!, tag, { from: 4, to: 6 });
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
    await dialog.getByLabel('New check-out').fill(night(10));
    await dialog.getByRole('button', { name: 'Show the price' }).click();

    const preview = dialog.getByRole('region', { name: 'The move' });
    await expect(preview).toContainText(`${night(8)} to ${night(10)}`);
    await expect(preview).toContainText('New nights (today’s rate)');
    await expect(preview).toContainText('Not paid yet: the guest pays the new price');
    await dialog.getByRole('button', { name: 'Confirm move' }).click();
    await expect(deskPage.getByText(MOVE_MESSAGES.moved)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(deskPage.getByRole('row').filter({ hasText: guest })).toContainText(`${night(8)} to ${night(10)}`);

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
  for (const days of [4, 5, 6, 7, 10]) await expect(cell(days, '0 / 2 rooms taken')).toBeVisible();
  for (const days of [8, 9]) await expect(cell(days, '1 / 2 rooms taken')).toBeVisible();
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
