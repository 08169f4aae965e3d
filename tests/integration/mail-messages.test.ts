import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { createEventBooking } from '#server/bookings/event-booking.ts';
import { notifyBookingCancelled, notifyBookingConfirmed } from '#server/bookings/notify.ts';
import { createUnpaidRetreatBooking } from '#server/bookings/retreat.ts';
import { config } from '#server/config.ts';
import { bookings, mailOutbox } from '#server/db/schema.ts';
import { createEnquiry } from '#server/enquiries/index.ts';
import { staffAddress } from '#server/mail/notices.ts';
import { confirmPaidOrder } from '#server/payments/confirm.ts';
import { Refusal } from '#server/refusal.ts';
import { openTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { bookingRequest, createEvent, TIME_ZONE } from '#tests/support/factories.ts';
import { parseIcs } from '#tests/support/ics.ts';
import { payRetreat, payStay } from '#tests/support/paid-orders.ts';

let database: TestDatabase;
openTestDatabase((opened) => (database = opened));

const inDays = (days: number) => addDays(todayIn(TIME_ZONE), days);
const customer = (name: string) => ({ name, email: `${name.toLowerCase().replaceAll(' ', '.')}@example.org`, phone: '+91 91234 56789' });

async function mailsFor(bookingId: string) {
  return database.db.select().from(mailOutbox).where(eq(mailOutbox.bookingId, bookingId)).orderBy(asc(mailOutbox.kind));
}

function calendarOf(mail: { attachments: { filename: string; contentType: string; content: string }[] }) {
  // A paid booking's confirmation also carries its invoice PDF (server/invoices).
  const calendars = mail.attachments.filter((attachment) => attachment.filename.endsWith('.ics'));
  expect(calendars).toHaveLength(1);
  expect(calendars[0]).toMatchObject({ filename: 'booking.ics' });
  expect(calendars[0]!.contentType).toMatch(/^text\/calendar/);
  return parseIcs(calendars[0]!.content);
}

describe(`booking and enquiry mails (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('a calendar booking queues the guest\'s "received" mail and the staff notice, once', async () => {
    const event = await createEvent(database.db, {
      title: 'Sunrise Hatha',
      eventDate: inDays(10),
      timeSlots: ['7:30 AM'],
      duration: '1 hr 30 min',
    });
    const request = bookingRequest({ eventId: event.id, slot: '7:30 AM', name: '<script>alert(1)</script>' });
    const { booking } = await createEventBooking(database.db, request, { timeZone: TIME_ZONE });

    const mails = await mailsFor(booking.id);
    expect(mails.map((mail) => [mail.kind, mail.to, mail.state])).toEqual([
      ['booking-received', request.email, 'queued'],
      ['staff-new-booking', staffAddress(), 'queued'],
    ]);
    expect(staffAddress()).toBe(config().STAFF_EMAIL ?? config().CONTACT_EMAIL);
    const [received, staff] = mails;
    expect(received!.dedupeKey).toBe(`booking-created:${booking.id}`);
    expect(received!.attachments).toEqual([]);
    for (const mail of mails) {
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(mail.html).not.toContain('<script>');
      expect(mail.text).toContain('Sunrise Hatha');
      expect(mail.text).toContain('7:30 AM');
    }
    expect(staff!.text).toContain(request.email);

    // The guest's double click returns the first booking and queues nothing more.
    const again = await createEventBooking(database.db, request, { timeZone: TIME_ZONE });
    expect(again.duplicate).toBe(true);
    expect(await mailsFor(booking.id)).toHaveLength(2);
  });

  it('staff confirming a calendar booking sends the confirmation with the slot in the calendar file', async () => {
    const event = await createEvent(database.db, { eventDate: inDays(12), timeSlots: ['7:30 AM'], duration: '45 min' });
    const { booking } = await createEventBooking(database.db, bookingRequest({ eventId: event.id, slot: '7:30 AM' }), {
      timeZone: TIME_ZONE,
    });
    const confirmed = { ...booking, status: 'confirmed' as const };
    await notifyBookingConfirmed(database.db, confirmed);
    await notifyBookingConfirmed(database.db, confirmed);

    const mails = (await mailsFor(booking.id)).filter((mail) => mail.kind === 'booking-confirmed');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.dedupeKey).toBe(`booking-confirmed:${booking.id}`);
    const calendar = calendarOf(mails[0]!);
    expect(calendar.start.toISOString()).toBe(`${inDays(12)}T02:00:00.000Z`);
    expect(calendar.end.toISOString()).toBe(`${inDays(12)}T02:45:00.000Z`);
    expect(calendar.uid).toBe(`${booking.id}@${new URL(config().publicUrl).hostname}`);
  });

  it('a refused booking queues nothing', async () => {
    const event = await createEvent(database.db, { eventDate: inDays(11), slotCapacity: 0 });
    const before = await database.db.select().from(mailOutbox);
    await expect(createEventBooking(database.db, bookingRequest({ eventId: event.id }), { timeZone: TIME_ZONE })).rejects.toBeInstanceOf(
      Refusal,
    );
    expect(await database.db.select().from(mailOutbox)).toHaveLength(before.length);
  });

  it('an unpaid retreat queues the "received" mail and the staff notice', async () => {
    const guest = customer('Meena Iyer');
    const booking = await createUnpaidRetreatBooking(database.db, {
      occupancy: 'single',
      guests: 1,
      startDate: inDays(20),
      name: guest.name,
      email: guest.email,
      mobile: guest.phone,
    });
    const mails = await mailsFor(booking.id);
    expect(mails.map((mail) => [mail.kind, mail.to])).toEqual([
      ['booking-received', guest.email],
      ['staff-new-booking', staffAddress()],
    ]);
    expect(mails[0]!.text).toContain('we will contact you soon');
    expect(mails[1]!.text).toContain('not paid yet');
  });

  it('a paid retreat queues the confirmation with its three days and the staff notice, once however often it is confirmed', async () => {
    const guest = customer('Kabir Shah');
    const { booking, evidence } = await payRetreat(database.db, inDays(30), guest);
    const mails = await mailsFor(booking.id);
    expect(mails.map((mail) => [mail.kind, mail.to])).toEqual([
      ['booking-confirmed', guest.email],
      ['staff-new-booking', staffAddress()],
    ]);
    expect(calendarOf(mails[0]!)).toMatchObject({ allDay: true, startDate: inDays(30), endDate: inDays(33) });
    expect(mails[1]!.text).toContain(booking.paymentId!);

    const again = await confirmPaidOrder(database.db, evidence);
    expect(again.alreadyConfirmed).toBe(true);
    expect(await mailsFor(booking.id)).toHaveLength(2);
  });

  it('a paid stay queues the confirmation from check-in through check-out and the staff notice', async () => {
    const guest = customer('Lena Fischer');
    const { booking } = await payStay(database.db, inDays(40), inDays(43), guest);
    const mails = await mailsFor(booking.id);
    expect(mails.map((mail) => [mail.kind, mail.to])).toEqual([
      ['booking-confirmed', guest.email],
      ['staff-new-booking', staffAddress()],
    ]);
    expect(calendarOf(mails[0]!)).toMatchObject({ allDay: true, startDate: inDays(40), endDate: inDays(44) });
    expect(mails[0]!.text).toContain('Check-in');
  });

  it("a cancellation queues the guest's and the staff's mails once", async () => {
    const event = await createEvent(database.db, { eventDate: inDays(14) });
    const { booking } = await createEventBooking(database.db, bookingRequest({ eventId: event.id }), { timeZone: TIME_ZONE });
    const [cancelled] = await database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking.id)).returning();
    await notifyBookingCancelled(database.db, cancelled!, 'staff');
    await notifyBookingCancelled(database.db, cancelled!, 'staff');
    const kinds = (await mailsFor(booking.id)).map((mail) => mail.kind);
    expect(kinds).toEqual(['booking-cancelled', 'booking-received', 'staff-booking-cancelled', 'staff-new-booking']);
  });

  it('an enquiry queues the staff notice with the message escaped', async () => {
    const enquiry = await createEnquiry(database.db, {
      name: 'Ravi <b>Kumar</b>',
      email: 'ravi@example.org',
      mobile: '+919876543210',
      city: 'Pune',
      message: 'Do you host groups of 12?\n<img src=x onerror=alert(1)>',
      subject: 'Groups',
    });
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, enquiry.id));
    expect(mails.map((mail) => [mail.kind, mail.to, mail.dedupeKey])).toEqual([['staff-enquiry', staffAddress(), `enquiry:${enquiry.id}`]]);
    expect(mails[0]!.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mails[0]!.html).not.toContain('<img');
    expect(mails[0]!.html).not.toContain('<b>Kumar');
    expect(mails[0]!.text).toContain('Do you host groups of 12?');
  });
});
