import { request as playwrightRequest, type Page } from '@playwright/test';
import { bookingMessages } from '../../app/lib/admin/messages.ts';
import { addDays, todayIn } from '../../app/lib/dates.ts';
import { EVENT_NOT_FOUND } from '../../app/lib/schemas/admin/booking.ts';
import { createBooking, postBookingAction, storedBookings, uniqueTag } from './admin-booking-helpers.ts';
import { ADMIN, adminTest as test, gotoAdmin, signIn, STAFF } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations } from './fixtures.ts';

const bookingForm = (page: Page, title: 'Create New Booking' | 'Edit Booking') => page.getByRole('region', { name: title });
const rowOf = (page: Page, name: string) => page.locator('tbody tr', { hasText: name });

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text)}`));
}

/** The banner is showing now, and leaves by itself about 3 s later (SPEC §9). */
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
  await page.getByRole('link', { name: 'New Booking' }).click();
  await expect(create.getByLabel('Status')).toHaveValue('pending');
  await expect(create.getByLabel('Kind')).toHaveValue('event');
  await create.getByLabel('Event title').fill('Yin yoga');
  await create.getByLabel('Event date').fill('2031-03-14');
  await create.getByLabel('Time slot').fill('7:30 AM');
  await create.getByLabel('Price').fill('Rs 500.00');
  await create.getByLabel('Customer name').fill(name);
  await create.getByLabel('Customer email').fill(email);
  await create.getByLabel('Customer phone').fill('+91 98765 43210');
  await create.getByLabel('Kind').selectOption('retreat');
  await create.getByLabel('Notes (optional)').fill('Needs a ground floor room.');

  // Slow the answer down a little, so the busy label can be seen.
  await page.route('**/admin/bookings.data**', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await create.getByRole('button', { name: 'Create Booking' }).click();
  await expect(create.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  const createdBannerLeaves = await bannerFor3s(page, bookingMessages.created);
  await expect(create).toBeHidden();
  await expect(page).not.toHaveURL(/new=1/);
  await createdBannerLeaves();
  await page.unrouteAll();

  await search(page, tag);
  await expect(page.getByRole('heading', { name: 'Bookings (1)' })).toBeVisible();
  const row = rowOf(page, name);
  await expect(row).toContainText('Yin yoga');
  await expect(row).toContainText('14 Mar 2031');
  await expect(row).toContainText('7:30 AM');
  await expect(row).toContainText(email);
  await expect(row.getByRole('cell').nth(4)).toHaveText('–');
  await expect(row).toContainText('pending');

  await page.getByRole('link', { name: `Edit booking of ${name}` }).click();
  const edit = bookingForm(page, 'Edit Booking');
  await expect(edit.getByLabel('Customer name')).toHaveValue(name);
  await expect(edit.getByLabel('Kind')).toHaveValue('retreat');
  await expect(edit.getByText('Payment ID')).toBeVisible();
  await expect(edit.getByRole('region', { name: 'History' })).toContainText('created it');
  await edit.getByLabel('Status').selectOption('confirmed');
  await edit.getByLabel('Price').fill('Rs 650.00');
  await edit.getByRole('button', { name: 'Update Booking' }).click();
  const updatedBannerLeaves = await bannerFor3s(page, bookingMessages.updated);
  await expect(edit).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  await expect(row).toContainText('confirmed');
  await expect(row).toContainText('Rs 650.00');
  await updatedBannerLeaves();

  await page.getByRole('link', { name: `View booking of ${name}` }).click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(details).toBeVisible();
  for (const heading of ['Event Information', 'Customer Information', 'Booking Status', 'Notes', 'History']) {
    await expect(details.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(details).toContainText('March 14, 2031');
  await expect(details).toContainText('Needs a ground floor room.');
  await expect(details.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(details.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
  const history = details.getByRole('region', { name: 'History' });
  await expect(history).toContainText(`${ADMIN.email} changed it`);
  await expect(history).toContainText('status: pending → confirmed');
  await expect(history).toContainText('price: Rs 500.00 → Rs 650.00');
  await expect(details.getByText('Event ID')).toHaveCount(0);
  await expect(details.getByRole('link', { name: 'Edit Booking' })).toBeVisible();
  await details.locator('button', { hasText: /^Close$/ }).click();
  await expect(details).toBeHidden();
  await expect(page).not.toHaveURL(/view=/);

  await page.getByRole('button', { name: `Delete booking of ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText(bookingMessages.confirmDelete);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  const deletedBannerLeaves = await bannerFor3s(page, bookingMessages.deleted);
  await expect(page.getByText('No bookings match these filters.')).toBeVisible();
  await deletedBannerLeaves();
  expect(await storedBookings(page, email)).toEqual([]);
});

test.describe('a refused form', () => {
  // The browser reports the action's 400 answer in the console; that is the expected answer here.
  test.use({ expectedConsoleErrors: /status of 400/ });

test('an event id must name a calendar event, and then shows in the details', async ({ page }, testInfo) => {
  const tag = uniqueTag(testInfo);
  await page.goto(`/calendar?date=${addDays(todayIn('Asia/Kolkata'), 2)}`);
  const eventId = (await page.locator('article[id^="event-"]').first().getAttribute('id'))!.replace(/^event-/, '');

  await gotoAdmin(page, '/admin/bookings?new=1');
  const create = bookingForm(page, 'Create New Booking');
  await create.getByLabel('Event title').fill('Hatha');
  await create.getByLabel('Event date').fill('2031-04-01');
  await create.getByLabel('Time slot').fill('8:00 AM');
  await create.getByLabel('Price').fill('Rs 500.00');
  await create.getByLabel('Customer name').fill(`Event ${tag}`);
  await create.getByLabel('Customer email').fill(`event.${tag}@example.org`);
  await create.getByLabel('Customer phone').fill('9876543210');
  await create.getByLabel('Event ID (optional)').fill('00000000-0000-4000-8000-000000000000');
  await create.getByRole('button', { name: 'Create Booking' }).click();
  await expect(create.getByText(EVENT_NOT_FOUND)).toBeVisible();
  await expect(page.getByText(bookingMessages.saveFailed, { exact: true })).toBeVisible();
  expect(await storedBookings(page, `event.${tag}@example.org`)).toEqual([]);

  await create.getByLabel('Event ID (optional)').fill(eventId);
  await create.getByRole('button', { name: 'Create Booking' }).click();
  await expect(page.getByText(bookingMessages.created, { exact: true })).toBeVisible();
  await search(page, tag);
  await page.getByRole('link', { name: `View booking of Event ${tag}` }).click();
  await expect(page.getByRole('dialog', { name: 'Booking Details' })).toContainText(eventId);
});
});

test('search and each filter narrow the list, and the CSV holds exactly the rows shown', async ({ page, baseURL }, testInfo) => {
  const tag = uniqueTag(testInfo);
  const phone = `+91 7${String(Date.now()).slice(-9)}`;
  const anand = await createBooking(page, baseURL!, { customerName: `Anand ${tag}`, customerEmail: `anand.${tag}@example.org`, status: 'confirmed', kind: 'stay', eventDate: '2031-05-01' });
  const bala = await createBooking(page, baseURL!, { customerName: `Bala ${tag}`, customerEmail: `bala.${tag}@example.org`, status: 'pending', kind: 'retreat', eventDate: '2031-05-10' });
  const chitra = await createBooking(page, baseURL!, {
    customerName: `Chitra ${tag}`,
    customerEmail: `chitra.${tag}@example.org`,
    customerPhone: phone,
    status: 'cancelled',
    kind: 'event',
    eventDate: '2031-05-20',
    price: '₹ 1,200 "early bird"',
  });
  const shown = async () => page.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-booking-id')));

  await gotoAdmin(page, '/admin/bookings');
  await search(page, tag.toUpperCase());
  await expect(page.getByRole('heading', { name: 'Bookings (3)' })).toBeVisible();
  expect(await shown()).toEqual([chitra.id, bala.id, anand.id]);

  await search(page, `chitra.${tag}@EXAMPLE`);
  expect(await shown()).toEqual([chitra.id]);
  await search(page, phone.slice(4));
  expect(await shown()).toEqual([chitra.id]);

  await search(page, tag);
  const filterBy = async (label: string, value: string, expected: string[]) => {
    await page.getByRole('search').getByLabel(label).selectOption(value);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`${label.toLowerCase()}=${value}`));
    await expect(page.getByRole('heading', { name: `Bookings (${expected.length})` })).toBeVisible();
    expect(await shown()).toEqual(expected);
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
  expect(await shown()).toEqual([bala.id]);
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
  const rows = await shown();
  expect(rows).toEqual([chitra.id, bala.id]);

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
    'id,event_id,event_title,event_date,selected_slot,price,customer_name,customer_email,customer_phone,status,notes,payment_id,order_id,created_at,updated_at,kind',
  );
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(rows);
  expect(lines[1]).toContain(`Chitra ${tag}`);
  expect(lines[1]).toContain('"₹ 1,200 ""early bird"""');
  expect(lines[1]).toContain(`'${phone}`);
  expect(lines[2]).toContain(`Bala ${tag}`);

  await page.getByRole('link', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/admin\/bookings$/);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
});

test('pages by 20 with Previous and Next, and exports every page of the filter', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(60_000);
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

test('an unknown booking in the address shows a message, not a form', async ({ page }) => {
  for (const search of ['?edit=00000000-0000-4000-8000-000000000000', '?view=not-a-uuid', "?view=1'%20or%20'1'='1"]) {
    await gotoAdmin(page, `/admin/bookings${search}`);
    await expect(page.getByText('This booking does not exist (any more).')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Edit Booking' })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await gotoAdmin(page, '/admin/bookings?page=abc&status=paid&from=yesterday&kind=%3Cscript%3E');
  await expect(page.getByRole('heading', { name: /^Bookings \(\d+\)$/ })).toBeVisible();
});

test('the bookings screen passes axe-core with its form, details and confirmation open', async ({ page, baseURL }, testInfo) => {
  // Five full axe-core runs on a machine shared with other builds.
  test.setTimeout(90_000);
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

test.describe('the export refuses anyone but an administrator', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('401 to a visitor and 403 to a signed-in non-admin, for the export and the actions', async ({ baseURL }) => {
    const visitor = await playwrightRequest.newContext({ baseURL });
    const export401 = await visitor.get('/admin/bookings/export.csv');
    expect(export401.status()).toBe(401);
    expect(await export401.json()).toEqual({ error: expect.any(String) });
    const post401 = await visitor.post('/admin/bookings', { form: { intent: 'delete', id: '00000000-0000-4000-8000-000000000000' }, headers: { Origin: baseURL! } });
    expect(post401.status()).toBe(401);
    await visitor.dispose();

    const staff = await playwrightRequest.newContext({ baseURL });
    await signIn(staff, baseURL!, STAFF);
    const export403 = await staff.get('/admin/bookings/export.csv?status=confirmed');
    expect(export403.status()).toBe(403);
    expect(await export403.json()).toEqual({ error: expect.any(String) });
    const post403 = await staff.post('/admin/bookings', { form: { intent: 'delete', id: '00000000-0000-4000-8000-000000000000' }, headers: { Origin: baseURL! } });
    expect(post403.status()).toBe(403);
    expect((await staff.get('/admin/bookings', { maxRedirects: 0 })).status()).toBe(403);
    await staff.dispose();
  });

  test('a visitor opening the screen is sent to sign in', async ({ page }) => {
    await page.goto('/admin/bookings?q=x');
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
  });
});

test('hostile input to every action gets a readable error and changes nothing', async ({ page, baseURL }, testInfo) => {
  const tag = uniqueTag(testInfo);
  const victim = await createBooking(page, baseURL!, { customerName: `Victim ${tag}`, customerEmail: `victim.${tag}@example.org` });
  const good = { eventTitle: 'Hatha', eventDate: '2031-06-01', selectedSlot: '8:00 AM', price: 'Rs 500.00', customerName: `Hostile ${tag}`, customerEmail: `hostile.${tag}@example.org`, customerPhone: '9876543210', status: 'pending', kind: 'event' };
  const long = 'x'.repeat(10_240);
  const cases: [Record<string, string | string[]>, number, string[]][] = [
    [{}, 400, [bookingMessages.saveFailed]],
    [{ intent: 'drop table bookings' }, 400, [bookingMessages.saveFailed]],
    [{ intent: 'create' }, 400, [bookingMessages.saveFailed, 'Please enter the event title.', 'Please enter the customer e-mail.']],
    [{ intent: 'create', ...good, customerName: long }, 400, ['Please keep the customer name under 200 characters.']],
    [{ intent: 'create', ...good, eventTitle: long }, 400, ['Please keep the event title under 200 characters.']],
    [{ intent: 'create', ...good, notes: `${long}${long}` }, 400, ['Please keep the notes under 10000 characters.']],
    [{ intent: 'create', ...good, customerName: ['Two', 'Names'] }, 400, [bookingMessages.saveFailed]],
    [{ intent: 'create', ...good, status: 'paid' }, 400, ['Please choose pending, confirmed, cancelled or completed.']],
    [{ intent: 'create', ...good, kind: 'cruise' }, 400, ['Please choose event, retreat or stay.']],
    [{ intent: 'create', ...good, customerEmail: 'not-an-email' }, 400, ['Please enter a valid e-mail address.']],
    [{ intent: 'create', ...good, eventDate: '2031-02-30' }, 400, ['Please enter the event date as YYYY-MM-DD.']],
    [{ intent: 'create', ...good, eventId: "1' or '1'='1" }, 400, ['The event id must be the id of a calendar event, or left blank.']],
    [{ intent: 'create', ...good, eventId: '00000000-0000-4000-8000-000000000000' }, 400, [EVENT_NOT_FOUND]],
    [{ intent: 'update', ...good, id: '00000000-0000-4000-8000-000000000000' }, 404, [bookingMessages.saveFailed]],
    [{ intent: 'update', ...good, id: 'not-a-uuid' }, 404, [bookingMessages.saveFailed]],
    [{ intent: 'update', ...good }, 404, [bookingMessages.saveFailed]],
    [{ intent: 'update', ...good, id: victim.id, status: 'refunded' }, 400, [bookingMessages.saveFailed]],
    [{ intent: 'update', ...good, id: victim.id, customerPhone: long }, 400, ['Please keep the customer phone under 30 characters.']],
    [{ intent: 'delete', id: '00000000-0000-4000-8000-000000000000' }, 404, [bookingMessages.deleteFailed]],
    [{ intent: 'delete', id: "x'; delete from bookings; --" }, 404, [bookingMessages.deleteFailed]],
    [{ intent: 'delete' }, 404, [bookingMessages.deleteFailed]],
  ];
  for (const [form, status, messages] of cases) {
    const label = JSON.stringify(form).slice(0, 100);
    const search = form.id && !String(form.id).includes("'") ? `?edit=${form.id}` : '?new=1';
    const response = await postBookingAction(page, baseURL!, form, search);
    expect(response.status(), label).toBe(status);
    const body = await response.text();
    for (const message of messages) expect(body, label).toContain(message);
  }
  expect(await storedBookings(page, `hostile.${tag}@example.org`)).toEqual([]);
  expect(await storedBookings(page, `victim.${tag}@example.org`)).toEqual([victim]);

  // Payment and order ids belong to the payment flow: posted ones are dropped, on create and on update.
  const forged = { paymentId: 'pay_forged', payment_id: 'pay_forged', orderId: 'order_forged', order_id: 'order_forged', id: victim.id, createdAt: '2000-01-01' };
  const created = await postBookingAction(page, baseURL!, { intent: 'create', ...good, ...forged, price: '=HYPERLINK("http://evil.example")' });
  expect(created.status()).toBe(200);
  const [stored] = await storedBookings(page, good.customerEmail);
  expect(stored).toMatchObject({ paymentId: null, orderId: null, price: '=HYPERLINK("http://evil.example")' });
  expect(stored!.id).not.toBe(victim.id);
  const updated = await postBookingAction(page, baseURL!, { intent: 'update', ...good, ...forged, customerEmail: victim.customerEmail, id: victim.id });
  expect(updated.status()).toBe(200);
  expect(await storedBookings(page, victim.customerEmail)).toEqual([expect.objectContaining({ paymentId: null, orderId: null, customerName: good.customerName })]);
  const csv = await (await page.request.get(`/admin/bookings/export.csv?q=hostile.${tag}`)).text();
  expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
});

test('script tags typed into a booking are shown as text in the table and the details', async ({ page, baseURL }, testInfo) => {
  const tag = uniqueTag(testInfo);
  const name = `<script>window.__pwned=1</script> ${tag}`;
  const notes = '<img src=x onerror="window.__pwned=2"> notes';
  await createBooking(page, baseURL!, { customerName: name, customerEmail: `script.${tag}@example.org`, eventTitle: '<b>Bold</b> yoga', notes });
  await gotoAdmin(page, `/admin/bookings?q=${tag}`);
  await expect(rowOf(page, tag)).toContainText(name);
  await expect(rowOf(page, tag)).toContainText('<b>Bold</b> yoga');
  await page.getByRole('link', { name: `View booking of ${name}` }).click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(details).toContainText(name);
  await expect(details).toContainText(notes);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
});
