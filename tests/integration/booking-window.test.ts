import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, BOOKING_DATE_MESSAGES } from '#app/lib/booking-window.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { TIME_ZONE } from '../support/factories.ts';
import { roomTypeId } from '../support/paid-orders.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Nothing in the past, nothing beyond the horizon: the stay's quote, the retreat booked without paying,
// and the payment order judge a date by one rule (app/lib/booking-window.ts), with the horizon set by
// BOOKING_HORIZON_MONTHS (6 here, so that the setting is seen to count), and the pages offer the same dates.

const HORIZON = 6;
let app: TestApp;
let clients = 0;

beforeAll(async () => {
  app = await startTestApp({ env: { BOOKING_HORIZON_MONTHS: String(HORIZON) } });
});

afterAll(async () => {
  await app?.close();
});

function send(path: string, body: string, type: string) {
  clients += 1;
  return fetch(`${app.url}${path}`, {
    method: 'POST',
    body,
    headers: { origin: app.publicUrl, 'content-type': type, 'x-forwarded-for': `198.51.100.${clients % 250}` },
    redirect: 'manual',
  });
}

const postForm = (path: string, form: Record<string, string>) =>
  send(path, new URLSearchParams(form).toString(), 'application/x-www-form-urlencoded');
const postJson = (path: string, body: unknown) => send(path, JSON.stringify(body), 'application/json');

async function count(table: 'bookings' | 'payment_orders'): Promise<number> {
  const result = (await app.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}

const guest = { name: 'Asha Rao', email: 'asha@example.org', mobile: '+91 98765 43210' };
// Computed when used, and with a month to spare beyond the horizon, so that the date turning while the
// tests run changes no answer.
const today = () => todayIn(TIME_ZONE);
const tooFar = () => addMonths(today(), HORIZON + 1);
const tooFarMessage = expect.stringMatching(
  new RegExp(`^Bookings open up to ${HORIZON} months ahead\\. Please choose a date on or before \\w+ \\d+, \\d{4}\\.$`),
);

describe('a payment order', () => {
  it('for a stay before today or beyond the horizon, or a retreat before tomorrow or beyond it, is refused with 400 and not recorded', async () => {
    const before = await count('payment_orders');
    const gardenRoom = await roomTypeId(app.database.db);
    const stay = (checkIn: string) => ({
      kind: 'stay',
      idempotencyKey: crypto.randomUUID(),
      checkIn,
      checkOut: addDays(checkIn, 2),
      adults: 2,
      roomTypeId: gardenRoom,
      customer: guest,
    });
    const retreat = (startDate: string) => ({
      kind: 'retreat',
      idempotencyKey: crypto.randomUUID(),
      occupancy: 'double',
      startDate,
      customer: guest,
    });
    const refused: [unknown, unknown][] = [
      [stay('2000-01-01'), BOOKING_DATE_MESSAGES.stayFromToday],
      [stay(addDays(today(), -1)), BOOKING_DATE_MESSAGES.stayFromToday],
      [stay(tooFar()), tooFarMessage],
      [retreat('1900-01-01'), BOOKING_DATE_MESSAGES.retreatFromTomorrow],
      [retreat(addDays(today(), -1)), BOOKING_DATE_MESSAGES.retreatFromTomorrow],
      [retreat(tooFar()), tooFarMessage],
    ];
    for (const [order, message] of refused) {
      const response = await postJson('/api/payments/orders', order);
      expect(response.status, JSON.stringify(order)).toBe(400);
      expect(await response.json()).toEqual({ error: message });
    }
    expect(await count('payment_orders')).toBe(before);

    // Inside the window, both are taken.
    expect((await postJson('/api/payments/orders', stay(addDays(today(), 1)))).status).toBe(200);
    expect((await postJson('/api/payments/orders', retreat(addMonths(today(), HORIZON - 1)))).status).toBe(200);
    expect(await count('payment_orders')).toBe(before + 2);
  });
});

describe('the retreat booked without paying', () => {
  it('refuses a start before tomorrow or beyond the horizon with 400 on the page and at the dialog endpoint, storing nothing', async () => {
    const before = await count('bookings');
    for (const path of ['/rejuvenation/package', '/api/retreat/bookings']) {
      for (const [startDate, message] of [
        ['1900-01-01', BOOKING_DATE_MESSAGES.retreatFromTomorrow],
        [today(), BOOKING_DATE_MESSAGES.retreatFromTomorrow],
        [tooFar(), tooFarMessage],
      ] as const) {
        const response = await postForm(path, { intent: 'unpaid', occupancy: 'double', startDate, ...guest });
        expect(response.status, `${path} ${startDate}`).toBe(400);
        if (path.startsWith('/api/')) expect(await response.json()).toEqual({ ok: false, message });
      }
    }
    expect(await count('bookings')).toBe(before);
  });
});

describe('the stay quote', () => {
  it('refuses a check-in before today or beyond the horizon with 400 and its sentence', async () => {
    const past = await postForm('/book-your-stay', { checkIn: addDays(today(), -1), checkOut: addDays(today(), 1), adults: '2' });
    expect(past.status).toBe(400);
    expect(await past.text()).toContain(BOOKING_DATE_MESSAGES.stayFromToday);

    const far = await postForm('/book-your-stay', { checkIn: tooFar(), checkOut: addDays(tooFar(), 2), adults: '2' });
    expect(far.status).toBe(400);
    expect(await far.text()).toMatch(`Bookings open up to ${HORIZON} months ahead.`);

    const fine = await postForm('/book-your-stay', { checkIn: addDays(today(), 2), checkOut: addDays(today(), 4), adults: '2' });
    expect(fine.status).toBe(200);
  });
});

describe('the date inputs', () => {
  /** The attributes of the <input> of this name, as the server renders it. */
  async function input(path: string, name: string): Promise<Record<string, string>> {
    const html = await (await fetch(`${app.url}${path}`)).text();
    const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
    expect(tag, `${path} ${name}`).toBeDefined();
    return Object.fromEntries([...tag!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]));
  }

  it("offer the stay's check-in from today and the retreat's start from tomorrow, up to the horizon; the retreat starts tomorrow unless changed", async () => {
    const day = today();
    const max = addMonths(day, HORIZON);
    expect(await input('/book-your-stay', 'checkIn')).toMatchObject({ type: 'date', min: day, max });
    expect(await input('/book-your-stay', 'checkOut')).toMatchObject({ type: 'date', min: addDays(day, 1), max: addDays(max, 30) });
    expect(await input('/rejuvenation/package', 'startDate')).toMatchObject({
      type: 'date',
      min: addDays(day, 1),
      max,
      value: addDays(day, 1),
    });
  });
});
