import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { signInAdmin } from '#tests/support/sign-in.ts';
import { ADMIN } from '../support/accounts.ts';
import { createEvent, TIME_ZONE } from '../support/factories.ts';
import { roomTypeId } from '../support/paid-orders.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// What the fuzz (tests/integration/fuzz) found answered 500 or 503, or broke the connection, each
// pinned by one request: all of them are now a 4xx with a readable reason, and nothing is stored.

let app: TestApp;
let cookie: string;
let eventId: string;
let clients = 0;

beforeAll(async () => {
  app = await startTestApp();
  eventId = (await createEvent(app.database.db)).id;
  cookie = await signInAdmin(app);
});

afterAll(async () => {
  await app?.close();
});

function send(
  path: string,
  { body, type, method = 'POST', headers = {} }: { body?: BodyInit; type?: string; method?: string; headers?: Record<string, string> } = {},
) {
  clients += 1;
  const all: Record<string, string> = { origin: app.publicUrl, 'x-forwarded-for': `203.0.113.${clients % 250}`, ...headers };
  if (type) all['content-type'] = type;
  return fetch(`${app.url}${path}`, { method, body, headers: all, redirect: 'manual' });
}

async function rows(table: string): Promise<number> {
  const result = (await app.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}

const guest = { name: 'Asha Rao', email: 'asha@example.org', mobile: '+91 98765 43210' };
const FORMS = {
  '/calendar.data': () => ({ intent: 'book', eventId, slot: '8:00 AM', ...guest }),
  '/contact.data': () => ({ ...guest, city: 'Pune', message: 'Rooms in May?' }),
  '/book-your-stay.data': () => ({ checkIn: addDays(todayIn(TIME_ZONE), 3), checkOut: addDays(todayIn(TIME_ZONE), 5), adults: '2' }),
  '/rejuvenation/package.data': () => ({ intent: 'unpaid', occupancy: 'double', startDate: addDays(todayIn(TIME_ZONE), 9), ...guest }),
  '/admin/login.data': () => ({ email: ADMIN.email, password: 'not the password' }),
};

describe('public forms sent as something else', () => {
  it.each(Object.entries(FORMS))('%s answers 415 to JSON and to plain text, and stores nothing', async (path, fields) => {
    const before = (await rows('bookings')) + (await rows('enquiries'));
    for (const [body, type] of [
      [JSON.stringify(fields()), 'application/json'],
      [new URLSearchParams(fields()).toString(), 'text/plain'],
    ] as const) {
      const response = await send(path, { body, type });
      expect(response.status, `${type}: ${await response.clone().text()}`).toBe(415);
      expect(await response.text()).toContain('Please send this as a web form');
    }
    expect((await rows('bookings')) + (await rows('enquiries'))).toBe(before);
  });

  it('shows a browser the status page for it, not an error 500', async () => {
    const response = await send('/contact', { body: '{"name":"Asha"}', type: 'application/json' });
    expect(response.status).toBe(415);
    const html = await response.text();
    expect(html).toContain('<title>Request not understood</title>');
    expect(html).toContain('Error 415');
  });
});

describe('text the database cannot store', () => {
  it('in a public form field is refused with 400, and nothing is stored', async () => {
    const before = await rows('enquiries');
    const response = await send('/contact.data', { body: new URLSearchParams({ ...FORMS['/contact.data'](), name: 'As\u0000ha' }) });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('cannot be stored');
    expect(await rows('enquiries')).toBe(before);
  });

  it('in a back-office form field is refused with 400, and nothing is stored', async () => {
    const before = await rows('bookings');
    const form = new FormData();
    for (const [name, value] of Object.entries({
      intent: 'create',
      eventTitle: 'Hatha',
      eventDate: addDays(todayIn(TIME_ZONE), 3),
      selectedSlot: '8:00 AM',
      price: 'Rs 500',
    })) {
      form.append(name, value);
    }
    for (const [name, value] of Object.entries({ customerName: 'Asha\u0000', customerEmail: guest.email, customerPhone: guest.mobile }))
      form.append(name, value);
    const response = await send('/admin/bookings.data', { body: form, headers: { cookie } });
    expect(response.status).toBe(400);
    expect(await rows('bookings')).toBe(before);
  });

  it.each([
    ['a NUL in the name', { name: 'Asha\u0000' }],
    ['a lone surrogate in the promo code', { promoCode: 'SPRING\uD800' }],
  ])('in a payment order (%s) is refused with 400, and no order is recorded', async (_case, bent) => {
    const before = await rows('payment_orders');
    const { promoCode, name } = { promoCode: 'SPRING', name: guest.name, ...bent };
    const order = {
      kind: 'stay',
      idempotencyKey: crypto.randomUUID(),
      checkIn: addDays(todayIn(TIME_ZONE), 3),
      checkOut: addDays(todayIn(TIME_ZONE), 5),
      adults: 2,
      promoCode,
      roomTypeId: await roomTypeId(app.database.db),
      customer: { ...guest, name },
    };
    const response = await send('/api/payments/orders', { body: JSON.stringify(order), type: 'application/json' });
    expect(response.status).toBe(400);
    expect(await rows('payment_orders')).toBe(before);
  });

  it('a stay to the year 9999 is refused as too long, on the page and at the payment endpoint', async () => {
    // The order's amount (2,912,114 nights) overflowed its column: a 503 and Razorpay asked for 19 billion rupees.
    const before = await rows('payment_orders');
    const dates = { checkIn: addDays(todayIn(TIME_ZONE), 3), checkOut: '9999-12-31' };
    const order = await send('/api/payments/orders', {
      body: JSON.stringify({
        kind: 'stay',
        idempotencyKey: crypto.randomUUID(),
        ...dates,
        adults: 2,
        roomTypeId: await roomTypeId(app.database.db),
        customer: guest,
      }),
      type: 'application/json',
    });
    expect(order.status).toBe(400);
    expect(await order.json()).toEqual({ error: 'Stays of up to 30 nights can be booked here. For a longer stay, please contact us.' });
    expect(await rows('payment_orders')).toBe(before);
    const page = await send('/book-your-stay', {
      body: new URLSearchParams({ ...dates, adults: '2' }).toString(),
      type: 'application/x-www-form-urlencoded',
    });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('Stays of up to 30 nights can be booked here.');
  });

  it('escaped in an address (%00) is refused with 400 before any page looks it up', async () => {
    for (const path of ['/blogs/%00x', '/calendar?q=%00', '/booking/%00']) {
      const response = await send(path, { method: 'GET' });
      expect(response.status, path).toBe(400);
      expect(await response.text()).toContain('Request not understood');
    }
  });
});

describe('garbled requests', () => {
  it('an address with a broken %-escape is a 400 with a readable page', async () => {
    const response = await send('/blogs/%F0%9F%98', { method: 'GET' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('We could not read that address');
  });

  it('an answer given before the body was read leaves the connection usable for the next request', async () => {
    const body = new URLSearchParams({ title: 'x'.repeat(200_000) });
    for (let round = 0; round < 3; round += 1) {
      // No session: refused before the body is read.
      const refused = await send('/admin/events.data', { body });
      expect(refused.status).toBe(401);
      await refused.text();
      expect((await send('/healthz', { method: 'GET' })).status).toBe(200);
      const tooLarge = await send('/api/payments/orders', { body: 'x'.repeat(40_000), type: 'application/json' });
      expect(tooLarge.status).toBe(413);
      await tooLarge.text();
      expect((await send('/healthz', { method: 'GET' })).status).toBe(200);
    }
  });
});
