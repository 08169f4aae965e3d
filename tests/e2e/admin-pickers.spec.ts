import type { Page } from '@playwright/test';
import { BOOKING_ADMIN_MESSAGES } from '../../app/lib/admin/messages.ts';
import { OFFLINE_PAYMENT_MESSAGES } from '../../app/lib/admin/offline-payment.ts';
import { addDays, todayIn } from '../../app/lib/dates.ts';
import { createBooking, createTestEvent, uniqueTag } from './admin-booking-helpers.ts';
import { ADMIN, adminTest as test, expectTableFits, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, screenshot } from './fixtures.ts';
import { storedBookings } from './guest-checkout.ts';

// A staff booking made with pickers only (no id, title or price typed), paid at
// the estate; the Bookings table fitting 1280 and 1440 px without sideways scrolling, and cards on phones.

const createForm = (page: Page) => page.getByRole('region', { name: 'Create New Booking' });

/** A day of the test's own, apart for each project, far from the seeded events. */
function dayFor(offset: number) {
  return addDays(todayIn('Asia/Kolkata'), 80 + offset + (test.info().project.name === 'phone' ? 0 : 100));
}

test('a staff booking is made with pickers only, then marked paid in cash at the desk', async ({ page, baseURL }, testInfo) => {
  // Two full axe-core runs and three screens, on a machine shared with other builds.
  test.setTimeout(180_000);
  const tag = uniqueTag(testInfo);
  const day = dayFor(1);
  const event = await createTestEvent(page, {
    title: `Sunrise flow ${tag}`,
    eventDate: day,
    timeSlots: ['6:00 PM', '7:00 AM'],
    slotCapacity: 2,
    price: 'Rs 750',
  });
  // One seat of the evening is taken already.
  await createBooking(page, baseURL!, {
    customerName: `Early ${tag}`,
    customerEmail: `early.${tag}@example.org`,
    eventId: event.id,
    eventDate: day,
    selectedSlot: '6:00 PM',
  });

  await gotoAdmin(page, '/admin/bookings');
  await page.getByRole('link', { name: 'New Booking' }).click();
  const create = createForm(page);
  await expect(create.getByRole('radio', { name: 'An event or class' })).toBeChecked();
  await create.getByLabel('Day of the event').fill(day);
  const eventPicker = create.getByLabel('Event', { exact: true });
  await expect(eventPicker).toBeVisible();
  await eventPicker.selectOption({ label: `${event.title} (Rs 750)` });
  await expect(page).toHaveURL(new RegExp(`event=${event.id}`));
  // Slots in time order with their seats left; the event's title, date and price shown, never typed.
  await expect(create.getByRole('radio')).toHaveCount(5);
  await expect(create.getByRole('radio', { name: '7:00 AM · 2 of 2 seats left' })).toBeEnabled();
  await expect(create.getByRole('radio', { name: '6:00 PM · 1 of 2 seats left' })).toBeEnabled();
  await expect(create.getByRole('textbox', { name: /title|price|event id/i })).toHaveCount(0);
  await expect(create).toContainText('Rs 750');
  await create.getByRole('radio', { name: '6:00 PM · 1 of 2 seats left' }).check();
  await create.getByLabel('Customer name').fill(`Desk ${tag}`);
  await create.getByLabel('Customer email').fill(`desk.${tag}@example.org`);
  await create.getByLabel('Customer phone').fill('+91 98765 43210');
  await create.getByLabel('Status').selectOption('confirmed');
  await expectNoA11yViolations(page);
  await screenshot(page, 'pickers-form');
  await create.getByRole('button', { name: 'Create Booking' }).click();
  await expect(page.getByText(BOOKING_ADMIN_MESSAGES.created, { exact: true })).toBeVisible();
  await expect(create).toBeHidden();
  const [stored] = await storedBookings(page.request, `desk.${tag}@example.org`);
  expect(stored).toMatchObject({ eventId: event.id, eventTitle: event.title, price: 'Rs 750', status: 'confirmed', kind: 'event' });
  expect(stored).toMatchObject({ eventDate: day, selectedSlot: '6:00 PM' });

  // The evening is full now: offered no more.
  await gotoAdmin(page, `/admin/bookings?new=1&pick=event&day=${day}&event=${event.id}`);
  await expect(createForm(page).getByRole('radio', { name: '6:00 PM · full' })).toBeDisabled();

  // Paid at the desk: the price is the booking's, staff give the method and a reference.
  await gotoAdmin(page, `/admin/bookings?q=desk.${tag}`);
  await page.getByRole('link', { name: `View booking of Desk ${tag}` }).click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  const payment = details.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Not paid yet');
  await payment.getByLabel('Paid by').selectOption('upi');
  await payment.getByRole('button', { name: 'Mark paid' }).click();
  await expect(payment.getByText(OFFLINE_PAYMENT_MESSAGES.referenceNeeded)).toBeVisible();
  await payment.getByLabel('Reference').fill('UPI-7788');
  await payment.getByRole('button', { name: 'Mark paid' }).click();
  await expect(payment).toContainText(OFFLINE_PAYMENT_MESSAGES.recorded);
  await expect(payment).toContainText('Paid ₹750 · UPI · reference UPI-7788');
  await expect(details.getByRole('region', { name: 'History' })).toContainText(
    `${ADMIN.email} recorded a payment: ₹750 paid by UPI, reference UPI-7788.`,
  );
  await expect(details.getByRole('region', { name: 'Refunds' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await screenshot(page, 'pickers-paid');
  const csv = await (await page.request.get(`/admin/bookings/export.csv?q=desk.${tag}`)).text();
  expect(csv).toContain(',Rs 750,750.00,750.00,');
});

test('a stay is booked from Bookings with the Rooms screen’s form and prices', async ({ page }, testInfo) => {
  const tag = uniqueTag(testInfo);
  await gotoAdmin(page, '/admin/bookings?new=1');
  await createForm(page).getByRole('radio', { name: 'A stay' }).check();
  const stay = page.getByRole('region', { name: 'The stay' });
  await expect(stay).toBeVisible();
  await expect(stay.getByLabel('Start date')).toHaveCount(0);
  const checkIn = dayFor(3);
  await stay.getByLabel('Check-in').fill(checkIn);
  await stay.getByLabel('Check-out').fill(addDays(checkIn, 2));
  await stay.getByLabel('Adults').fill('2');
  await stay.getByLabel('Name').fill(`Stay ${tag}`);
  await stay.getByLabel('E-mail').fill(`stay.${tag}@example.org`);
  await stay.getByLabel('Phone').fill('+91 98765 43210');
  await expectNoA11yViolations(page);
  await stay.getByRole('button', { name: 'Create Booking' }).click();
  await expect(page.getByText(BOOKING_ADMIN_MESSAGES.created, { exact: true })).toBeVisible();
  const [stored] = await storedBookings(page.request, `stay.${tag}@example.org`);
  expect(stored).toMatchObject({ kind: 'stay', eventId: null });
  expect(stored!.price).toMatch(/^Rs [\d,]+/);
  expect(stored!.notes).toContain(`booked by ${ADMIN.email}`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the pickers are plain GET steps and the booking is still made', async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const day = dayFor(5);
    const event = await createTestEvent(page, { title: `Plain ${tag}`, eventDate: day, timeSlots: ['9:00 AM'] });
    await page.goto('/admin/bookings?new=1');
    const create = createForm(page);
    await create.getByLabel('Day of the event').fill(day);
    await create.getByRole('button', { name: 'Show' }).click();
    await create.getByLabel('Event', { exact: true }).selectOption({ label: `${event.title} (Rs 500)` });
    await create.getByRole('button', { name: 'Show' }).click();
    await expect(create.getByRole('radio', { name: '9:00 AM · 20 of 20 seats left' })).toBeChecked();
    await create.getByLabel('Customer name').fill(`Plain ${tag}`);
    await create.getByLabel('Customer email').fill(`plain.${tag}@example.org`);
    await create.getByLabel('Customer phone').fill('9876543210');
    await create.getByRole('button', { name: 'Create Booking' }).click();
    await expect(page.getByText(BOOKING_ADMIN_MESSAGES.created, { exact: true })).toBeVisible();
    expect(await storedBookings(page.request, `plain.${tag}@example.org`)).toEqual([expect.objectContaining({ eventTitle: event.title })]);
  });
});

test('@desktop-only the Bookings table fits 1280 and 1440 px without sideways scrolling', async ({ page, baseURL }, testInfo) => {
  const tag = uniqueTag(testInfo);
  // Long words that once pushed Edit and Delete out of sight.
  await createBooking(page, baseURL!, {
    customerName: `Wide ${tag} Venkataraghavan Subramanian`,
    customerEmail: `a.very.long.address.${tag}@wellness-retreat-example.org`,
    eventTitle: 'Pranayama & breathwork for beginners with live music',
    price: 'Rs 12,500.00',
  });
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await gotoAdmin(page, '/admin/bookings');
    await expectTableFits(page, page.getByRole('region', { name: 'Bookings table' }), 'Bookings table');
    await screenshot(page, `bookings-${width}`);
  }
  await expectNoA11yViolations(page);
});

test('@desktop-only every other admin table fits 1280 px', async ({ page }) => {
  // Eight screens, each loaded and measured.
  test.setTimeout(240_000);
  // The occupancy grid on Rooms is a calendar of nights: it scrolls by design, and is not a list.
  for (const path of [
    '/admin/users',
    '/admin/events',
    '/admin/classes',
    '/admin/blogs',
    '/admin/mail',
    '/admin/promo-codes',
    '/admin/rooms',
    '/admin/newsletter',
  ]) {
    await gotoAdmin(page, path);
    const frames = page.locator('[role="region"]:has(> table):not([aria-labelledby="occupancy-title"])');
    for (const frame of await frames.all()) {
      if (await frame.isVisible()) await expectTableFits(page, frame, `${path} ${await frame.getAttribute('aria-label')}`);
    }
  }
});
