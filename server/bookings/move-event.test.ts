import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOVE_MESSAGES } from '#app/lib/admin/move-booking.ts';
import { BOOKING_MESSAGES } from '#app/lib/booking-reply.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import type { StaffEventBookingInput } from '#app/lib/schemas/admin/booking.ts';
import { listAudit } from '#server/audit/index.ts';
import { bookings, mailOutbox } from '#server/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { createEvent, TIME_ZONE } from '#tests/support/factories.ts';
import { refusal } from '#tests/support/refusal.ts';
import { moveEventBooking } from './move-event.ts';
import { recordOfflinePayment } from './offline-payment.ts';
import { createStaffEventBooking, eventsForPicker } from './staff-event.ts';

// Seats are counted as the calendar and the pickers count them, never read off the moved booking.

let database: TestDatabase;
const actor = { userId: 'user-1', email: 'desk@example.org' };
const options = { timeZone: TIME_ZONE };
const day = (offset: number) => addDays(todayIn(TIME_ZONE), offset);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

let guests = 0;
function seat(eventId: string, slot: string): StaffEventBookingInput {
  guests += 1;
  return {
    eventId,
    slot,
    customerName: `Class guest ${guests}`,
    customerEmail: `class-${guests}@example.org`,
    customerPhone: '+91 98765 43210',
    status: 'confirmed',
  };
}

/** Seats left per slot of each event on the day, as `title slot: left`. */
async function seatsLeft(date: string): Promise<string[]> {
  const events = await eventsForPicker(database.db, date, options);
  return events.flatMap((event) => event.slots.map((slot) => `${event.title} ${slot.slot}: ${slot.left}`));
}

async function reread(id: string) {
  const [row] = await database.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

describe(`moving a class booking (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('frees the old seat and takes the new one, on another day and event', async () => {
    const monday = await createEvent(database.db, { title: 'Move Hatha', eventDate: day(10), slotCapacity: 2 });
    const tuesday = await createEvent(database.db, { title: 'Move Yin', eventDate: day(11), slotCapacity: 2, price: 'Rs 500' });
    const booking = await createStaffEventBooking(database.db, actor, seat(monday.id, '8:00 AM'), options);
    expect(await seatsLeft(day(10))).toEqual(['Move Hatha 8:00 AM: 1', 'Move Hatha 11:00 AM: 2']);

    const { booking: moved } = await moveEventBooking(
      database.db,
      actor,
      { bookingId: booking.id, eventId: tuesday.id, slot: '11:00 AM' },
      options,
    );
    expect(await seatsLeft(day(10))).toEqual(['Move Hatha 8:00 AM: 2', 'Move Hatha 11:00 AM: 2']);
    expect(await seatsLeft(day(11))).toEqual(['Move Yin 8:00 AM: 2', 'Move Yin 11:00 AM: 1']);
    expect(moved).toMatchObject({
      eventId: tuesday.id,
      eventTitle: 'Move Yin',
      eventDate: day(11),
      selectedSlot: '11:00 AM',
      status: 'confirmed',
    });
  });

  it('refuses a full slot and changes nothing', async () => {
    const event = await createEvent(database.db, { title: 'Full Vinyasa', eventDate: day(12), slotCapacity: 1 });
    const booking = await createStaffEventBooking(database.db, actor, seat(event.id, '8:00 AM'), options);
    await createStaffEventBooking(database.db, actor, seat(event.id, '11:00 AM'), options);
    const counted = await seatsLeft(day(12));
    expect(counted).toEqual(['Full Vinyasa 8:00 AM: 0', 'Full Vinyasa 11:00 AM: 0']);
    const mailsBefore = await database.db.select().from(mailOutbox).where(eq(mailOutbox.bookingId, booking.id));

    const error = await refusal(
      moveEventBooking(database.db, actor, { bookingId: booking.id, eventId: event.id, slot: '11:00 AM' }, options),
    );
    expect(error).toMatchObject({ message: BOOKING_MESSAGES.slotFull, status: 409 });
    expect(await seatsLeft(day(12))).toEqual(counted);
    expect(await reread(booking.id)).toEqual(booking);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.bookingId, booking.id))).toEqual(mailsBefore);
    expect((await listAudit(database.db, 'booking', booking.id)).map((entry) => entry.action)).toEqual(['create']);
  });

  it('refuses a slot that has started, a past day, a slot the event does not offer and the same slot', async () => {
    const today = await createEvent(database.db, { title: 'Early class', eventDate: todayIn(TIME_ZONE), timeSlots: ['12:00 AM'] });
    const later = await createEvent(database.db, { title: 'Later class', eventDate: day(13) });
    const booking = await createStaffEventBooking(database.db, actor, seat(later.id, '8:00 AM'), options);
    const move = (eventId: string, slot: string) => moveEventBooking(database.db, actor, { bookingId: booking.id, eventId, slot }, options);
    expect((await refusal(move(today.id, '12:00 AM'))).message).toBe(BOOKING_MESSAGES.slotStarted);
    const past = await createEvent(database.db, { title: 'Past class', eventDate: day(-2) });
    expect((await refusal(move(past.id, '8:00 AM'))).message).toBe(BOOKING_MESSAGES.pastEvent);
    expect((await refusal(move(later.id, '9:15 AM'))).message).toBe(BOOKING_MESSAGES.slotNotOffered);
    expect((await refusal(move(later.id, '8:00 AM'))).message).toBe(MOVE_MESSAGES.sameSlot);
    expect(await reread(booking.id)).toEqual(booking);
  });

  it('mails the guest a new calendar file and records the move in the history', async () => {
    const event = await createEvent(database.db, { title: 'Mailed class', eventDate: day(14) });
    const booking = await createStaffEventBooking(database.db, actor, seat(event.id, '8:00 AM'), options);
    await moveEventBooking(database.db, actor, { bookingId: booking.id, eventId: event.id, slot: '11:00 AM' }, options);
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.bookingId, booking.id), eq(mailOutbox.kind, 'booking-moved')));
    expect(mail?.text).toContain('It was on');
    expect(mail?.text).toContain('at 11:00 AM');
    const ics = mail?.attachments?.find((attachment) => attachment.filename === 'booking.ics');
    expect(ics?.content).toContain('UID:');
    const [entry] = await listAudit(database.db, 'booking', booking.id);
    expect(entry?.action).toBe('update');
    expect(JSON.stringify(entry?.changes)).toContain('11:00 AM');
  });

  it('records a dearer event’s difference as due on a paid booking', async () => {
    const cheap = await createEvent(database.db, { title: 'Cheap class', eventDate: day(15), price: 'Rs 500' });
    const dear = await createEvent(database.db, { title: 'Dear class', eventDate: day(15), price: 'Rs 1,200' });
    const booking = await createStaffEventBooking(database.db, actor, seat(cheap.id, '8:00 AM'), options);
    await recordOfflinePayment(database.db, actor, { bookingId: booking.id, method: 'upi' });
    await moveEventBooking(database.db, actor, { bookingId: booking.id, eventId: dear.id, slot: '8:00 AM' }, options);
    expect(await reread(booking.id)).toMatchObject({ price: 'Rs 1,200', duePaise: 70_000, refundDuePaise: 0 });
    await moveEventBooking(database.db, actor, { bookingId: booking.id, eventId: cheap.id, slot: '11:00 AM' }, options);
    expect(await reread(booking.id)).toMatchObject({ price: 'Rs 500', duePaise: 0, refundDuePaise: 0 });
  });

  it('never sells more seats than the slot holds when moves and new bookings race for the last ones', async () => {
    const from = await createEvent(database.db, { title: 'Race from', eventDate: day(16), slotCapacity: 10 });
    const to = await createEvent(database.db, { title: 'Race to', eventDate: day(16), slotCapacity: 3 });
    const movers = [];
    for (let index = 0; index < 6; index += 1)
      movers.push(await createStaffEventBooking(database.db, actor, seat(from.id, '8:00 AM'), options));
    const results = await Promise.allSettled([
      ...movers.map((booking) => moveEventBooking(database.db, actor, { bookingId: booking.id, eventId: to.id, slot: '8:00 AM' }, options)),
      ...[0, 1, 2].map(() => createStaffEventBooking(database.db, actor, seat(to.id, '8:00 AM'), options)),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    const left = await seatsLeft(day(16));
    expect(left).toContain('Race to 8:00 AM: 0');
    const stayed = results.slice(0, 6).filter((result) => result.status === 'rejected').length;
    expect(left).toContain(`Race from 8:00 AM: ${10 - stayed}`);
  });
});
