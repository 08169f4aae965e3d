import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { createEventBooking } from '#server/bookings/event-booking.ts';
import { queueDueReminders, reminderKey } from '#server/bookings/reminders.ts';
import { createUnpaidRetreatBooking } from '#server/bookings/retreat.ts';
import { bookings, mailOutbox } from '#server/db/schema.ts';
import { openTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { bookingRequest, createEvent, TIME_ZONE } from '#tests/support/factories.ts';
import { payStay } from '#tests/support/paid-orders.ts';

// Every run passes its own `now`, so the clock is the test's: the bookings lie weeks ahead of the
// machine's date and each run steps to just before or just after a reminder's moment.

let database: TestDatabase;
openTestDatabase((opened) => (database = opened));

const inDays = (days: number) => addDays(todayIn(TIME_ZONE), days);
const at = (iso: string) => new Date(iso);
const minutes = (date: Date, count: number) => new Date(date.getTime() + count * 60_000);

async function remindersFor(bookingId: string) {
  return database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.bookingId, bookingId))
    .then((rows) => rows.filter((row) => row.kind === 'reminder'));
}

async function eventBooking(date: string, slot: string) {
  const event = await createEvent(database.db, { eventDate: date, timeSlots: [slot] });
  const { booking } = await createEventBooking(database.db, bookingRequest({ eventId: event.id, slot }), { timeZone: TIME_ZONE });
  return booking;
}

describe(`reminders (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('an event slot gets one reminder from 24 hours before it, none earlier, none twice', async () => {
    const date = inDays(20);
    const booking = await eventBooking(date, '7:30 AM');
    // 7:30 AM in India is 02:00 UTC; the reminder is due at 02:00 UTC the day before.
    const due = at(`${addDays(date, -1)}T02:00:00Z`);

    await queueDueReminders(database.db, minutes(due, -1));
    expect(await remindersFor(booking.id)).toHaveLength(0);

    expect(await queueDueReminders(database.db, due)).toBeGreaterThanOrEqual(1);
    await queueDueReminders(database.db, minutes(due, 5));
    await queueDueReminders(database.db, minutes(due, 23 * 60));
    const reminders = await remindersFor(booking.id);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ to: booking.customerEmail, dedupeKey: reminderKey(booking.id), state: 'queued' });
    expect(reminders[0]!.text).toContain('7:30 AM');
  });

  it('a booking whose slot has begun gets none', async () => {
    const date = inDays(21);
    const booking = await eventBooking(date, '6:00 PM');
    // 6:00 PM in India is 12:30 UTC.
    await queueDueReminders(database.db, at(`${date}T12:30:00Z`));
    await queueDueReminders(database.db, at(`${date}T14:00:00Z`));
    expect(await remindersFor(booking.id)).toHaveLength(0);
  });

  it('a cancelled booking gets none', async () => {
    const date = inDays(22);
    const booking = await eventBooking(date, '8:00 AM');
    await database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking.id));
    await queueDueReminders(database.db, at(`${addDays(date, -1)}T03:00:00Z`));
    expect(await remindersFor(booking.id)).toHaveLength(0);
  });

  it("a booking made after its reminder's moment gets none: its confirmation says the same", async () => {
    const date = inDays(23);
    const booking = await eventBooking(date, '8:00 AM');
    const due = at(`${addDays(date, -1)}T02:30:00Z`);
    await database.db
      .update(bookings)
      .set({ createdAt: minutes(due, 60) })
      .where(eq(bookings.id, booking.id));
    await queueDueReminders(database.db, minutes(due, 120));
    expect(await remindersFor(booking.id)).toHaveLength(0);
  });

  it('a retreat is reminded from 10:00 in India on the day before it starts', async () => {
    const start = inDays(25);
    const booking = await createUnpaidRetreatBooking(database.db, {
      occupancy: 'double',
      guests: 1,
      startDate: start,
      name: 'Meena',
      email: 'meena@example.org',
      mobile: '+919876543210',
    });
    // 10:00 in India is 04:30 UTC.
    const due = at(`${addDays(start, -1)}T04:30:00Z`);
    await queueDueReminders(database.db, minutes(due, -1));
    await queueDueReminders(database.db, at(`${addDays(start, -2)}T12:00:00Z`));
    expect(await remindersFor(booking.id)).toHaveLength(0);
    await queueDueReminders(database.db, due);
    await queueDueReminders(database.db, minutes(due, 60));
    expect(await remindersFor(booking.id)).toHaveLength(1);
  });

  it('a stay is reminded the day before check-in, once', async () => {
    const checkIn = inDays(27);
    const { booking } = await payStay(database.db, checkIn, inDays(29), {
      name: 'Lena',
      email: 'lena@example.org',
      phone: '+919876543210',
    });
    const due = at(`${addDays(checkIn, -1)}T04:30:00Z`);
    await queueDueReminders(database.db, minutes(due, -30));
    expect(await remindersFor(booking.id)).toHaveLength(0);
    await queueDueReminders(database.db, minutes(due, 30));
    await queueDueReminders(database.db, minutes(due, 30));
    const reminders = await remindersFor(booking.id);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain('Check-in');
  });

  it('several bookings due together each get exactly one, and concurrent runs add none', async () => {
    const date = inDays(30);
    const event = await createEvent(database.db, { eventDate: date, timeSlots: ['9:00 AM'] });
    const made = await Promise.all(
      [1, 2, 3].map(() => createEventBooking(database.db, bookingRequest({ eventId: event.id, slot: '9:00 AM' }), { timeZone: TIME_ZONE })),
    );
    const now = at(`${addDays(date, -1)}T04:00:00Z`);
    await Promise.all([queueDueReminders(database.db, now), queueDueReminders(database.db, now)]);
    await queueDueReminders(database.db, now);
    for (const { booking } of made) expect(await remindersFor(booking.id)).toHaveLength(1);
  });
});
