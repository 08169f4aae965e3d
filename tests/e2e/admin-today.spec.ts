import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { addDays, todayIn } from '../../app/lib/dates.ts';
import { FRONT_DESK } from '../support/accounts.ts';
import { parseCsv } from '../support/csv-parse.ts';
import { createBooking, uniqueTag } from './admin-booking-helpers.ts';
import { postEvents } from './admin-events-helpers.ts';
import { ADMIN, adminTest as test, signIn, STAFF } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, screenshot } from './fixtures.ts';
import { storedBookings } from './guest-checkout.ts';

// The day at the door. Each test makes its own class on today's date (the estate's
// today) with its own guests, booked by staff through the Bookings screen's action.

const ZONE = 'Asia/Kolkata';
// The door opens 60 minutes before a slot and a no-show waits for its start, so the guests are booked
// into the day's first minute, begun whenever the test runs; staff may no longer book a begun slot, so
// they are stored through the test server's free form. The empty slot begins only at the end of the day.
const BOOKED_SLOT = '12:00 AM';
const EMPTY_SLOT = '11:59 PM';

interface Seeded {
  title: string;
  today: string;
  guest: { id: string; name: string; email: string };
  waiting: { id: string; name: string; email: string };
}

async function seedClass(page: Page, baseURL: string, tag: string): Promise<Seeded> {
  const today = todayIn(ZONE);
  const title = `Sunrise flow ${tag}`;
  const created = await postEvents(page, baseURL, {
    intent: 'create',
    title,
    tag: 'FEATURED',
    type: 'workshop',
    price: 'Rs 600',
    duration: '60 min',
    eventDate: today,
    slotCapacity: '12',
    timeSlots: `${BOOKED_SLOT}, ${EMPTY_SLOT}`,
    description: 'With Meera Nair',
    paymentMode: 'at-estate',
  });
  expect(created.status()).toBe(200);
  const [event] = (await (await page.request.get(`/__test__/events?title=${encodeURIComponent(title)}`)).json()) as { id: string }[];
  const book = async (first: string, status: string) => {
    const name = `${first} ${tag}`;
    const email = `${first.toLowerCase()}-${tag}@example.org`;
    const stored = await createBooking(page, baseURL, {
      eventId: event!.id,
      eventTitle: title,
      eventDate: today,
      selectedSlot: BOOKED_SLOT,
      price: 'Rs 600',
      customerName: name,
      customerEmail: email,
      status,
    });
    return { id: stored.id, name, email };
  };
  return { title, today, guest: await book('Asha', 'confirmed'), waiting: await book('Ravi', 'pending') };
}

/** The guest's row on a wide screen, their card on a phone: whichever is shown. */
const guestOnRoster = (page: Page, id: string) => page.locator(`[data-roster-guest="${id}"]:visible`);

test('staff land on Today, check a guest in, undo, mark a no-show, confirm a pending booking and download the rosters', async ({
  page,
  baseURL,
}, testInfo) => {
  // One journey through the whole screen: many round trips and two accessibility scans.
  test.setTimeout(180_000);
  const seeded = await seedClass(page, baseURL!, uniqueTag(testInfo));
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/today$/);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page).toHaveTitle('Today | Admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Today');
  await expect(page.getByTestId('today-day')).toContainText('(today)');

  const roster = page.getByRole('article', { name: seeded.title });
  await expect(roster.getByRole('heading', { name: new RegExp(`^${BOOKED_SLOT}`) })).toContainText('2 / 12 booked');
  await expect(roster.getByRole('heading', { name: new RegExp(`^${EMPTY_SLOT}`) })).toContainText('0 / 12 booked');
  const guest = guestOnRoster(page, seeded.guest.id);
  await expect(guest).toContainText(seeded.guest.name);
  await expect(guest).toContainText('+91 98765 43210');
  await expect(guest).toContainText('confirmed');
  await expect(guest).toContainText('Not paid');
  await expectNoA11yViolations(page);
  await screenshot(page, 'today');

  // The guest has not paid: the dialog offers Mark paid, or checking in to pay later.
  await guest.getByRole('button', { name: `Check in: ${seeded.guest.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Check in, not paid yet' }).click();
  await expect(guest).toContainText(`Checked in by ${ADMIN.email}`);
  await expect(guest.getByRole('button', { name: `Check in: ${seeded.guest.name}` })).toHaveCount(0);
  await expect(guest.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);

  await guest.getByRole('button', { name: `Undo: Checked in, ${seeded.guest.name}` }).click();
  await expect(guest).not.toContainText('Checked in by');
  await guest.getByRole('button', { name: `No-show: ${seeded.guest.name}` }).click();
  await expect(guest).toContainText(`No-show by ${ADMIN.email}`);

  const pending = page.locator(`[data-pending-booking="${seeded.waiting.id}"]`);
  await expect(pending).toContainText(seeded.waiting.name);
  await expect(guestOnRoster(page, seeded.waiting.id)).toContainText('pending');
  await pending.getByRole('button', { name: `Confirm: ${seeded.waiting.name}` }).click();
  await expect(pending).toHaveCount(0);
  await expect(guestOnRoster(page, seeded.waiting.id)).toContainText('confirmed');
  const mails = (await (await page.request.get(`/__test__/mail?to=${encodeURIComponent(seeded.waiting.email)}`)).json()) as {
    kind: string;
  }[];
  expect(mails.map((mail) => mail.kind)).toContain('booking-confirmed');
  await expectNoA11yViolations(page);
  await screenshot(page, 'today-after');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download rosters (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`rosters-${seeded.today}.csv`);
  const [header, ...rows] = parseCsv(await fs.readFile((await download.path())!, 'utf8'));
  const ours = rows.filter((row) => row[header!.indexOf('event_title')] === seeded.title);
  const column = (row: string[] | undefined, name: string) => row?.[header!.indexOf(name)];
  const asha = ours.find((row) => column(row, 'customer_name') === seeded.guest.name);
  expect(ours).toHaveLength(2);
  expect([column(asha, 'selected_slot'), column(asha, 'status'), column(asha, 'paid'), column(asha, 'attendance')]).toEqual([
    BOOKED_SLOT,
    'confirmed',
    'no',
    'no_show',
  ]);
  expect(column(asha, 'attendance_by')).toBe(ADMIN.email);
});

test('front desk checks a guest in on Today, and is refused deleting, refunding and the staff accounts', async ({
  page,
  baseURL,
  browser,
}, testInfo) => {
  const seeded = await seedClass(page, baseURL!, uniqueTag(testInfo));
  const desk = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  try {
    const deskPage = await desk.newPage();
    await signIn(deskPage.request, baseURL!, FRONT_DESK);
    await deskPage.goto('/admin/today');
    await deskPage.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const guest = guestOnRoster(deskPage, seeded.guest.id);
    await guest.getByRole('button', { name: `Check in: ${seeded.guest.name}` }).click();
    await deskPage.getByRole('dialog').getByRole('button', { name: 'Check in, not paid yet' }).click();
    await expect(guest).toContainText(`Checked in by ${FRONT_DESK.email}`);
    await expectNoA11yViolations(deskPage);

    const post = (path: string, form: Record<string, string>) =>
      deskPage.request.post(path, { form, headers: { Origin: baseURL! }, maxRedirects: 0 });
    expect((await post('/admin/bookings', { intent: 'delete', id: seeded.guest.id })).status()).toBe(403);
    const refund = { intent: 'refund', id: seeded.guest.id, formId: seeded.guest.id, amount: '100', reason: 'Asked' };
    expect((await post('/admin/bookings', refund)).status()).toBe(403);
    expect((await post('/admin/staff', { intent: 'add' })).status()).toBe(403);
    expect((await deskPage.request.get('/admin/staff', { maxRedirects: 0 })).status()).toBe(403);
    const [stored] = await storedBookings(page.request, seeded.guest.email);
    expect(stored?.id, 'the booking is still there').toBe(seeded.guest.id);
  } finally {
    await desk.close();
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the day links and the door buttons work as plain links and forms', async ({ page, baseURL }, testInfo) => {
    test.slow();
    const seeded = await seedClass(page, baseURL!, uniqueTag(testInfo));
    await page.goto('/admin/today');
    await page.getByRole('link', { name: 'Next day' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/today\\?date=${addDays(seeded.today, 1)}$`));
    await expect(page.getByRole('article', { name: seeded.title })).toHaveCount(0);
    await page.getByRole('link', { name: 'Previous day' }).click();
    await expect(page).toHaveURL(/\/admin\/today$/);
    await guestOnRoster(page, seeded.guest.id)
      .getByRole('button', { name: `Check in: ${seeded.guest.name}` })
      .click();
    await expect(guestOnRoster(page, seeded.guest.id)).toContainText(`Checked in by ${ADMIN.email}`);
    // Paper shows every guest as a table row and leaves out the menu and the buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator(`tr[data-roster-guest="${seeded.guest.id}"]`)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Back-office' })).toBeHidden();
    await expect(page.getByRole('button', { name: `No-show: ${seeded.waiting.name}` })).toBeHidden();
  });
});

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] }, expectedConsoleErrors: /status of 403/ });

  test('the screen and its CSV refuse an account without the admin role', async ({ page, baseURL }) => {
    // Four round trips, one a sign-in.
    test.slow();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Ftoday$/);
    await signIn(page.request, baseURL!, STAFF);
    expect((await page.goto('/admin/today'))?.status()).toBe(403);
    expect((await page.request.get('/admin/today/roster.csv')).status()).toBe(403);
    const posted = await page.request.post('/admin/today', {
      form: { intent: 'check-in', id: crypto.randomUUID() },
      headers: { origin: baseURL! },
    });
    expect(posted.status()).toBe(403);
  });
});
