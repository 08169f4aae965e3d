import type { APIRequestContext, Page } from '@playwright/test';
import { ROOM_TYPE_MESSAGES } from '../../app/lib/admin/room-messages.ts';
import { STAY_DESK_ACTION } from '../../app/lib/admin/stay-desk.ts';
import { addDays, formatDayMonthYear, todayIn } from '../../app/lib/dates.ts';
import { FRONT_DESK } from '../support/accounts.ts';
import { ADMIN, adminTest as test, gotoAdmin, signIn } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations } from './fixtures.ts';

// Rooms by name: a stay is given a unit, the grid shows it, the owner moves the guest to another unit,
// the desk checks the guest in and out on Today and takes what they owe; the front desk sees the grid
// but changes nothing.

const today = todayIn('Asia/Kolkata');
test.describe.configure({ timeout: 120_000 });

function uniqueName(label: string) {
  return `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/** A room type of `rooms` units and a stay booked in it by staff, both through the Rooms screen's action. */
async function typeWithStay(request: APIRequestContext, baseURL: string, rooms: number, checkIn = today) {
  const name = uniqueName('Tulsi');
  const guest = uniqueName('Kavya');
  const headers = { origin: baseURL };
  const created = await request.post('/admin/rooms', {
    form: {
      intent: 'create',
      name,
      description: 'A room by the tulsi.',
      roomCount: String(rooms),
      adultsPerRoom: '2',
      sortOrder: '60',
      active: 'on',
    },
    headers,
  });
  expect(await created.text()).toContain(ROOM_TYPE_MESSAGES.created);
  const types = (await (await request.get('/__test__/room-types')).json()) as { id: string; name: string }[];
  const typeId = types.find((type) => type.name === name)!.id;
  const booked = await request.post('/admin/rooms', {
    form: {
      intent: 'book',
      kind: 'stay',
      roomTypeId: typeId,
      checkIn,
      checkOut: addDays(checkIn, 2),
      adults: '2',
      customerName: guest,
      customerEmail: 'kavya@example.org',
      customerPhone: '+91 98765 43210',
      status: 'confirmed',
    },
    headers,
  });
  expect(booked.status()).toBe(200);
  return { name, guest, typeId };
}

const stayIn = (page: Page, list: string, guest: string) =>
  page
    .getByRole('region', { name: new RegExp(`^${list} \\(`) })
    .getByRole('listitem')
    .filter({ hasText: guest });

test('a stay is checked in and out on Today, with its unit and what it owes paid at the desk', async ({ page, baseURL }) => {
  const { name, guest } = await typeWithStay(page.request, baseURL!, 2);
  await gotoAdmin(page, '/admin/today');
  const arrival = stayIn(page, 'Arrivals', guest);
  await expect(arrival).toContainText(`${name} 1`);
  await expect(arrival).toContainText(/₹[\d,]+ due/);
  await arrival.getByRole('button', { name: /^Take payment of/ }).click();
  await expect(arrival).toContainText('Paid');
  await expect(arrival.getByRole('button', { name: /^Take payment of/ })).toHaveCount(0);
  await arrival.getByRole('button', { name: `Check in: ${guest}` }).click();
  await expect(arrival).toContainText(`Checked in by ${ADMIN.email}`);
  const inHouse = stayIn(page, 'In house', guest);
  await expect(inHouse).toContainText(`${name} 1`);
  await inHouse.getByRole('button', { name: `Check out: ${guest}` }).click();
  await expect(inHouse).toContainText(`Checked out by ${ADMIN.email}`);
  await expectNoA11yViolations(page);
});

test('the occupancy grid shows each unit with its guest, and the owner moves the guest to another unit', async ({ page, baseURL }) => {
  const { name, guest } = await typeWithStay(page.request, baseURL!, 2, addDays(today, 3));
  const night = addDays(today, 3);
  await gotoAdmin(page, '/admin/rooms');
  const grid = page.getByRole('region', { name: /^Occupancy from/ });
  await expect(grid.getByRole('rowheader', { name: `${name} 1`, exact: true })).toBeVisible();
  const cell = grid.getByRole('link', { name: `${name} 1, night of ${formatDayMonthYear(night)}: ${guest}` });
  await expect(cell).toBeVisible();
  await expect(grid).toContainText(`${name} 2, night of ${formatDayMonthYear(night)}: free`);
  await cell.click();
  const panel = page.locator('#night-bookings');
  const move = panel.getByRole('listitem').filter({ has: page.getByLabel(`Move ${guest} from ${name} 1 to`) });
  await move.getByLabel(`Move ${guest} from ${name} 1 to`).selectOption({ label: `${name} 2` });
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(grid.getByRole('link', { name: `${name} 2, night of ${formatDayMonthYear(night)}: ${guest}` })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the front desk sees the grid with its units, read-only', async ({ browser, baseURL, page }) => {
  const { name, guest } = await typeWithStay(page.request, baseURL!, 1, addDays(today, 6));
  const desk = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  try {
    const deskPage = await desk.newPage();
    await signIn(deskPage.request, baseURL!, FRONT_DESK);
    await gotoAdmin(deskPage, `/admin/rooms?night=${addDays(today, 6)}`);
    const grid = deskPage.getByRole('region', { name: /^Occupancy from/ });
    await expect(grid.getByRole('link', { name: `${name} 1, night of ${formatDayMonthYear(addDays(today, 6))}: ${guest}` })).toBeVisible();
    await expect(deskPage.getByRole('link', { name: 'Add New Room Type' })).toHaveCount(0);
    await expect(deskPage.getByRole('heading', { name: 'Closed nights' })).toHaveCount(0);
    await expect(deskPage.getByRole('button', { name: 'Move' })).toHaveCount(0);
    await expect(deskPage.locator('#night-bookings')).toContainText(guest);
    const refused = await deskPage.request.post('/admin/rooms', {
      form: { intent: 'close', roomTypeId: '', firstNight: addDays(today, 40), lastNight: addDays(today, 40), reason: 'Desk try' },
      headers: { origin: baseURL! },
    });
    expect(refused.status()).toBe(403);
    // The desk still takes payments and marks the door on Today.
    const door = await deskPage.request.post(`/admin/today${STAY_DESK_ACTION}`, {
      form: { intent: 'stay-check-out', id: '00000000-0000-4000-8000-000000000000' },
      headers: { origin: baseURL! },
    });
    expect(door.status()).toBe(404);
    await expectNoA11yViolations(deskPage);
  } finally {
    await desk.close();
  }
});
