import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { managePath } from '#server/bookings/manage-link.ts';
import { TIME_ZONE } from '../support/factories.ts';
import { payStay, roomTypeId } from '../support/paid-orders.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// A second checkout for the same guest and dates is stopped with 409, so that nobody pays twice by
// mistake. Knowing a guest's e-mail and dates must not be enough to learn their booking's reference:
// only a browser that holds the booking's own link (kept when it booked) is told which booking it is.

let app: TestApp;
let clients = 0;
const email = 'asha.twice@example.org';
const checkIn = addDays(todayIn(TIME_ZONE), 120);
const checkOut = addDays(checkIn, 2);
let reference: string;
let ownLink: string;
let otherLink: string;

beforeAll(async () => {
  app = await startTestApp();
  const guest = { name: 'Asha Rao', email, phone: '+91 98765 43210' };
  const { booking } = await payStay(app.database.db, checkIn, checkOut, guest);
  reference = booking.reference;
  ownLink = await managePath(booking.id, app.database.db);
  const other = await payStay(app.database.db, addDays(checkIn, 30), addDays(checkIn, 31), { ...guest, email: 'someone.else@example.org' });
  otherLink = await managePath(other.booking.id, app.database.db);
});

afterAll(async () => {
  await app?.close();
});

/** A new checkout of the same stay, with the booking links the browser holds. */
async function checkout(knownBookings?: string[]) {
  clients += 1;
  const response = await fetch(`${app.url}/api/payments/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.publicUrl, 'x-forwarded-for': `198.51.100.${clients}` },
    body: JSON.stringify({
      kind: 'stay',
      checkIn,
      checkOut,
      adults: 2,
      roomTypeId: await roomTypeId(app.database.db),
      customer: { name: 'Anyone', email: email.toUpperCase(), mobile: '+91 98765 43210' },
      idempotencyKey: crypto.randomUUID(),
      ...(knownBookings ? { knownBookings } : {}),
    }),
  });
  return { status: response.status, body: (await response.json()) as { error?: string; duplicate?: { reference?: string } } };
}

const token = (link: string) => link.replace('/booking/', '');

describe('a duplicate booking names its reference only to the browser that booked', () => {
  it('tells another browser that the stay is booked already, without the reference', async () => {
    const { status, body } = await checkout();
    expect(status).toBe(409);
    expect(body.duplicate).toBeDefined();
    expect(JSON.stringify(body)).not.toContain(reference);
    expect(body.error).toBe('You already have a confirmed booking for these dates.');
  });

  it('does the same for a browser holding only other bookings’ links, or forged ones', async () => {
    for (const known of [[token(otherLink)], ['not-a-token'], [`${token(ownLink).slice(0, -2)}AA`], [reference]]) {
      const { status, body } = await checkout(known);
      expect(status).toBe(409);
      expect(JSON.stringify(body)).not.toContain(reference);
    }
  });

  it('names the booking to the browser that holds its link', async () => {
    const { status, body } = await checkout([token(otherLink), token(ownLink)]);
    expect(status).toBe(409);
    expect(body.duplicate).toEqual({ reference });
    expect(body.error).toBe(`You already have a confirmed booking for these dates (reference ${reference}).`);
  });
});
