import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '#app/lib/schemas/event-booking.ts';
import { bookings } from '#server/db/schema.ts';
import { openTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { bookingRequest, createEvent, TIME_ZONE } from '#tests/support/factories.ts';
import { refusal } from '#tests/support/refusal.ts';
import { createEventBooking, DUPLICATE_WINDOW_MINUTES, type EventBookingRequest, seatsTaken } from './event-booking.ts';

let database: TestDatabase;

openTestDatabase((opened) => (database = opened));

const options = { timeZone: TIME_ZONE };

function book(request: EventBookingRequest, now?: Date) {
  return createEventBooking(database.db, request, { ...options, now });
}

async function rowsFor(eventId: string, slot?: string) {
  const where = slot ? and(eq(bookings.eventId, eventId), eq(bookings.selectedSlot, slot)) : eq(bookings.eventId, eventId);
  return database.db.select().from(bookings).where(where);
}

describe(`createEventBooking (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('stores a pending booking with the title, date and price of the event, not of the request', async () => {
    const event = await createEvent(database.db, { title: 'Yin yoga', price: 'Rs 750' });
    // What a tampered form might add; the booking must ignore it.
    const forged = { price: 'Rs 1', eventTitle: 'Free class', eventDate: '2000-01-01' };
    const request = Object.assign(
      bookingRequest({ eventId: event.id, slot: '11:00 AM', name: 'Asha Rao', mobile: '+91 91234 56789' }),
      forged,
    );

    const result = await book(request);

    expect(result.duplicate).toBe(false);
    const [row, ...others] = await rowsFor(event.id);
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      id: result.booking.id,
      status: 'pending',
      eventId: event.id,
      eventTitle: 'Yin yoga',
      eventDate: event.eventDate,
      selectedSlot: '11:00 AM',
      price: 'Rs 750',
      customerName: 'Asha Rao',
      customerEmail: request.email,
      customerPhone: '+91 91234 56789',
    });
  });

  it('refuses an unknown event with 404 and stores nothing', async () => {
    const before = await database.db.select().from(bookings);
    const error = await refusal(book(bookingRequest({ eventId: '5f0c6a52-7d4e-4c3b-9a61-2b8e0f1d9c47' })));
    expect(error.status).toBe(404);
    expect(error.message).toBe(BOOKING_MESSAGES.eventNotFound);
    expect(await database.db.select().from(bookings)).toHaveLength(before.length);
  });

  it('refuses a slot the event does not offer with 400', async () => {
    const event = await createEvent(database.db);
    const error = await refusal(book(bookingRequest({ eventId: event.id, slot: '3:00 PM' })));
    expect(error.status).toBe(400);
    expect(error.message).toBe(BOOKING_MESSAGES.slotNotOffered);
    expect(await rowsFor(event.id)).toHaveLength(0);
  });

  it('refuses an event that took place yesterday with 400', async () => {
    const event = await createEvent(database.db);
    // The event is tomorrow; two days from now it was yesterday.
    const now = new Date(Date.now() + 2 * 86_400_000);
    const error = await refusal(book(bookingRequest({ eventId: event.id }), now));
    expect(error.status).toBe(400);
    expect(error.message).toBe(BOOKING_MESSAGES.pastEvent);
    expect(await rowsFor(event.id)).toHaveLength(0);
  });

  it('refuses a slot of today whose start time has passed with 409, whatever the form says, and stores nothing', async () => {
    const event = await createEvent(database.db, { eventDate: '2030-01-01', timeSlots: ['6:00 AM', '8:00 AM', '10:00 AM'] });
    // 09:23 on 1 January 2030 in India (UTC+5:30).
    const now = new Date('2030-01-01T03:53:00Z');
    for (const slot of ['6:00 AM', '8:00 AM']) {
      const error = await refusal(book(bookingRequest({ eventId: event.id, slot }), now));
      expect(error.status).toBe(409);
      expect(error.message).toBe(BOOKING_MESSAGES.slotStarted);
    }
    expect(await rowsFor(event.id)).toHaveLength(0);
    // A later slot of the same day is still open, until the minute it starts.
    expect((await book(bookingRequest({ eventId: event.id, slot: '10:00 AM' }), now)).duplicate).toBe(false);
    const atTen = new Date('2030-01-01T04:30:00Z');
    expect((await refusal(book(bookingRequest({ eventId: event.id, slot: '10:00 AM' }), atTen))).status).toBe(409);
    expect(await rowsFor(event.id)).toHaveLength(1);
  });

  it('returns the first booking when the same guest books the same slot again within the window', async () => {
    const event = await createEvent(database.db);
    const first = await book(bookingRequest({ eventId: event.id, email: 'Meera.Nair@Example.org' }));
    const again = await book(bookingRequest({ eventId: event.id, email: 'meera.nair@example.ORG' }));

    expect(again.duplicate).toBe(true);
    expect(again.booking.id).toBe(first.booking.id);
    expect(await rowsFor(event.id)).toHaveLength(1);

    const later = new Date(Date.now() + (DUPLICATE_WINDOW_MINUTES + 1) * 60_000);
    const afterWindow = await book(bookingRequest({ eventId: event.id, email: 'meera.nair@example.org' }), later);
    expect(afterWindow.duplicate).toBe(false);
    expect(afterWindow.booking.id).not.toBe(first.booking.id);
    expect(await rowsFor(event.id)).toHaveLength(2);
  });

  it('treats the same guest in another slot as a new booking', async () => {
    const event = await createEvent(database.db);
    await book(bookingRequest({ eventId: event.id, slot: '8:00 AM', email: 'ravi@example.org' }));
    const other = await book(bookingRequest({ eventId: event.id, slot: '11:00 AM', email: 'ravi@example.org' }));
    expect(other.duplicate).toBe(false);
    expect(await rowsFor(event.id)).toHaveLength(2);
  });

  it('refuses a full slot with 409 and stores nothing', async () => {
    const event = await createEvent(database.db, { slotCapacity: 2 });
    await book(bookingRequest({ eventId: event.id }));
    await book(bookingRequest({ eventId: event.id }));

    const error = await refusal(book(bookingRequest({ eventId: event.id })));
    expect(error.status).toBe(409);
    expect(error.message).toBe(BOOKING_MESSAGES.slotFull);
    expect(await rowsFor(event.id, '8:00 AM')).toHaveLength(2);
    // The other slot has its own seats.
    expect((await book(bookingRequest({ eventId: event.id, slot: '11:00 AM' }))).duplicate).toBe(false);
  });

  it('gives a cancelled seat to the next guest', async () => {
    const event = await createEvent(database.db, { slotCapacity: 1 });
    const first = await book(bookingRequest({ eventId: event.id }));
    await refusal(book(bookingRequest({ eventId: event.id })));

    await database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, first.booking.id));
    const next = await book(bookingRequest({ eventId: event.id }));

    expect(next.duplicate).toBe(false);
    expect((await rowsFor(event.id)).map((row) => row.status).sort()).toEqual(['cancelled', 'pending']);
  });

  it('does not return a cancelled booking as a duplicate', async () => {
    const event = await createEvent(database.db);
    const first = await book(bookingRequest({ eventId: event.id, email: 'kavya@example.org' }));
    await database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, first.booking.id));
    const again = await book(bookingRequest({ eventId: event.id, email: 'kavya@example.org' }));
    expect(again.duplicate).toBe(false);
    expect(again.booking.id).not.toBe(first.booking.id);
  });
});

describe(`seatsTaken (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('counts the bookings of each slot of each event, ignoring cancelled ones', async () => {
    const hatha = await createEvent(database.db);
    const yin = await createEvent(database.db, { title: 'Yin yoga', timeSlots: ['7:30 AM', '5:00 PM'] });
    const untouched = await createEvent(database.db);
    for (let i = 0; i < 3; i += 1) await book(bookingRequest({ eventId: hatha.id, slot: '8:00 AM' }));
    await book(bookingRequest({ eventId: hatha.id, slot: '11:00 AM' }));
    const cancelled = await book(bookingRequest({ eventId: yin.id, slot: '7:30 AM' }));
    await book(bookingRequest({ eventId: yin.id, slot: '5:00 PM' }));
    await database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, cancelled.booking.id));

    const taken = await seatsTaken(database.db, [hatha.id, yin.id, untouched.id]);

    expect(Object.fromEntries(taken)).toEqual({
      [`${hatha.id}|8:00 AM`]: 3,
      [`${hatha.id}|11:00 AM`]: 1,
      [`${yin.id}|5:00 PM`]: 1,
    });
  });

  it('answers an empty map for no events', async () => {
    expect((await seatsTaken(database.db, [])).size).toBe(0);
  });
});
