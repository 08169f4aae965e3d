import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES } from '#app/lib/admin/schedule.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { THERAPY_MESSAGES } from '#app/lib/therapies-messages.ts';
import { cancelScheduled, daySessions, loadDaySchedule, markAppointment, moveScheduled, scheduleScope } from '#server/admin/schedule.ts';
import { auditLog, bookings, mailOutbox } from '#server/db/schema.ts';
import { Refusal } from '#server/refusal.ts';
import { listStarts } from '#server/therapies/schedule-data.ts';
import { takeAppointment } from '#server/therapies/take.ts';
import { zonedInstant } from '#server/zoned-time.ts';
import { stayBooking } from '#tests/support/care.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { TIME_ZONE } from '#tests/support/factories.ts';
import { createTherapyScene, type TherapyScene } from '#tests/support/therapies.ts';

// The staff schedule's rules against the database: a practitioner reaches only their own sessions, and
// staff moves and cancellations free and take time as the engine says, on PGlite and on PostgreSQL.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const db = () => database.db;
const DAY = addDays(todayIn(TIME_ZONE), 10);
const at = (hour: number, minute = 0, day = DAY) => zonedInstant(day, hour * 60 + minute, TIME_ZONE);
const owner = { userId: 'owner-schedule', email: 'owner@example.org', role: 'owner' };
const practitionerOf = (scene: TherapyScene, index: number) => ({
  userId: scene.userIds[index]!,
  email: `${scene.userIds[index]}@example.org`,
  role: 'practitioner',
});

function take(scene: TherapyScene, startsAt: Date, practitionerId?: string, bookingId: string | null = null) {
  return takeAppointment(db(), {
    serviceId: scene.serviceId,
    startsAt,
    practitionerId,
    leadMinutes: 0,
    holder: { status: 'booked', bookingId },
    timeZone: TIME_ZONE,
  });
}

async function refusal(work: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await work;
  } catch (error) {
    if (error instanceof Refusal) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

async function freeStarts(scene: TherapyScene, day = DAY): Promise<string[]> {
  const starts = await listStarts(db(), { serviceId: scene.serviceId, day, leadMinutes: 0, timeZone: TIME_ZONE });
  return starts.map((start) => start.startsAt.toISOString());
}

describe('staff schedule', () => {
  it('shows a practitioner only their own column and sessions; the owner sees everyone', async () => {
    const scene = await createTherapyScene(db(), { practitioners: 2, rooms: 2 });
    const [first, second] = scene.practitionerIds as [string, string];
    const mine = await take(scene, at(10), first);
    const theirs = await take(scene, at(11), second);

    const scope = await scheduleScope(db(), practitionerOf(scene, 0));
    expect(scope).toEqual({ all: false, practitionerId: first });
    const own = await loadDaySchedule(db(), { day: DAY, timeZone: TIME_ZONE, practitionerId: first });
    expect(own.practitioners.map((column) => column.id)).toEqual([first]);
    expect(own.practitioners[0]!.appointments.map((appointment) => appointment.id)).toEqual([mine.id]);
    expect(own.practitioners[0]!).toMatchObject({ hours: '09:00–18:00', breakTime: '13:00–14:00' });
    expect(own.rooms).toEqual([]);
    // Today's list of sessions follows the same rule.
    expect((await daySessions(db(), { day: DAY, timeZone: TIME_ZONE, practitionerId: first })).map((row) => row.id)).toEqual([mine.id]);

    expect(await scheduleScope(db(), owner)).toEqual({ all: true });
    const all = await loadDaySchedule(db(), { day: DAY, timeZone: TIME_ZONE });
    const ids = all.practitioners.flatMap((column) => column.appointments.map((appointment) => appointment.id));
    expect(ids).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const rooms = all.rooms.filter((room) => scene.roomIds.includes(room.id));
    expect(rooms.flatMap((room) => room.appointments.map((appointment) => appointment.start)).sort()).toEqual(['10:00', '11:00']);
  });

  it("refuses a practitioner acting on another's session, and marking one not yet started", async () => {
    const scene = await createTherapyScene(db(), { practitioners: 2, rooms: 2 });
    const [first, second] = scene.practitionerIds as [string, string];
    const theirs = await take(scene, at(10), second);
    const mine = await take(scene, at(10), first);
    const after = new Date(at(10).getTime() + 60_000);

    expect(await refusal(markAppointment(db(), practitionerOf(scene, 0), theirs.id, 'done', after))).toEqual({
      status: 403,
      message: SCHEDULE_MESSAGES.notYours,
    });
    expect((await refusal(cancelScheduled(db(), practitionerOf(scene, 0), theirs.id))).status).toBe(403);
    expect(await refusal(markAppointment(db(), practitionerOf(scene, 0), mine.id, 'done', new Date(at(10).getTime() - 60_000)))).toEqual({
      status: 409,
      message: SCHEDULE_MESSAGES.notStarted,
    });
    expect((await markAppointment(db(), practitionerOf(scene, 0), mine.id, 'no-show', after))!.status).toBe('no-show');
    // The desk may mark anyone's.
    expect((await markAppointment(db(), owner, theirs.id, 'done', after))!.status).toBe('done');
  });

  it('refuses a move onto a time that is taken, and a move frees the old time', async () => {
    const scene = await createTherapyScene(db(), { practitioners: 1, rooms: 1 });
    const morning = await take(scene, at(10));
    const later = await take(scene, at(11));

    expect(await refusal(moveScheduled(db(), owner, { id: later.id, startsAt: at(10), timeZone: TIME_ZONE }))).toEqual({
      status: 409,
      message: THERAPY_MESSAGES.timeGone,
    });
    expect(await freeStarts(scene)).not.toContain(at(10).toISOString());

    const moved = await moveScheduled(db(), owner, { id: morning.id, startsAt: at(15), timeZone: TIME_ZONE });
    expect(moved!.startsAt.toISOString()).toBe(at(15).toISOString());
    const free = await freeStarts(scene);
    expect(free).toContain(at(10).toISOString());
    expect(free).not.toContain(at(15).toISOString());
    const schedule = await loadDaySchedule(db(), { day: DAY, timeZone: TIME_ZONE, practitionerId: scene.practitionerIds[0] });
    expect(schedule.practitioners[0]!.appointments.map((appointment) => appointment.start)).toEqual(['11:00', '15:00']);
  });

  it("a move carries the session's booking to the new time and mails the guest a new calendar file", async () => {
    const scene = await createTherapyScene(db(), { practitioners: 1, rooms: 1 });
    const [booking] = await db()
      .insert(bookings)
      .values({
        eventTitle: 'Abhyanga',
        eventDate: DAY,
        selectedSlot: '10:00 AM',
        price: 'Rs 3,500',
        customerName: 'Meera Moved',
        customerEmail: 'meera.moved@example.org',
        customerPhone: '+91 90000 55555',
        status: 'confirmed',
      })
      .returning();
    const session = await take(scene, at(10), undefined, booking!.id);

    await moveScheduled(db(), owner, { id: session.id, startsAt: at(14, 30), timeZone: TIME_ZONE });
    const [row] = await db().select().from(bookings).where(eq(bookings.id, booking!.id));
    expect(row).toMatchObject({ eventDate: DAY, selectedSlot: '2:30 PM' });
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.bookingId, booking!.id));
    expect(mail).toMatchObject({ kind: 'booking-moved', to: 'meera.moved@example.org' });
    expect(mail!.attachments.map((attachment) => attachment.contentType)).toEqual([expect.stringContaining('text/calendar')]);
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, booking!.id));
    expect(audit.map((entry) => entry.changes.selectedSlot)).toEqual([['10:00 AM', '2:30 PM']]);
    // The session's own history names who moved it, and from when to when.
    const [history] = await db().select().from(auditLog).where(eq(auditLog.entityId, session.id));
    expect(history).toMatchObject({ entity: 'appointment', action: 'update', actorEmail: owner.email });
    expect(history!.changes.startsAt).toEqual([at(10).toISOString(), at(14, 30).toISOString()]);
  });

  it('cancelling frees the time and cancels the booking with the guest mailed', async () => {
    const scene = await createTherapyScene(db(), { practitioners: 1, rooms: 1 });
    const { booking } = await stayBooking(db(), { checkIn: DAY, checkOut: addDays(DAY, 2) });
    const session = await take(scene, at(16), undefined, booking.id);
    expect(await freeStarts(scene)).not.toContain(at(16).toISOString());

    const done = await cancelScheduled(db(), owner, session.id);
    expect(done).toMatchObject({ bookingCancelled: true, appointment: { status: 'cancelled' } });
    expect(await freeStarts(scene)).toContain(at(16).toISOString());
    const [row] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.status).toBe('cancelled');
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.bookingId, booking.id));
    expect(mails.length).toBeGreaterThan(0);
    expect(await refusal(cancelScheduled(db(), owner, session.id))).toEqual({ status: 409, message: THERAPY_MESSAGES.notChangeable });
    expect(await cancelScheduled(db(), owner, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});
