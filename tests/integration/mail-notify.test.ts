import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { createEventBooking } from '#server/bookings/event-booking.ts';
import { notifyBookingConfirmed } from '#server/bookings/notify.ts';
import { queueDueReminders } from '#server/bookings/reminders.ts';
import { calendarEvents, mailOutbox } from '#server/db/schema.ts';
import { logger } from '#server/logger.ts';
import { openTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { bookingRequest, createEvent, TIME_ZONE } from '#tests/support/factories.ts';
import { parseIcs } from '#tests/support/ics.ts';

// The manage link belongs to another part; here it is replaced, to show where its URL goes and that
// a link that cannot be made never costs the guest their booking or their mail.
const link = vi.hoisted(() => ({ make: async (id: string): Promise<string> => `https://estate.example.org/booking/token-${id}` }));
vi.mock('#server/bookings/manage-link.ts', () => ({
  manageLink: (id: string) => link.make(id),
  readManageToken: async () => null,
}));

const LINK = (id: string) => `https://estate.example.org/booking/token-${id}`;

let database: TestDatabase;
openTestDatabase((opened) => (database = opened));
beforeEach(() => {
  link.make = async (id) => LINK(id);
});

const inDays = (days: number) => addDays(todayIn(TIME_ZONE), days);

async function mail(bookingId: string, kind: string) {
  const [row] = await database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.bookingId, bookingId))
    .then((rows) => rows.filter((item) => item.kind === kind));
  if (!row) throw new Error(`no ${kind} mail`);
  return row;
}

describe(`the manage link in guest mails (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('goes into the "received", "confirmed" and reminder mails and the calendar file', async () => {
    const date = inDays(15);
    const event = await createEvent(database.db, { eventDate: date, timeSlots: ['7:30 AM'] });
    const { booking } = await createEventBooking(database.db, bookingRequest({ eventId: event.id, slot: '7:30 AM' }), {
      timeZone: TIME_ZONE,
    });
    await notifyBookingConfirmed(database.db, { ...booking, status: 'confirmed' });
    await queueDueReminders(database.db, new Date(`${addDays(date, -1)}T03:00:00Z`));

    for (const kind of ['booking-received', 'booking-confirmed', 'reminder']) {
      const row = await mail(booking.id, kind);
      expect(row.text).toContain(LINK(booking.id));
      expect(row.html).toContain(`href="${LINK(booking.id)}"`);
    }
    const calendar = parseIcs((await mail(booking.id, 'booking-confirmed')).attachments[0]!.content);
    expect(calendar.url).toBe(LINK(booking.id));
    expect(calendar.description).toContain(LINK(booking.id));
    const staff = await mail(booking.id, 'staff-new-booking');
    expect(staff.text).not.toContain(LINK(booking.id));
  });

  it('a link that cannot be made leaves the booking and its mails in place, with the contact details instead', async () => {
    link.make = async () => {
      throw new Error('signing key missing');
    };
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const event = await createEvent(database.db, { eventDate: inDays(16) });
    const { booking } = await createEventBooking(database.db, bookingRequest({ eventId: event.id }), { timeZone: TIME_ZONE });
    const received = await mail(booking.id, 'booking-received');
    expect(received.text).not.toContain('/booking/');
    expect(received.text).toContain('we will contact you soon');
    await mail(booking.id, 'staff-new-booking');
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ bookingId: booking.id }), 'no manage link for a booking mail');
    logged.mockRestore();
  });

  it('a confirmation whose event is gone gives the calendar entry 60 minutes', async () => {
    const date = inDays(17);
    const event = await createEvent(database.db, { eventDate: date, timeSlots: ['5:00 PM'], duration: '2 hours' });
    const { booking } = await createEventBooking(database.db, bookingRequest({ eventId: event.id, slot: '5:00 PM' }), {
      timeZone: TIME_ZONE,
    });
    await database.db.delete(calendarEvents).where(eq(calendarEvents.id, event.id));
    await notifyBookingConfirmed(database.db, { ...booking, eventId: null, status: 'confirmed' });
    const calendar = parseIcs((await mail(booking.id, 'booking-confirmed')).attachments[0]!.content);
    expect(calendar.start.toISOString()).toBe(`${date}T11:30:00.000Z`);
    expect(calendar.end.toISOString()).toBe(`${date}T12:30:00.000Z`);
  });
});
