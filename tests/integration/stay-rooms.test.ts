import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { ROOM_MESSAGES } from '#app/lib/rooms.ts';
import { roomClosures } from '#server/db/schema.ts';
import { TIME_ZONE } from '../support/factories.ts';
import { payStay } from '../support/paid-orders.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The stay page with rooms: the dates' answer lists the room types with what is left, refuses
// dates no type can take, and the month of free nights strikes through the nights without a room.

let app: TestApp;
let clients = 0;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

function postForm(path: string, form: Record<string, string>) {
  clients += 1;
  return fetch(`${app.url}${path}`, {
    method: 'POST',
    body: new URLSearchParams(form).toString(),
    headers: {
      origin: app.publicUrl,
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': `198.51.100.${clients % 250}`,
    },
    redirect: 'manual',
  });
}

async function count(table: 'bookings' | 'payment_orders' | 'room_holds'): Promise<number> {
  const result = (await app.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}

/** The page's text, tags and spaces folded. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
const guest = { name: 'Ravi Iyer', email: 'ravi@example.org', phone: '+91 98765 43210' };

describe('the stay’s room types', () => {
  it('lists every type for the dates and adults, with the rooms they need and what is left', async () => {
    const checkIn = addDays(todayIn(TIME_ZONE), 200);
    await payStay(app.database.db, checkIn, addDays(checkIn, 2), guest, { roomType: 'Forest Single', adults: 1 });
    const response = await postForm('/book-your-stay', { checkIn, checkOut: addDays(checkIn, 2), adults: '3' });
    expect(response.status).toBe(200);
    const text = textOf(await response.text());
    expect(text).toContain('River Cottage');
    expect(text).toContain('You need 1 room');
    expect(text).toContain('You need 2 rooms');
    expect(text).toContain(ROOM_MESSAGES.tooFew(2, 3));
    expect(text).toContain('CHOOSE River Cottage');
    expect(text).not.toContain('CHOOSE Forest Single');
    expect(text).not.toContain(ROOM_MESSAGES.left(4));

    const alone = textOf(await (await postForm('/book-your-stay', { checkIn, checkOut: addDays(checkIn, 2), adults: '1' })).text());
    expect(alone).toContain(ROOM_MESSAGES.left(2));
    expect(alone).toContain('CHOOSE Forest Single');
  });

  it('refuses dates no type can take with 400 and the rooms’ sentence, storing nothing', async () => {
    const checkIn = addDays(todayIn(TIME_ZONE), 210);
    await app.database.db.insert(roomClosures).values({ roomTypeId: null, firstNight: checkIn, lastNight: checkIn, reason: 'test' });
    const before = await Promise.all([count('bookings'), count('payment_orders'), count('room_holds')]);
    const response = await postForm('/book-your-stay', { checkIn, checkOut: addDays(checkIn, 2), adults: '2' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(textOf(html)).toContain(ROOM_MESSAGES.noRooms);
    // The month shown is the check-in's, with the night that has no room struck through.
    expect(html).toContain(`<s aria-hidden="true">${Number(checkIn.slice(8))}</s>`);
    expect(await Promise.all([count('bookings'), count('payment_orders'), count('room_holds')])).toEqual(before);
  });

  it('strikes a closed night through in the month, and does not offer it', async () => {
    const night = addDays(todayIn(TIME_ZONE), 220);
    await app.database.db.insert(roomClosures).values({ roomTypeId: null, firstNight: night, lastNight: night, reason: 'test' });
    const html = await (await fetch(`${app.url}/book-your-stay?month=${night.slice(0, 7)}`)).text();
    expect(html).not.toContain(`checkIn=${night}`);
    expect(html).toContain(`checkIn=${addDays(night, 1)}`);
    const day = Number(night.slice(8));
    expect(html).toMatch(new RegExp(`<s aria-hidden="true">${day}</s>`));
    expect(textOf(html)).toMatch(new RegExp(`${day} \\w+: no rooms`));
  });
});
