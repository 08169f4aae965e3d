import { and, asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { APPOINTMENT_REMINDERS_JOB, appointmentReminderKey, queueAppointmentReminders } from '#server/bookings/appointment-reminders.ts';
import { readManageToken } from '#server/bookings/manage-link.ts';
import { queueDueReminders } from '#server/bookings/reminders.ts';
import { appointments, authUser, bookings, mailOutbox } from '#server/db/schema.ts';
import { timedJobs } from '#server/startup.ts';
import { type AppointmentHolder, cancelAppointment, moveAppointment, takeAppointment } from '#server/therapies/take.ts';
import { zonedInstant } from '#server/zoned-time.ts';
import { openTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { TIME_ZONE } from '#tests/support/factories.ts';
import { createTherapyScene, type TherapyScene } from '#tests/support/therapies.ts';

// A guest with a therapy booked hears of it 24 hours before, once however often and from however many
// processes the job runs, with the service, the time on the estate's clock, the practitioner, the room,
// their booking's page and a calendar file; a cancelled, held, past or just-made session gets nothing, and
// a session moved to another day is reminded again for its new time.

let database: TestDatabase;
openTestDatabase((opened) => (database = opened));

const DAY = addDays(todayIn(TIME_ZONE), 10);
const at = (day: string, hour: number) => zonedInstant(day, hour * 60, TIME_ZONE);
const HOUR = 60 * 60_000;
const before = (instant: Date, hours: number) => new Date(instant.getTime() - hours * HOUR);

async function guestBooking(email: string | null, extra: Partial<typeof bookings.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(bookings)
    .values({
      eventTitle: 'Abhyanga',
      // A day and a slot the booking reminders would read, to show they leave a therapy's booking to this job.
      eventDate: DAY,
      selectedSlot: '10:00 AM',
      price: 'Rs 3500',
      customerName: 'Meera Pillai',
      customerEmail: email,
      customerPhone: '9876543210',
      status: 'confirmed',
      kind: 'appointment',
      ...extra,
    })
    .returning();
  return row!;
}

async function take(scene: TherapyScene, startsAt: Date, holder: AppointmentHolder) {
  return takeAppointment(database.db, { serviceId: scene.serviceId, startsAt, leadMinutes: 0, holder, timeZone: TIME_ZONE });
}

const remindersOf = (appointmentId: string) =>
  database.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.dedupeKey, `appointment-reminder:${appointmentId}:%`))
    .orderBy(asc(mailOutbox.createdAt));

describe(`appointment reminders (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('is one of the timed jobs every process offers', () => {
    expect(timedJobs(TIME_ZONE).map((job) => job.name)).toContain(APPOINTMENT_REMINDERS_JOB);
  });

  it('queues each due reminder once, and none for cancelled, held, past, just-made or address-less sessions', async () => {
    const scene = await createTherapyScene(database.db, { practitioners: 3, rooms: 3 });
    const due = await take(scene, at(DAY, 10), { status: 'booked', bookingId: (await guestBooking('meera@example.org')).id });
    const cancelled = await take(scene, at(DAY, 11), { status: 'booked', bookingId: (await guestBooking('cancel@example.org')).id });
    await cancelAppointment(database.db, cancelled.id);
    const held = await take(scene, at(DAY, 12), { status: 'held', holdUntil: at(DAY, 12), paymentOrderId: null });
    const noAddress = await take(scene, at(DAY, 15), { status: 'booked', bookingId: (await guestBooking(null)).id });
    const justMade = await take(scene, at(DAY, 16), { status: 'booked', bookingId: (await guestBooking('late@example.org')).id });
    await database.db
      .update(appointments)
      .set({ createdAt: before(at(DAY, 16), 20) })
      .where(eq(appointments.id, justMade.id));
    // Nothing a day and a half ahead.
    expect(await queueAppointmentReminders(database.db, before(at(DAY, 10), 36), TIME_ZONE)).toEqual({ reminded: 0 });
    // Begun an hour before the job's rounds below, never reminded.
    const past = await take(scene, at(addDays(DAY, -1), 10), { status: 'booked', bookingId: (await guestBooking('past@example.org')).id });

    const run = before(at(DAY, 10), 23);
    // Two processes at once, then a later round: one reminder.
    const rounds = await Promise.all([
      queueAppointmentReminders(database.db, run, TIME_ZONE),
      queueAppointmentReminders(database.db, run, TIME_ZONE),
    ]);
    expect(rounds[0].reminded + rounds[1].reminded).toBe(1);
    expect(await queueAppointmentReminders(database.db, before(at(DAY, 10), 1), TIME_ZONE)).toEqual({ reminded: 0 });
    // Once a session has begun, nothing more.
    expect(await queueAppointmentReminders(database.db, new Date(at(DAY, 16).getTime() + 60_000), TIME_ZONE)).toEqual({ reminded: 0 });

    const [mail, ...more] = await remindersOf(due.id);
    expect(more).toEqual([]);
    expect(mail!.dedupeKey).toBe(appointmentReminderKey(due.id, at(DAY, 10)));
    expect(mail!.to).toBe('meera@example.org');
    expect(mail!.kind).toBe('appointment-reminder');
    const [practitioner] = await database.db
      .select({ name: authUser.name })
      .from(authUser)
      .where(eq(authUser.id, scene.userIds[scene.practitionerIds.indexOf(due.practitionerId)]!));
    expect(mail!.text).toContain('10:00 AM to 11:00 AM');
    expect(mail!.text).toContain(`With: ${practitioner!.name}, Ayurvedic therapist`);
    expect(mail!.text).toMatch(/Where: Room [0-9a-f]+ \d/);
    expect(mail!.subject).toMatch(/^See you soon: Abhyanga [0-9a-f]+ on \d+\w\w \w+ \d{4} at 10:00 AM$/);
    const token = /\/booking\/([A-Za-z0-9_.-]+)/.exec(mail!.text)?.[1];
    expect(await readManageToken(token!, database.db)).toBe(due.bookingId);
    expect(mail!.attachments).toHaveLength(1);
    const ics = mail!.attachments[0]!.content;
    expect(ics).toContain(`DTSTART:${at(DAY, 10).toISOString().replace(/[-:]/g, '').replace('.000', '')}`);
    // The booking holds this session alone: the entry its confirmation made is the one moved.
    expect(ics).toContain(`UID:${due.bookingId}@`);

    for (const quiet of [cancelled, held, noAddress, justMade, past]) expect(await remindersOf(quiet.id)).toEqual([]);
    // The booking's own reminder leaves a therapy's booking to this job.
    await queueDueReminders(database.db, run);
    const generic = await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'reminder'));
    expect(generic).toEqual([]);
  });

  it('reminds a session moved to another day again, for its new time', async () => {
    const scene = await createTherapyScene(database.db, { practitioners: 1, rooms: 1 });
    const booking = await guestBooking('moved@example.org');
    const day = addDays(DAY, 5);
    const first = await take(scene, at(day, 14), { status: 'booked', bookingId: booking.id });
    expect(await queueAppointmentReminders(database.db, before(at(day, 14), 20), TIME_ZONE)).toEqual({ reminded: 1 });
    const later = addDays(day, 2);
    await moveAppointment(database.db, { appointmentId: first.id, startsAt: at(later, 15), leadMinutes: 0, timeZone: TIME_ZONE });
    // The old time's reminder stays sent; the new time's waits for its own day.
    expect(await queueAppointmentReminders(database.db, before(at(day, 14), 2), TIME_ZONE)).toEqual({ reminded: 0 });
    expect(await queueAppointmentReminders(database.db, before(at(later, 15), 23), TIME_ZONE)).toEqual({ reminded: 1 });
    expect(await queueAppointmentReminders(database.db, before(at(later, 15), 22), TIME_ZONE)).toEqual({ reminded: 0 });
    const sent = await remindersOf(first.id);
    expect(sent.map((mail) => mail.dedupeKey)).toEqual([
      appointmentReminderKey(first.id, at(day, 14)),
      appointmentReminderKey(first.id, at(later, 15)),
    ]);
    expect(sent[1]!.text).toContain('3:00 PM to 4:00 PM');
    const [stored] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.bookingId, booking.id), eq(mailOutbox.kind, 'reminder')));
    expect(stored).toBeUndefined();
  });
});
