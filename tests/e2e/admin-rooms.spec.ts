import type { Locator, Page } from '@playwright/test';
import { CLOSURE_MESSAGES, ROOM_TYPE_MESSAGES, STAFF_BOOKING_MESSAGES } from '../../app/lib/admin/room-messages.ts';
import { addDays, formatDayMonthYear, todayIn } from '../../app/lib/dates.ts';
import { ROOM_MESSAGES } from '../../app/lib/rooms.ts';
import { adminTest as test, gotoAdmin, signIn, STAFF, submitAndRead } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, screenshot } from './fixtures.ts';

const PATH = '/admin/rooms';
// The e2e server's TIME_ZONE (server/config.ts's default): the grid starts on the estate's today.
const today = todayIn('Asia/Kolkata');
const night = (days: number) => addDays(today, days);

// A loaded machine runs two projects side by side; these journeys take longer than the default 30 s there.
test.describe.configure({ timeout: 180_000 });

/** A name no other test (or project) uses: each test keeps to its own room type. */
function uniqueName(label: string) {
  return `${label} ${test.info().project.name} ${Date.now().toString(36)}`;
}

/**
 * Clicks, and checks the action's answer: its status and the banner's words in it. The banner itself
 * shows for 3 s only, which a machine busy with both projects can let pass between two looks; the
 * answer is read on its way to the page, before a navigation can discard it.
 */
/** Saves with `button` on the Rooms screen and expects its answer. */
function submit(page: Page, button: Locator, status: number, text: string) {
  return submitAndRead(page, PATH, button, status, text);
}

async function createType(page: Page, name: string, rooms = '2') {
  await gotoAdmin(page, `${PATH}?new=1`);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Rooms', { exact: true }).fill(rooms);
  await page.getByLabel('Adults per room').fill('2');
  await page.getByLabel('Sort order').fill('50');
  await page.getByLabel('Description').fill('A room under the neem tree.');
  await submit(page, page.getByRole('button', { name: 'Create Room Type' }), 200, ROOM_TYPE_MESSAGES.created);
  await expect(page.getByRole('heading', { name: 'Create New Room Type' })).toBeHidden();
}

const gridCell = (page: Page, typeName: string, date: string, text: string) =>
  page
    .getByRole('region', { name: /^Occupancy from/ })
    .getByRole('link', { name: `${typeName}, night of ${formatDayMonthYear(date)}: ${text}` });

test('a room type is created and edited, with its history', async ({ page }) => {
  const name = uniqueName('Neem Room');
  await createType(page, name);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rooms Management');
  await expect(page).toHaveTitle('Rooms | Admin');
  const row = page
    .getByRole('region', { name: /^Room types/ })
    .getByRole('row')
    .filter({ hasText: name });
  await expect(row.getByRole('cell')).toHaveText([name, '2', '2', '50', 'Active', '–', /Edit\s*Delete/]);

  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Room Type' })).toBeVisible();
  await expect(page.getByLabel('Rooms', { exact: true })).toHaveValue('2');
  await page.getByLabel('Rooms', { exact: true }).fill('3');
  await submit(page, page.getByRole('button', { name: 'Update Room Type' }), 200, ROOM_TYPE_MESSAGES.updated);
  await expect(row.getByRole('cell').nth(1)).toHaveText('3');
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('changed rooms from 2 to 3');
});

test.describe('refusals', () => {
  // The refused saves answer 400 or 409, which the browser reports as a failed resource.
  test.use({ expectedConsoleErrors: /status of 40[09]/ });

  test('a closed night is marked on the grid; a phone booking fills its nights and refuses what would break it', async ({ page }) => {
    const name = uniqueName('Mango Room');
    await createType(page, name);

    // Close one night, see it marked, then open it again.
    const closing = page.getByRole('region', { name: 'Closed nights' });
    await closing.getByLabel('Close', { exact: true }).selectOption({ label: name });
    await closing.getByLabel('First night').fill(night(3));
    await closing.getByLabel('Last night').fill(night(3));
    await closing.getByLabel('Reason').fill('Painting');
    await submit(page, closing.getByRole('button', { name: 'Close nights' }), 200, CLOSURE_MESSAGES.created);
    await expect(gridCell(page, name, night(3), 'Closed')).toBeVisible();
    await expect(gridCell(page, name, night(4), '0 / 2 rooms taken')).toBeVisible();
    const remove = closing.getByRole('button', { name: `Remove closure of ${name}, ${formatDayMonthYear(night(3))}` });
    await submit(page, remove, 200, CLOSURE_MESSAGES.deleted);
    await expect(gridCell(page, name, night(3), '0 / 2 rooms taken')).toBeVisible();

    // A stay booked over the phone takes a room on each of its nights.
    const guest = uniqueName('Kavya');
    await page.getByRole('link', { name: 'New stay booking' }).click();
    const form = page.getByRole('region', { name: 'New stay booking' });
    await form.getByLabel('Room type').selectOption({ label: `${name} (2 per room)` });
    await form.getByLabel('Check-in').fill(night(5));
    await form.getByLabel('Check-out').fill(night(7));
    await form.getByLabel('Adults').fill('2');
    await form.getByLabel('Name').fill(guest);
    await form.getByLabel('E-mail').fill('kavya@example.org');
    await form.getByLabel('Phone').fill('+91 98765 43210');
    await form.getByLabel('Status').selectOption('confirmed');
    await submit(page, form.getByRole('button', { name: 'Create Booking' }), 200, `${STAFF_BOOKING_MESSAGES.created}: SKN-`);
    await expect(form).toBeHidden();
    await expect(gridCell(page, name, night(5), '1 / 2 rooms taken')).toBeVisible();
    await expect(gridCell(page, name, night(6), '1 / 2 rooms taken')).toBeVisible();
    await expect(gridCell(page, name, night(7), '0 / 2 rooms taken')).toBeVisible();

    // The night's bookings list it, with a link to the booking.
    await gridCell(page, name, night(5), '1 / 2 rooms taken').click();
    const list = page.getByRole('region', { name: `Bookings on the night of ${formatDayMonthYear(night(5))}` }).first();
    const line = page.locator('#night-bookings').getByRole('row').filter({ hasText: guest });
    await expect(line).toContainText(name);
    await expect(line).toContainText('Not paid');
    await expect(list).toBeVisible();
    const reference = (await line.getByRole('link').textContent())!;
    expect(reference).toMatch(/^SKN-/);

    // A second booking that needs more rooms than are left is refused as a guest's would be.
    await page.getByRole('link', { name: 'New stay booking' }).click();
    await form.getByLabel('Room type').selectOption({ label: `${name} (2 per room)` });
    await form.getByLabel('Check-in').fill(night(6));
    await form.getByLabel('Check-out').fill(night(7));
    await form.getByLabel('Adults').fill('4');
    await form.getByLabel('Name').fill(`${guest} too`);
    await form.getByLabel('E-mail').fill('kavya@example.org');
    await form.getByLabel('Phone').fill('+91 98765 43210');
    await submit(
      page,
      form.getByRole('button', { name: 'Create Booking' }),
      400,
      `${STAFF_BOOKING_MESSAGES.saveFailed}: ${ROOM_MESSAGES.noRooms}`,
    );
    await expect(form.getByRole('alert')).toHaveText(ROOM_MESSAGES.noRooms);
    await expect(gridCell(page, name, night(6), '1 / 2 rooms taken')).toBeVisible();

    // Closing a night with guests, or fewer rooms than are taken, is refused with the nights named.
    await closing.getByLabel('Close', { exact: true }).selectOption({ label: name });
    await closing.getByLabel('First night').fill(night(6));
    await closing.getByLabel('Last night').fill(night(8));
    await closing.getByLabel('Reason').fill('Repairs');
    const guestsBooked = `Guests are booked on ${formatDayMonthYear(night(6))}: move or cancel their bookings first.`;
    await submit(page, closing.getByRole('button', { name: 'Close nights' }), 409, `${CLOSURE_MESSAGES.saveFailed}: ${guestsBooked}`);
    await expect(closing.getByRole('alert')).toHaveText(guestsBooked);

    await page
      .getByRole('region', { name: /^Room types/ })
      .getByRole('link', { name: `Edit ${name}` })
      .click();
    await page.getByLabel('Rooms', { exact: true }).fill('0');
    await submit(page, page.getByRole('button', { name: 'Update Room Type' }), 409, ROOM_TYPE_MESSAGES.saveFailed);
    await expect(
      page.getByText(`1 room of ${name} is taken on ${formatDayMonthYear(night(5))} and ${formatDayMonthYear(night(6))}: keep at least 1.`),
    ).toBeVisible();

    // The booking opens on the Bookings screen.
    await gotoAdmin(page, PATH);
    await page.goto(`${PATH}?night=${night(5)}`);
    await page.locator('#night-bookings').getByRole('link', { name: reference }).click();
    await expect(page).toHaveURL(/\/admin\/bookings\?q=SKN-/);
    await expect(page.getByRole('dialog', { name: 'Booking Details' })).toContainText(guest);
  });
});

test('arrivals and departures of a chosen day, without JavaScript', async ({ page, browser, baseURL, adminStorage }) => {
  const name = uniqueName('Jasmine Room');
  await createType(page, name);
  const edit = page.getByRole('region', { name: /^Room types/ }).getByRole('link', { name: `Edit ${name}` });
  const roomTypeId = new URLSearchParams((await edit.getAttribute('href'))!.split('?')[1]).get('edit')!;
  const guest = uniqueName('Ishaan');
  const booked = await page.request.post(PATH, {
    form: {
      intent: 'book',
      kind: 'stay',
      roomTypeId,
      checkIn: night(11),
      checkOut: night(13),
      adults: '3',
      customerName: guest,
      customerEmail: 'ishaan@example.org',
      customerPhone: '+91 98765 43210',
      status: 'pending',
    },
    headers: { origin: baseURL! },
  });
  expect(booked.status()).toBe(200);

  const context = await browser.newContext({ javaScriptEnabled: false, storageState: adminStorage, viewport: page.viewportSize() });
  const plain = await context.newPage();
  await plain.goto(PATH);
  await plain.getByLabel('Day', { exact: true }).fill(night(11));
  await plain.getByRole('button', { name: 'Show' }).click();
  await expect(plain).toHaveURL(new RegExp(`day=${night(11)}`));
  const arrival = plain
    .getByRole('region', { name: /^Arrivals \(/ })
    .getByRole('row')
    .filter({ hasText: guest });
  await expect(arrival.getByRole('cell')).toHaveText([
    /^SKN-/,
    guest,
    `${name}${name} 1, ${name} 2`,
    '3',
    /./,
    /./,
    '2',
    'pending',
    'Not paid',
  ]);
  await plain.getByLabel('Day', { exact: true }).fill(night(13));
  await plain.getByRole('button', { name: 'Show' }).click();
  await expect(
    plain
      .getByRole('region', { name: /^Departures \(/ })
      .getByRole('row')
      .filter({ hasText: guest }),
  ).toHaveCount(1);
  await expect(
    plain
      .getByRole('region', { name: /^Arrivals \(/ })
      .getByRole('row')
      .filter({ hasText: guest }),
  ).toHaveCount(0);
  await context.close();
});

test('the screen has no axe-core violations and the grid scrolls in its own region', async ({ page }) => {
  await gotoAdmin(page, PATH);
  await expect(page.getByRole('heading', { name: /^Occupancy from/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rooms', exact: true, includeHidden: true })).toHaveAttribute('aria-current', 'page');
  await expectNoA11yViolations(page);
  const grid = page.getByRole('region', { name: /^Occupancy from/ });
  const { scrollWidth, clientWidth } = await grid.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  // The page itself never scrolls sideways; the type names stay in view while the nights scroll.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await screenshot(page, 'admin-rooms');
  await grid.evaluate((element) => element.scrollBy(600, 0));
  await expect(grid.getByRole('rowheader', { name: 'River Cottage', exact: true })).toBeInViewport();
  await gotoAdmin(page, `${PATH}?book=1&new=1`);
  await expectNoA11yViolations(page);
  await screenshot(page, 'admin-rooms-forms');
});

test('the Rooms screen’s link lists the bookings paid with no room', async ({ page }) => {
  await gotoAdmin(page, '/admin/bookings?noRoom=1');
  await expect(page.getByLabel('Paid, no room only')).toBeChecked();
  await expect(page.getByRole('heading', { name: /^Bookings \(\d+\)$/ })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('hostile posts get a readable 4xx and change nothing', async ({ page, baseURL }) => {
  const refused: [Record<string, string>, number, string][] = [
    [{ intent: 'create' }, 400, 'Name is required.'],
    [
      { intent: 'create', name: 'X', description: 'Y', roomCount: '2', adultsPerRoom: '5' },
      400,
      'Adults per room must be a whole number from 1 to 4.',
    ],
    [{ intent: 'delete', id: 'not-a-uuid' }, 404, ROOM_TYPE_MESSAGES.deleteFailed],
    [
      { intent: 'close', firstNight: night(9), lastNight: night(8), reason: 'x' },
      400,
      'The last night must be on or after the first night.',
    ],
    [{ intent: 'reopen', id: '00000000-0000-4000-8000-000000000000' }, 404, CLOSURE_MESSAGES.deleteFailed],
    [{ intent: 'book', kind: 'stay', checkIn: night(2) }, 400, 'Please choose a room type.'],
    [{ intent: 'book', kind: 'cruise' }, 400, STAFF_BOOKING_MESSAGES.saveFailed],
  ];
  for (const [form, status, message] of refused) {
    const response = await page.request.post(PATH, { form, headers: { origin: baseURL! }, maxRedirects: 0 });
    const label = JSON.stringify(form);
    expect(response.status(), label).toBe(status);
    expect(await response.text(), label).toContain(message);
  }
});

test.describe('without a session', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the screen sends a visitor to sign in and the action answers 401; a non-admin gets 403', async ({ page, baseURL }) => {
    await page.goto(PATH);
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Frooms/);
    const response = await page.request.post(PATH, {
      form: { intent: 'close', firstNight: night(1), lastNight: night(1), reason: 'x' },
      headers: { origin: baseURL! },
    });
    expect(response.status()).toBe(401);
    await signIn(page.request, baseURL!, STAFF);
    const staff = await page.request.post(PATH, {
      form: { intent: 'delete', id: '00000000-0000-4000-8000-000000000000' },
      headers: { origin: baseURL! },
    });
    expect(staff.status()).toBe(403);
  });
});
