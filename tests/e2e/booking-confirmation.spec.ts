import { addDays, formatLongUsWeekdayDate, todayIn } from '../../app/lib/dates.ts';
import { parseIcs } from '../support/ics.ts';
import { retreatPrice } from '../support/retreat-prices.ts';
import { expect, expectNoA11yViolations, gotoOk, screenshot, test } from './fixtures.ts';
import { payRetreatForTwo } from './guest-checkout.ts';

// The confirmation page a guest lands on after paying: a retreat for two, paid through the
// demo checkout, opened from the link of its "booking confirmed" mail.

const compact = (iso: string) => iso.replaceAll('-', '');

test('a paid retreat for two: reference, what was booked, the amount paid, calendar, directions, and no cache', async ({
  page,
  baseURL,
}, testInfo) => {
  test.slow();
  const start = addDays(todayIn('Asia/Kolkata'), testInfo.project.name === 'phone' ? 24 : 26);
  const email = `confirm.${testInfo.project.name}.${Date.now().toString(36)}@example.org`;
  const { booking, path } = await payRetreatForTwo(page, baseURL!, start, email);

  const response = await gotoOk(page, path);
  expect(response.headers()['cache-control']).toBe('private, no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page).toHaveTitle(new RegExp(`^Booking ${booking.reference} \\|`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your booking is confirmed');
  const main = page.locator('main');
  await expect(main).toContainText(`Booking reference ${booking.reference}`);
  await expect(main).toContainText('Thank you, Meera Iyer. Your place is reserved');
  await expect(main.getByText('Confirmed', { exact: true })).toBeVisible();

  const booked = page.getByRole('region', { name: 'What you booked' });
  await expect(booked).toContainText('Rejuvenation retreat (3 days)');
  await expect(booked).toContainText(`Starts${formatLongUsWeekdayDate(start)}`);
  await expect(booked).toContainText(`Ends${formatLongUsWeekdayDate(addDays(start, 2))}`);
  await expect(booked).toContainText('OccupancyDouble occupancy');
  await expect(booked).toContainText('Guests2 guests');
  await expect(booked).not.toContainText(email);

  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText(`Paid online${retreatPrice('double', 2).shown}`);
  await expect(payment).toContainText(`Payment ID${booking.paymentId}`);

  // Add to calendar: the file downloads and reads as the retreat's three days; Google gets the same.
  const calendar = page.getByRole('region', { name: 'Add to calendar' });
  const ics = calendar.getByRole('link', { name: 'Download calendar file (.ics)' });
  const icsPath = await ics.getAttribute('href');
  expect(icsPath).toBe(`${path}/calendar.ics`);
  const file = await page.request.get(icsPath!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toBe(`attachment; filename="${booking.reference}.ics"`);
  expect(file.headers()['cache-control']).toBe('private, no-store');
  const entry = parseIcs(await file.text());
  expect(entry).toMatchObject({
    allDay: true,
    startDate: start,
    endDate: addDays(start, 3),
    summary: expect.stringContaining('Rejuvenation retreat (3 days)'),
  });
  expect(entry.location).toContain('Pune');
  const google = calendar.getByRole('link', { name: 'Add to Google Calendar (opens in a new tab)' });
  await expect(google).toHaveAttribute('target', '_blank');
  const googleUrl = new URL((await google.getAttribute('href'))!);
  expect(`${googleUrl.origin}${googleUrl.pathname}`).toBe('https://calendar.google.com/calendar/render');
  expect(googleUrl.searchParams.get('action')).toBe('TEMPLATE');
  expect(googleUrl.searchParams.get('dates')).toBe(`${compact(start)}/${compact(addDays(start, 3))}`);
  expect(googleUrl.searchParams.get('details')).toContain(path);

  const here = page.getByRole('region', { name: 'Getting here' });
  await expect(here.locator('address')).toContainText('Kalyani Nagar, Pune');
  const map = here.getByRole('link', { name: 'Open in Google Maps (opens in a new tab)' });
  await expect(map).toHaveAttribute('target', '_blank');
  expect(await map.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.*Pune/);

  const arrival = page.getByRole('region', { name: 'Before you arrive' });
  await expect(arrival).toContainText('Check-in is from 12:00 PM on your first day');
  await expect(arrival).toContainText('photo ID');
  await expect(page.getByRole('region', { name: 'If you need to cancel' })).toContainText(/50% refund|not eligible/);

  await expectNoA11yViolations(page);
  await screenshot(page, 'confirmation-retreat');

  // On paper: no navigation, footer or buttons; the reference and the address are there.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.locator('footer')).toBeHidden();
  await expect(calendar).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeHidden();
  await expect(main).toContainText(booking.reference);
  await expect(here.locator('address')).toBeVisible();
  const background = await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
  expect(background).toBe('rgb(255, 255, 255)');
  await screenshot(page, 'confirmation-retreat-print');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page reads in full as the server sends it', async ({ page, baseURL }, testInfo) => {
    const start = addDays(todayIn('Asia/Kolkata'), testInfo.project.name === 'phone' ? 28 : 30);
    const email = `nojs.${testInfo.project.name}.${Date.now().toString(36)}@example.org`;
    const { booking, path } = await payRetreatForTwo(page, baseURL!, start, email);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your booking is confirmed');
    await expect(page.locator('main')).toContainText(`Booking reference ${booking.reference}`);
    await expect(page.getByRole('region', { name: 'Payment' })).toContainText(retreatPrice('double', 2).shown);
    await expect(page.getByRole('link', { name: 'Download calendar file (.ics)' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Getting here' })).toContainText('Pune');
    // Printing needs JavaScript: no dead button is shown without it.
    await expect(page.getByRole('button', { name: 'Print this page' })).toHaveCount(0);
  });
});
