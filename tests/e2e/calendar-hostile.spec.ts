import { expect, type Page, test } from '@playwright/test';
import { addDays, todayIn } from '../../app/lib/dates.ts';

// The booking action against what no form would send: always a 4xx with a reason, never a 5xx, nothing stored.
const date = addDays(todayIn('Asia/Kolkata'), 5);

async function hatha(page: Page) {
  await page.goto(`/calendar?date=${date}`);
  const card = page.locator('article', { has: page.getByRole('heading', { name: 'Hatha', exact: true }) });
  const eventId = (await card.getAttribute('id'))!.replace(/^event-/, '');
  const seats = Number(/(\d+) left/.exec(await card.getByRole('button', { name: /^8:00 AM/ }).innerText())?.[1]);
  return { eventId, seats };
}

test('hostile booking requests get a readable 4xx and store nothing', async ({ page, request, baseURL }) => {
  const { eventId, seats: before } = await hatha(page);
  expect(before).toBeGreaterThan(0);
  const good = { intent: 'book', eventId, slot: '8:00 AM', name: 'Asha', email: 'asha.hostile@example.org', mobile: '+91 98765 43210' };
  const cases: Record<string, string | string[]>[] = [
    {},
    { ...good, name: '' },
    { ...good, email: 'not-an-email' },
    { ...good, mobile: 'call me maybe' },
    { ...good, name: 'x'.repeat(10_000) },
    { ...good, email: `${'a'.repeat(10_000)}@example.org` },
    { ...good, eventId: 'not-a-uuid' },
    { ...good, eventId: '00000000-0000-4000-8000-000000000000' },
    { ...good, slot: '3:33 AM' },
    { ...good, slot: '<script>alert(1)</script>' },
    { ...good, name: ['a', 'b'] },
  ];
  for (const form of cases) {
    const body = new URLSearchParams();
    for (const [key, value] of Object.entries(form)) for (const item of [value].flat()) body.append(key, item);
    const response = await request.post(`/calendar?date=${date}`, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseURL! },
      data: body.toString(),
      maxRedirects: 0,
    });
    const status = response.status();
    expect(status, JSON.stringify(form).slice(0, 120)).toBeGreaterThanOrEqual(400);
    expect(status, JSON.stringify(form).slice(0, 120)).toBeLessThan(500);
  }
  const tooBig = await request.post(`/calendar?date=${date}`, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseURL! },
    data: `intent=book&name=${'x'.repeat(2_000_000)}`,
  });
  expect(tooBig.status()).toBeGreaterThanOrEqual(400);
  expect(tooBig.status()).toBeLessThan(500);
  expect((await hatha(page)).seats).toBe(before);
});

test('a name with a script tag is taken as plain text', async ({ page, request, baseURL }) => {
  const { eventId } = await hatha(page);
  const response = await request.post(`/calendar?date=${date}`, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseURL! },
    data: new URLSearchParams({
      intent: 'book',
      eventId,
      slot: '11:00 AM',
      name: '<script>alert(1)</script>',
      email: 'script@example.org',
      mobile: '9876543210',
    }).toString(),
  });
  expect(response.status()).toBe(200);
  expect(await response.text()).not.toContain('<script>alert(1)</script>');
});

test('a filled honeypot is answered like a person and stores nothing', async ({ page, request, baseURL }) => {
  const { eventId } = await hatha(page);
  const email = 'bot.calendar@example.org';
  const response = await request.post(`/calendar?date=${date}`, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseURL! },
    data: new URLSearchParams({
      intent: 'book',
      eventId,
      slot: '8:00 AM',
      name: 'Bot',
      email,
      mobile: '9876543210',
      website: 'spam',
    }).toString(),
  });
  expect(response.status()).toBe(200);
  expect(await (await request.get(`/__test__/bookings?email=${email}`)).json()).toEqual([]);
});

// The booking dialog's own endpoint: the same answers as the page's action, as JSON.
const ENDPOINT = '/api/calendar/bookings';

test('the dialog endpoint answers JSON with the same statuses, and only to this site', async ({ page, request, baseURL }) => {
  const { eventId } = await hatha(page);
  const good = { intent: 'book', eventId, slot: '8:00 AM', name: 'Asha', email: 'asha.endpoint@example.org', mobile: '+91 98765 43210' };
  const post = (form: Record<string, string>, origin = baseURL!) =>
    request.post(ENDPOINT, { form, headers: { Origin: origin }, maxRedirects: 0 });

  const invalid = await post({ ...good, email: 'not-an-email' });
  expect(invalid.status()).toBe(400);
  const reply = await invalid.json();
  expect(reply).toMatchObject({ ok: false, fieldErrors: { email: [expect.any(String)] } });
  expect(reply.message).toBe(reply.fieldErrors.email[0]);

  const unknown = await post({ ...good, eventId: '00000000-0000-4000-8000-000000000000' });
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual({ ok: false, message: 'This event is no longer available. Please choose another one.' });

  const bot = await post({ ...good, email: 'bot.endpoint@example.org', website: 'spam' });
  expect(bot.status()).toBe(200);
  // Answered as a guest is, with the link to confirm by, though nothing is stored and nothing mailed.
  expect(await bot.json()).toEqual({
    ok: true,
    message:
      'Booking submitted successfully! We will contact you soon. Please confirm it with the link we have e-mailed you within 30 minutes: until then we hold your place, and after that it is released.',
  });

  const elsewhere = await post(good, 'https://forged.example');
  expect(elsewhere.status()).toBe(403);
  expect((await request.get(ENDPOINT)).status()).toBe(405);
  expect(await (await request.get('/__test__/bookings?email=bot.endpoint%40example.org')).json()).toEqual([]);
  // Nothing stored under these addresses (the slot's seat count is shared with tests running alongside).
  expect(await (await request.get('/__test__/bookings?email=asha.endpoint%40example.org')).json()).toEqual([]);
});

test('without JavaScript the form posts to the page, which goes on to the booking page', async ({ page, request, baseURL }, testInfo) => {
  const { eventId } = await hatha(page);
  // One address per project: phone and desktop run this side by side on one database.
  const email = `asha.nojs.${testInfo.project.name}@example.org`;
  const response = await request.post(`/calendar?date=${date}`, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseURL! },
    data: new URLSearchParams({ intent: 'book', eventId, slot: '8:00 AM', name: 'Asha', email, mobile: '9876543210' }).toString(),
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  const bookingPage = response.headers()['location']!;
  expect(bookingPage).toMatch(/^\/booking\/[\w-]{22}\.[\w-]{22}$/);
  const [booking] = await (await request.get(`/__test__/bookings?email=${encodeURIComponent(email)}`)).json();
  expect(booking).toMatchObject({ status: 'pending' });
  expect(await (await request.get(bookingPage)).text()).toContain(booking.reference);
});
