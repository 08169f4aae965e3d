import { request as playwrightRequest } from '@playwright/test';
import { BOOKING_ADMIN_MESSAGES } from '../../app/lib/admin/messages.ts';
import { BOOKING_MESSAGES } from '../../app/lib/booking-reply.ts';
import { addDays, todayIn } from '../../app/lib/dates.ts';
import { createBooking, createTestEvent, postBookingAction, uniqueTag } from './admin-booking-helpers.ts';
import { adminTest as test, gotoAdmin, signIn, STAFF } from './admin-fixtures.ts';
import { expect } from './fixtures.ts';
import { storedBookings } from './guest-checkout.ts';

// What no form of the bookings screen would send, and who may not send anything at all.

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

test.describe('the export refuses anyone but an administrator', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('401 to a visitor and 403 to a signed-in non-admin, for the export and the actions', async ({ baseURL }) => {
    const visitor = await playwrightRequest.newContext({ baseURL });
    const export401 = await visitor.get('/admin/bookings/export.csv');
    expect(export401.status()).toBe(401);
    expect(await export401.json()).toEqual({ error: expect.any(String) });
    const post401 = await visitor.post('/admin/bookings', {
      form: { intent: 'delete', id: '00000000-0000-4000-8000-000000000000' },
      headers: { Origin: baseURL! },
    });
    expect(post401.status()).toBe(401);
    await visitor.dispose();

    const staff = await playwrightRequest.newContext({ baseURL });
    await signIn(staff, baseURL!, STAFF);
    const export403 = await staff.get('/admin/bookings/export.csv?status=confirmed');
    expect(export403.status()).toBe(403);
    expect(await export403.json()).toEqual({ error: expect.any(String) });
    const post403 = await staff.post('/admin/bookings', {
      form: { intent: 'delete', id: '00000000-0000-4000-8000-000000000000' },
      headers: { Origin: baseURL! },
    });
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
  const good = {
    eventTitle: 'Hatha',
    eventDate: '2031-06-01',
    selectedSlot: '8:00 AM',
    price: 'Rs 500.00',
    customerName: `Hostile ${tag}`,
    customerEmail: `hostile.${tag}@example.org`,
    customerPhone: '9876543210',
    status: 'pending',
    kind: 'event',
  };
  const event = await createTestEvent(page, {
    title: `Hostile class ${tag}`,
    eventDate: addDays(todayIn('Asia/Kolkata'), 60),
    timeSlots: ['8:00 AM'],
    price: 'Rs 500',
  });
  // A new booking names its event and slot; the title, date and price are the event's.
  const seat = {
    eventId: event.id,
    slot: '8:00 AM',
    customerName: good.customerName,
    customerEmail: good.customerEmail,
    customerPhone: good.customerPhone,
    status: 'pending',
  };
  const long = 'x'.repeat(10_240);
  const cases: [Record<string, string | string[]>, number, string[]][] = [
    [{}, 400, [BOOKING_ADMIN_MESSAGES.saveFailed]],
    [{ intent: 'drop table bookings' }, 400, [BOOKING_ADMIN_MESSAGES.saveFailed]],
    [{ intent: 'create' }, 400, [BOOKING_ADMIN_MESSAGES.saveFailed, 'Please choose an event.', 'Please enter the customer name.']],
    [{ intent: 'create', ...seat, customerName: long }, 400, ['Please keep the customer name under 200 characters.']],
    [{ intent: 'create', ...seat, notes: `${long}${long}` }, 400, ['Please keep the notes under 10000 characters.']],
    [{ intent: 'create', ...seat, customerName: ['Two', 'Names'] }, 400, [BOOKING_ADMIN_MESSAGES.saveFailed]],
    [{ intent: 'create', ...seat, status: 'paid' }, 400, ['Please choose pending or confirmed.']],
    [{ intent: 'create', ...seat, customerEmail: 'not-an-email' }, 400, ['Please enter a valid e-mail address.']],
    [{ intent: 'create', ...seat, eventId: "1' or '1'='1" }, 400, ['Please choose an event.']],
    [{ intent: 'create', ...seat, eventId: '00000000-0000-4000-8000-000000000000' }, 404, [BOOKING_MESSAGES.eventNotFound]],
    [{ intent: 'create', ...seat, slot: '3:00 AM' }, 400, [BOOKING_MESSAGES.slotNotOffered]],
    [{ intent: 'pay', id: victim.id, method: 'cheque' }, 400, ['Please choose cash, UPI, card or bank transfer.']],
    [{ intent: 'pay', id: victim.id, method: 'upi' }, 400, ['Please enter the UPI or bank transfer reference.']],
    [{ intent: 'update', ...good, id: '00000000-0000-4000-8000-000000000000' }, 404, [BOOKING_ADMIN_MESSAGES.saveFailed]],
    [{ intent: 'update', ...good, id: 'not-a-uuid' }, 404, [BOOKING_ADMIN_MESSAGES.saveFailed]],
    [{ intent: 'update', ...good }, 404, [BOOKING_ADMIN_MESSAGES.saveFailed]],
    [{ intent: 'update', ...good, id: victim.id, status: 'refunded' }, 400, [BOOKING_ADMIN_MESSAGES.saveFailed]],
    [{ intent: 'update', ...good, id: victim.id, customerPhone: long }, 400, ['Please keep the customer phone under 30 characters.']],
    [{ intent: 'delete', id: '00000000-0000-4000-8000-000000000000' }, 404, [BOOKING_ADMIN_MESSAGES.deleteFailed]],
    [{ intent: 'delete', id: "x'; delete from bookings; --" }, 404, [BOOKING_ADMIN_MESSAGES.deleteFailed]],
    [{ intent: 'delete' }, 404, [BOOKING_ADMIN_MESSAGES.deleteFailed]],
  ];
  for (const [form, status, messages] of cases) {
    const label = JSON.stringify(form).slice(0, 100);
    const search = form.id && !String(form.id).includes("'") ? `?edit=${form.id}` : '?new=1';
    const response = await postBookingAction(page, baseURL!, form, search);
    expect(response.status(), label).toBe(status);
    const body = await response.text();
    for (const message of messages) expect(body, label).toContain(message);
  }
  expect(await storedBookings(page.request, `hostile.${tag}@example.org`)).toEqual([]);
  expect(await storedBookings(page.request, `victim.${tag}@example.org`)).toEqual([victim]);

  // Payment and order ids belong to the payment flow: posted ones are dropped, on create and on update;
  // a new booking's title, date and price are the event's, whatever the form says.
  const forged = {
    paymentId: 'pay_forged',
    payment_id: 'pay_forged',
    orderId: 'order_forged',
    order_id: 'order_forged',
    id: victim.id,
    createdAt: '2000-01-01',
  };
  const created = await postBookingAction(page, baseURL!, {
    intent: 'create',
    ...seat,
    ...forged,
    eventTitle: 'Free class',
    eventDate: '2031-01-01',
    price: 'Rs 1',
  });
  expect(created.status()).toBe(200);
  const [stored] = await storedBookings(page.request, good.customerEmail);
  expect(stored).toMatchObject({ paymentId: null, orderId: null, price: 'Rs 500', eventTitle: event.title, eventDate: event.eventDate });
  expect(stored!.id).not.toBe(victim.id);
  const updated = await postBookingAction(page, baseURL!, {
    intent: 'update',
    ...good,
    ...forged,
    price: '=HYPERLINK("http://evil.example")',
    customerEmail: victim.customerEmail,
    id: victim.id,
  });
  expect(updated.status()).toBe(200);
  expect(await storedBookings(page.request, victim.customerEmail)).toEqual([
    expect.objectContaining({ paymentId: null, orderId: null, customerName: good.customerName }),
  ]);
  const csv = await (await page.request.get(`/admin/bookings/export.csv?q=victim.${tag}`)).text();
  expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
});

test('script tags typed into a booking are shown as text in the table and the details', async ({ page, baseURL }, testInfo) => {
  const tag = uniqueTag(testInfo);
  const name = `<script>window.__pwned=1</script> ${tag}`;
  const notes = '<img src=x onerror="window.__pwned=2"> notes';
  await createBooking(page, baseURL!, {
    customerName: name,
    customerEmail: `script.${tag}@example.org`,
    eventTitle: '<b>Bold</b> yoga',
    notes,
  });
  await gotoAdmin(page, `/admin/bookings?q=${tag}`);
  await expect(page.locator('tbody tr', { hasText: tag })).toContainText(name);
  await expect(page.locator('tbody tr', { hasText: tag })).toContainText('<b>Bold</b> yoga');
  await page.getByRole('link', { name: `View booking of ${name}` }).click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(details).toContainText(name);
  await expect(details).toContainText(notes);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
});
