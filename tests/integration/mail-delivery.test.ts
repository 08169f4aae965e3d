// Guest and staff mail end to end below the browser: bookings queue their mails, the worker delivers them to a real
// SMTP server on loopback, and a mail server that is down delays mail without touching bookings.
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { createEventBooking } from '#server/bookings/event-booking.ts';
import { staffAddress } from '#server/mail/notices.ts';
import { smtpMailer } from '#server/mail/transport.ts';
import { sendDueMail } from '#server/mail/worker.ts';
import { bookingRequest, createEvent, TIME_ZONE } from '#tests/support/factories.ts';
import { parseIcs } from '#tests/support/ics.ts';
import { payRetreat, payStay } from '#tests/support/paid-orders.ts';
import type { TestDatabase } from '../support/database.ts';
import { type CapturingSmtp, openMailSuite, startSmtpServer } from '../support/smtp.ts';

let database: TestDatabase;
let smtp: CapturingSmtp;
openMailSuite((suite) => ({ database, smtp } = suite));

const from = '"Sukoon Healing Estate" <namaste@sukoon-estate.in>';
const inAWhile = (minutes: number) => new Date(Date.now() + minutes * 60_000);

function mailsTo(address: string) {
  return smtp.received.filter((mail) => mail.to?.some((to) => to.address === address));
}

// A second ahead: the database stamps a queued mail in microseconds, so a Date made in the same
// millisecond as the insert can fall just before it and leave that mail "not yet due".
async function deliverAll(now = inAWhile(1 / 60)) {
  const mailer = smtpMailer(smtp.url, { from });
  let total = 0;
  for (;;) {
    const report = await sendDueMail(database.db, mailer, { now });
    total += report.sent;
    if (report.sent + report.retrying + report.failed === 0) return total;
  }
}

describe(`mail delivery (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('a calendar booking, a paid retreat and a paid stay each reach the guest and the staff', async () => {
    const event = await createEvent(database.db, { eventDate: addDays(todayIn(TIME_ZONE), 5), timeSlots: ['7:30 AM'], duration: '60 min' });
    const calendarGuest = bookingRequest({ eventId: event.id, slot: '7:30 AM' });
    await createEventBooking(database.db, calendarGuest, { timeZone: TIME_ZONE });
    const retreatGuest = { name: 'Asha Rao', email: `retreat-${Date.now()}@example.org`, phone: '+91 98765 43210' };
    await payRetreat(database.db, addDays(todayIn(TIME_ZONE), 20), retreatGuest);
    const stayGuest = { name: 'Vikram Shah', email: `stay-${Date.now()}@example.org`, phone: '+91 98765 43211' };
    await payStay(database.db, addDays(todayIn(TIME_ZONE), 30), addDays(todayIn(TIME_ZONE), 32), stayGuest);

    expect(await deliverAll()).toBeGreaterThanOrEqual(6);

    const [received] = mailsTo(calendarGuest.email);
    expect(received?.subject).toMatch(/received/i);
    expect(received?.text).toContain(event.title);
    for (const guest of [retreatGuest.email, stayGuest.email]) {
      const [confirmed] = mailsTo(guest);
      expect(confirmed?.subject).toMatch(/confirmed/i);
      expect(confirmed?.html).toBeTruthy();
      const ics = confirmed?.attachments.find((attachment) => attachment.filename?.endsWith('.ics'));
      expect(ics, `calendar file for ${guest}`).toBeDefined();
      expect(parseIcs(typeof ics!.content === 'string' ? ics!.content : new TextDecoder().decode(ics!.content)).allDay).toBe(true);
    }
    const staff = mailsTo(staffAddress());
    for (const guest of [calendarGuest.name, retreatGuest.name, stayGuest.name]) {
      expect(
        staff.some((mail) => mail.text?.includes(guest)),
        `staff told of ${guest}`,
      ).toBe(true);
    }
  });

  it('a confirmed slot comes with a calendar entry at the slot: 7:30 AM in Kolkata is 02:00 UTC', async () => {
    const date = addDays(todayIn(TIME_ZONE), 8);
    const event = await createEvent(database.db, { eventDate: date, timeSlots: ['7:30 AM'], duration: '45 min' });
    const guest = bookingRequest({ eventId: event.id, slot: '7:30 AM' });
    const { booking } = await createEventBooking(database.db, guest, { timeZone: TIME_ZONE });
    const { notifyBookingConfirmed } = await import('#server/bookings/notify.ts');
    await notifyBookingConfirmed(database.db, { ...booking, status: 'confirmed' });
    await deliverAll();
    const confirmed = mailsTo(guest.email).find((mail) => /confirmed/i.test(mail.subject ?? ''));
    const ics = confirmed?.attachments.find((attachment) => attachment.filename?.endsWith('.ics'));
    const parsed = parseIcs(typeof ics!.content === 'string' ? ics!.content : new TextDecoder().decode(ics!.content));
    expect(parsed.start.toISOString()).toBe(`${date}T02:00:00.000Z`);
    expect(parsed.end.toISOString()).toBe(`${date}T02:45:00.000Z`);
  });

  it('with the mail server down the booking still succeeds, and its mails arrive once it is back', async () => {
    const port = smtp.port;
    await smtp.stop();
    const event = await createEvent(database.db, { eventDate: addDays(todayIn(TIME_ZONE), 6), timeSlots: ['9:00 AM'] });
    const guest = bookingRequest({ eventId: event.id, slot: '9:00 AM' });
    const { booking } = await createEventBooking(database.db, guest, { timeZone: TIME_ZONE });
    expect(booking.status).toBe('pending');

    const down = await sendDueMail(database.db, smtpMailer(smtp.url, { from }), { now: inAWhile(1 / 60) });
    expect(down.sent).toBe(0);
    expect(down.retrying).toBeGreaterThanOrEqual(1);

    smtp = await startSmtpServer(port);
    expect(await deliverAll(inAWhile(2))).toBeGreaterThanOrEqual(2);
    expect(await deliverAll(inAWhile(30))).toBe(0);
    expect(mailsTo(guest.email)).toHaveLength(1);
  });
});
