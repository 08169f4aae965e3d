import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { createEventBooking } from '#server/bookings/event-booking.ts';
import { managePath } from '#server/bookings/manage-link.ts';
import { config } from '#server/config.ts';
import { bookings } from '#server/db/schema.ts';
import { singleton } from '#server/singleton.ts';
import { createTestDatabase } from '#tests/support/database.ts';
import { bookingRequest, createEvent, TIME_ZONE } from '#tests/support/factories.ts';
import { parseIcs } from '#tests/support/ics.ts';
import { payRetreat } from '#tests/support/paid-orders.ts';
import type { Route } from './+types/booking-calendar.ts';

// The app's database, as db() finds it: set before the route asks for it.
const opened = await createTestDatabase();
const database = singleton('database', () => opened);
const { db } = database;
const { loader } = await import('./booking-calendar.ts');

afterAll(async () => {
  await database.close();
});

const inDays = (days: number) => addDays(todayIn(TIME_ZONE), days);

function download(token: string) {
  return loader({
    params: { token },
    request: new Request(`http://localhost/booking/${token}/calendar.ics`),
  } as unknown as Route.LoaderArgs);
}

async function tokenOf(bookingId: string) {
  return (await managePath(bookingId, db)).split('/').pop()!;
}

async function expectNotFound(token: string) {
  const answer = await download(token).catch((thrown: unknown) => thrown);
  expect(answer, token).toBeInstanceOf(Response);
  expect((answer as Response).status, token).toBe(404);
}

describe('GET /booking/<token>/calendar.ics', () => {
  it('downloads the booked slot as a calendar file a calendar application reads, never kept by a cache', async () => {
    const event = await createEvent(db, { title: 'Hatha', duration: '60 min', eventDate: inDays(3), timeSlots: ['7:30 AM'] });
    const { booking } = await createEventBooking(db, bookingRequest({ eventId: event.id, slot: '7:30 AM' }), { timeZone: TIME_ZONE });
    const response = await download(await tokenOf(booking.id));

    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="${booking.reference}.ics"`);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex');
    const text = await response.text();
    // Not confirmed yet: the guest's calendar shows it as tentative.
    expect(text).toContain('STATUS:TENTATIVE');
    const entry = parseIcs(text);
    expect(entry.summary).toBe(`Hatha at ${config().SITE_NAME}`);
    expect(entry.location).toBe(`${config().SITE_NAME}, ${config().ESTATE_ADDRESS}`);
    expect(entry.description).toContain(`${config().publicUrl}/booking/${await tokenOf(booking.id)}`);
    const [y, m, d] = inDays(3).split('-').map(Number) as [number, number, number];
    // 7:30 AM in Kolkata is 02:00 UTC.
    expect(entry.start.toISOString()).toBe(new Date(Date.UTC(y, m - 1, d, 2, 0)).toISOString());
    expect(entry.end.getTime() - entry.start.getTime()).toBe(60 * 60_000);
  });

  it('gives a paid retreat its three days', async () => {
    const start = inDays(21);
    const { booking } = await payRetreat(db, start, { name: 'Asha Rao', email: 'asha.ics@example.org', phone: '+919876543210' });
    const text = await (await download(await tokenOf(booking.id))).text();
    expect(text).toContain('STATUS:CONFIRMED');
    expect(parseIcs(text)).toMatchObject({ allDay: true, startDate: start, endDate: addDays(start, 3) });
  });

  it('is not found for a tampered, truncated or made-up token', async () => {
    const event = await createEvent(db, { eventDate: inDays(3), timeSlots: ['8:00 AM'] });
    const { booking } = await createEventBooking(db, bookingRequest({ eventId: event.id, slot: '8:00 AM' }), { timeZone: TIME_ZONE });
    const token = await tokenOf(booking.id);
    const flip = (char: string) => (char === 'Q' ? 'R' : 'Q');
    for (const bad of [`${token.slice(0, 30)}${flip(token[30]!)}${token.slice(31)}`, token.slice(0, -2), 'not-a-token', 'x'.repeat(200)])
      await expectNotFound(bad);
  });

  it('is not found for a booking that no longer exists', async () => {
    const event = await createEvent(db, { eventDate: inDays(3), timeSlots: ['8:00 AM'] });
    const { booking } = await createEventBooking(db, bookingRequest({ eventId: event.id, slot: '8:00 AM' }), { timeZone: TIME_ZONE });
    const token = await tokenOf(booking.id);
    await db.delete(bookings).where(eq(bookings.id, booking.id));
    await expectNotFound(token);
  });
});
