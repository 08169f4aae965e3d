import type { Page } from '@playwright/test';
import { BOOKING_ADMIN_MESSAGES } from '../../app/lib/admin/messages.ts';
import { MOVE_MESSAGES } from '../../app/lib/admin/move-booking.ts';
import { addDays, formatLongUsDate, formatShortDate, todayIn } from '../../app/lib/dates.ts';
import { createBooking, createTestEvent, uniqueTag } from './admin-booking-helpers.ts';
import { ADMIN, adminTest as test, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations } from './fixtures.ts';
import { storedBookings } from './guest-checkout.ts';

const bookingForm = (page: Page, title: 'Create New Booking' | 'Edit Booking') => page.getByRole('region', { name: title });
const rowOf = (page: Page, name: string) => page.locator('tbody tr', { hasText: name });

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text)}`));
}

/** The banner is showing now, and leaves by itself about 3 s later. */
async function bannerFor3s(page: Page, text: string) {
  const banner = page.getByText(text, { exact: true });
  await expect(banner).toBeVisible();
  const shownAt = Date.now();
  return async () => {
    await expect(banner).toBeHidden({ timeout: 6_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2_000);
  };
}

test('creates, edits, shows and deletes a booking with the exact texts of the spec', async ({ page }, testInfo) => {
  const tag = uniqueTag(testInfo);
  const name = `Asha ${tag}`;
  const email = `asha.${tag}@example.org`;
  await gotoAdmin(page, '/admin/bookings');
  await expect(page).toHaveTitle('Bookings | Admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings Management' })).toBeVisible();

  await page.getByRole('link', { name: 'New Booking' }).click();
  const create = bookingForm(page, 'Create New Booking');
  await expect(create).toBeVisible();
  await page.getByRole('link', { name: 'Hide Form' }).click();
  await expect(create).toBeHidden();
  await page.getByRole('link', { name: 'New Booking' }).click();
  await create.getByRole('link', { name: 'Cancel' }).click();
  await expect(create).toBeHidden();
  const day = addDays(todayIn('Asia/Kolkata'), testInfo.project.name === 'phone' ? 70 : 71);
  const event = await createTestEvent(page, { title: `Yin yoga ${tag}`, eventDate: day, timeSlots: ['7:30 AM'], price: 'Rs 500.00' });
  await page.getByRole('link', { name: 'New Booking' }).click();
  // Pickers, not ids: the kind, the day, the event, its slot; title, date and price are the event's.
  await expect(create.getByRole('radio', { name: 'An event or class' })).toBeChecked();
  await create.getByLabel('Day of the event').fill(day);
  await create.getByLabel('Event', { exact: true }).selectOption({ label: `${event.title} (Rs 500.00)` });
  await expect(create.getByRole('radio', { name: '7:30 AM · 20 of 20 seats left' })).toBeChecked();
  await expect(create.getByLabel('Status')).toHaveValue('pending');
  await create.getByLabel('Customer name').fill(name);
  await create.getByLabel('Customer email').fill(email);
  await create.getByLabel('Customer phone').fill('+91 98765 43210');
  await create.getByLabel('Notes (optional)').fill('Needs a ground floor room.');

  // Slow the answer down a little, so the busy label can be seen.
  await page.route('**/admin/bookings.data**', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await create.getByRole('button', { name: 'Create Booking' }).click();
  await expect(create.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  const createdBannerLeaves = await bannerFor3s(page, BOOKING_ADMIN_MESSAGES.created);
  await expect(create).toBeHidden();
  await expect(page).not.toHaveURL(/new=1/);
  await createdBannerLeaves();
  await page.unrouteAll();

  await search(page, tag);
  await expect(page.getByRole('heading', { name: 'Bookings (1)' })).toBeVisible();
  const row = rowOf(page, name);
  await expect(row).toContainText(event.title);
  await expect(row).toContainText(formatShortDate(day));
  await expect(row).toContainText('7:30 AM');
  await expect(row).toContainText(email);
  // The fifth column after the bulk action's tick box: Payment ID.
  await expect(row.getByRole('cell').nth(5)).toHaveText('–');
  await expect(row).toContainText('pending');

  await page.getByRole('link', { name: `Edit booking of ${name}` }).click();
  const edit = bookingForm(page, 'Edit Booking');
  await expect(edit.getByLabel('Customer name')).toHaveValue(name);
  // A booking holding a seat shows its event, date, slot, price and kind as facts: only Move changes them.
  await expect(edit).toContainText(event.title);
  await expect(edit).toContainText(MOVE_MESSAGES.useMove);
  await expect(edit.getByLabel('Price')).toHaveCount(0);
  await expect(edit.getByText('Payment ID')).toBeVisible();
  await expect(edit.getByRole('region', { name: 'History' })).toContainText('created it');
  await edit.getByLabel('Status').selectOption('confirmed');
  await edit.getByRole('button', { name: 'Update Booking' }).click();
  const updatedBannerLeaves = await bannerFor3s(page, BOOKING_ADMIN_MESSAGES.updated);
  await expect(edit).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  await expect(row).toContainText('confirmed');
  await expect(row).toContainText('Rs 500.00');
  await updatedBannerLeaves();

  await page.getByRole('link', { name: `View booking of ${name}` }).click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(details).toBeVisible();
  for (const heading of ['Event Information', 'Customer Information', 'Booking Status', 'Notes', 'History']) {
    await expect(details.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(details).toContainText(formatLongUsDate(day));
  await expect(details).toContainText('Needs a ground floor room.');
  await expect(details.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(details.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
  const history = details.getByRole('region', { name: 'History' });
  // Sentences, not JSON; the changes in the order jsonb keeps its keys (shorter names first).
  await expect(history).toContainText(`${ADMIN.email} changed status from pending to confirmed.`);
  await expect(history).toContainText(`${ADMIN.email} created it.`);
  await expect(details).toContainText(event.id);
  await expect(details.getByRole('link', { name: 'Edit Booking' })).toBeVisible();
  await details.locator('button', { hasText: /^Close$/ }).click();
  await expect(details).toBeHidden();
  await expect(page).not.toHaveURL(/view=/);

  await page.getByRole('button', { name: `Delete booking of ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText(BOOKING_ADMIN_MESSAGES.confirmDelete);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  const deletedBannerLeaves = await bannerFor3s(page, BOOKING_ADMIN_MESSAGES.deleted);
  await expect(page.getByText('No bookings match these filters.')).toBeVisible();
  await deletedBannerLeaves();
  expect(await storedBookings(page.request, email)).toEqual([]);
});

test('search and each filter narrow the list, and the CSV holds exactly the rows shown', async ({ page, baseURL }, testInfo) => {
  const tag = uniqueTag(testInfo);
  const phone = `+91 7${String(Date.now()).slice(-9)}`;
  const anand = await createBooking(page, baseURL!, {
    customerName: `Anand ${tag}`,
    customerEmail: `anand.${tag}@example.org`,
    status: 'confirmed',
    kind: 'stay',
    eventDate: '2031-05-01',
  });
  const bala = await createBooking(page, baseURL!, {
    customerName: `Bala ${tag}`,
    customerEmail: `bala.${tag}@example.org`,
    status: 'pending',
    kind: 'retreat',
    eventDate: '2031-05-10',
  });
  const chitra = await createBooking(page, baseURL!, {
    customerName: `Chitra ${tag}`,
    customerEmail: `chitra.${tag}@example.org`,
    customerPhone: phone,
    status: 'cancelled',
    kind: 'event',
    eventDate: '2031-05-20',
    price: '₹ 1,200 "early bird"',
  });
  // Polled: the address changes a moment before the loading text, and then the new rows, replace the old ones.
  const shown = () => page.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-booking-id')));

  await gotoAdmin(page, '/admin/bookings');
  await search(page, tag.toUpperCase());
  await expect(page.getByRole('heading', { name: 'Bookings (3)' })).toBeVisible();
  await expect.poll(shown).toEqual([chitra.id, bala.id, anand.id]);

  await search(page, `chitra.${tag}@EXAMPLE`);
  await expect.poll(shown).toEqual([chitra.id]);
  await search(page, phone.slice(4));
  await expect.poll(shown).toEqual([chitra.id]);
  // The reference a guest quotes, however it is read out; the list and the details show it.
  await search(page, bala.reference);
  await expect.poll(shown).toEqual([bala.id]);
  await expect(rowOf(page, `Bala ${tag}`)).toContainText(bala.reference);
  await search(page, bala.reference.replace('-', '').toLowerCase());
  await expect.poll(shown).toEqual([bala.id]);
  await page.getByRole('link', { name: `View booking of Bala ${tag}` }).click();
  await expect(page.getByRole('dialog', { name: 'Booking Details' })).toContainText(`Reference${bala.reference}`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await search(page, tag);
  // The form takes its fields from the address once the new rows are drawn, a moment after the address changes.
  await expect.poll(shown).toEqual([chitra.id, bala.id, anand.id]);
  const filterBy = async (label: string, value: string, expected: string[]) => {
    await page.getByRole('search').getByLabel(label).selectOption(value);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`${label.toLowerCase()}=${value}`));
    await expect(page.getByRole('heading', { name: `Bookings (${expected.length})` })).toBeVisible();
    await expect.poll(shown).toEqual(expected);
    await page.getByRole('search').getByLabel(label).selectOption('');
  };
  await filterBy('Status', 'confirmed', [anand.id]);
  await filterBy('Status', 'cancelled', [chitra.id]);
  await filterBy('Kind', 'retreat', [bala.id]);
  await filterBy('Kind', 'stay', [anand.id]);

  await page.getByLabel('Event date from').fill('2031-05-05');
  await page.getByLabel('Event date to').fill('2031-05-15');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${tag}&from=2031-05-05&to=2031-05-15$`));
  await expect.poll(shown).toEqual([bala.id]);
  await page.getByLabel('Event date to').fill('');
  // While the list reloads, the spec's loading text stands in for the table.
  await page.route('**/admin/bookings.data**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Loading bookings...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bookings (2)' })).toBeVisible();
  await page.unrouteAll();
  await expect.poll(shown).toEqual([chitra.id, bala.id]);

  const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
  expect(href).toBe(`/admin/bookings/export.csv?q=${tag}&from=2031-05-05`);
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/csv');
  expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/);
  const csv = (await response.body()).toString('utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'id,event_id,event_title,event_date,selected_slot,price,price_rupees,paid_rupees,customer_name,customer_email,customer_phone,status,notes,payment_id,order_id,created_at (Asia/Kolkata),updated_at (Asia/Kolkata),kind,reference',
  );
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([chitra.id, bala.id]);
  expect(lines[1]).toContain(`Chitra ${tag}`);
  expect(lines[1]).toContain('"₹ 1,200 ""early bird"""');
  expect(lines[1]).toContain(`'${phone}`);
  expect(lines[2]).toContain(`Bala ${tag}`);

  await page.getByRole('link', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/admin\/bookings$/);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
});

test('pages by 20 with Previous and Next, and exports every page of the filter', async ({ page, baseURL }, testInfo) => {
  const tag = uniqueTag(testInfo);
  for (let index = 0; index < 21; index += 1) {
    await createBooking(page, baseURL!, { customerName: `Paged ${tag} ${index}`, customerEmail: `paged.${index}.${tag}@example.org` });
  }
  await gotoAdmin(page, `/admin/bookings?q=${tag}`);
  await expect(page.getByRole('heading', { name: 'Bookings (21)' })).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(20);
  await expect(rowOf(page, `Paged ${tag} 20`)).toBeVisible();
  const pager = page.getByRole('navigation', { name: 'Bookings pages' });
  await expect(pager).toContainText('Page 1 of 2');
  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(pager).toContainText('Page 2 of 2');
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(rowOf(page, `Paged ${tag} 0`)).toBeVisible();
  await expect(pager.getByRole('link', { name: 'Next' })).toHaveCount(0);
  await pager.getByRole('link', { name: 'Previous' }).click();
  await expect(pager).toContainText('Page 1 of 2');

  const csv = await (await page.request.get((await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href'))!)).text();
  expect(csv.trimEnd().split('\r\n')).toHaveLength(22);
});

test('the bookings screen passes axe-core with its form, details and confirmation open', async ({ page, baseURL }, testInfo) => {
  // Five full axe-core runs on a machine shared with other builds.
  test.setTimeout(180_000);
  const tag = uniqueTag(testInfo);
  const name = `Axe ${tag}`;
  await createBooking(page, baseURL!, { customerName: name, customerEmail: `axe.${tag}@example.org`, notes: 'Quiet room' });
  await gotoAdmin(page, `/admin/bookings?q=${tag}`);
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'New Booking' }).click();
  await expect(bookingForm(page, 'Create New Booking')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: `Edit booking of ${name}` }).click();
  await expect(bookingForm(page, 'Edit Booking')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: `View booking of ${name}` }).click();
  await expect(page.getByRole('dialog', { name: 'Booking Details' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: `Delete booking of ${name}` }).click();
  await expect(page.getByRole('dialog', { name: 'Please confirm' })).toBeVisible();
  await expectNoA11yViolations(page);
});
