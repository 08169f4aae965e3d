import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES } from '#app/lib/admin/schedule.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { type ScheduleCreateInput, scheduleCreateSchema } from '#app/lib/schemas/admin/schedule.ts';
import { THERAPY_MESSAGES } from '#app/lib/therapies-messages.ts';
import { loadDaySchedule } from '#server/admin/schedule.ts';
import { createStaffAppointment, newAppointmentChoices } from '#server/admin/schedule-new.ts';
import { recordOfflinePayment } from '#server/bookings/offline-payment.ts';
import { appointments, auditLog, bookings, guests, mailOutbox, paymentOrders, services } from '#server/db/schema.ts';
import { Refusal } from '#server/refusal.ts';
import { takeAppointment } from '#server/therapies/take.ts';
import { zonedInstant } from '#server/zoned-time.ts';
import { stayBooking } from '#tests/support/care.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { TIME_ZONE } from '#tests/support/factories.ts';
import { createTherapyScene, type TherapyScene } from '#tests/support/therapies.ts';

// A session the front desk books for a guest from the Schedule screen, against the database (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set): the guest found by the profile search or made new, the time
// taken by the engine without the online lead time, nothing stored when it is refused.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const db = () => database.db;
const DAY = addDays(todayIn(TIME_ZONE), 10);
const at = (hour: number, minute = 0, day = DAY) => zonedInstant(day, hour * 60 + minute, TIME_ZONE);
const desk = { userId: 'desk-schedule-new', email: 'desk@example.org', role: 'front-desk' };

async function refusal(work: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await work;
  } catch (error) {
    if (error instanceof Refusal) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

function form(scene: TherapyScene, fields: Record<string, string>): ScheduleCreateInput {
  return scheduleCreateSchema.parse({ intent: 'create', serviceId: scene.serviceId, ...fields });
}

async function bookingsOf(email: string) {
  return db().select().from(bookings).where(eq(bookings.customerEmail, email));
}

describe('staff book a session for a guest', () => {
  it('the desk finds a guest by the search and books a confirmed, unpaid session mailed with its calendar file', async () => {
    const scene = await createTherapyScene(db(), { practitioners: 1, rooms: 1 });
    // A staff-only service is offered to staff.
    await db().update(services).set({ bookableOnline: false }).where(eq(services.id, scene.serviceId));
    const [guest] = await db()
      .insert(guests)
      .values({ name: 'Kavya Search', email: 'kavya.search@example.org', phone: '+91 98450 12345', phoneDigits: '9845012345' })
      .returning();

    const byName = await newAppointmentChoices(db(), {
      query: 'kavya sea',
      guestId: null,
      serviceId: null,
      practitionerId: null,
      day: null,
      timeZone: TIME_ZONE,
    });
    expect(byName.matches.map((match) => match.id)).toContain(guest!.id);
    const byPhone = await newAppointmentChoices(db(), {
      query: '98450 12345',
      guestId: null,
      serviceId: null,
      practitionerId: null,
      day: null,
      timeZone: TIME_ZONE,
    });
    expect(byPhone.matches.map((match) => match.id)).toContain(guest!.id);
    const chosen = await newAppointmentChoices(db(), {
      query: '',
      guestId: guest!.id,
      serviceId: scene.serviceId,
      practitionerId: null,
      day: DAY,
      timeZone: TIME_ZONE,
    });
    expect(chosen.guest).toMatchObject({ name: 'Kavya Search' });
    expect(chosen.services.find((service) => service.id === scene.serviceId)?.label).toContain('staff only');
    expect(chosen.starts.map((start) => start.startsAt)).toContain(at(10).toISOString());

    const booking = await createStaffAppointment(db(), desk, form(scene, { guestId: guest!.id, startsAt: at(10).toISOString() }), {
      timeZone: TIME_ZONE,
    });
    expect(booking).toMatchObject({
      kind: 'appointment',
      status: 'confirmed',
      guestId: guest!.id,
      customerName: 'Kavya Search',
      price: 'Rs 3500.00',
      holdUntil: null,
      selectedSlot: '10:00 AM',
      eventDate: DAY,
    });
    const [session] = await db().select().from(appointments).where(eq(appointments.bookingId, booking.id));
    expect(session).toMatchObject({ status: 'booked', practitionerId: scene.practitionerIds[0], roomId: scene.roomIds[0] });
    const schedule = await loadDaySchedule(db(), { day: DAY, timeZone: TIME_ZONE, practitionerId: scene.practitionerIds[0] });
    expect(schedule.practitioners[0]!.appointments).toMatchObject([{ start: '10:00', guestName: 'Kavya Search', status: 'booked' }]);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.bookingId, booking.id));
    const confirmation = mails.find((mail) => mail.kind === 'booking-confirmed');
    expect(confirmation).toMatchObject({ to: 'kavya.search@example.org' });
    expect(confirmation!.attachments.map((attachment) => attachment.contentType)).toEqual([expect.stringContaining('text/calendar')]);
    // Paid at the estate: its price is what the desk records when the guest pays.
    const paid = await recordOfflinePayment(db(), desk, { bookingId: booking.id, method: 'cash' });
    expect(paid).not.toBeNull();
    const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.bookingId, booking.id));
    expect(order).toMatchObject({ amountPaise: 350_000, state: 'paid' });
    const history = await db().select().from(auditLog).where(eq(auditLog.actorEmail, desk.email));
    expect(history.map((entry) => `${entry.entity}:${entry.action}`).sort()).toEqual(
      expect.arrayContaining(['appointment:create', 'booking:create']),
    );
  });

  it("a new guest's profile is found or made as a booking's is, and a stay of theirs may take the session", async () => {
    const scene = await createTherapyScene(db(), { practitioners: 1, rooms: 1 });
    const booking = await createStaffAppointment(
      db(),
      desk,
      form(scene, { customerName: 'Ravi New', customerPhone: '+91 90011 22334', startsAt: at(11).toISOString() }),
      { timeZone: TIME_ZONE },
    );
    const [guest] = await db().select().from(guests).where(eq(guests.id, booking.guestId));
    expect(guest).toMatchObject({ name: 'Ravi New', email: null });
    // No address: nothing to mail the guest.
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.bookingId, booking.id));
    expect(mails.filter((mail) => mail.kind === 'booking-confirmed')).toEqual([]);

    const { booking: stay } = await stayBooking(db(), { checkIn: DAY, checkOut: addDays(DAY, 2) });
    const choices = await newAppointmentChoices(db(), {
      query: '',
      guestId: stay.guestId,
      serviceId: null,
      practitionerId: null,
      day: null,
      timeZone: TIME_ZONE,
    });
    expect(choices.stays.map((entry) => entry.id)).toEqual([stay.id]);
    const added = await createStaffAppointment(
      db(),
      desk,
      form(scene, { guestId: stay.guestId, stayBookingId: stay.id, startsAt: at(15).toISOString() }),
      { timeZone: TIME_ZONE },
    );
    const [session] = await db().select().from(appointments).where(eq(appointments.bookingId, added.id));
    expect(session!.stayBookingId).toBe(stay.id);
    // Another guest's stay is refused.
    expect(
      await refusal(
        createStaffAppointment(
          db(),
          desk,
          form(scene, { guestId: booking.guestId, stayBookingId: stay.id, startsAt: at(16).toISOString() }),
          {
            timeZone: TIME_ZONE,
          },
        ),
      ),
    ).toEqual({ status: 400, message: SCHEDULE_MESSAGES.stayNotTheirs });
  });

  it('refuses a practitioner (403), and a time taken meanwhile with nothing stored', async () => {
    const scene = await createTherapyScene(db(), { practitioners: 1, rooms: 1 });
    const practitioner = { userId: scene.userIds[0]!, email: `${scene.userIds[0]}@example.org`, role: 'practitioner' };
    const fields = { customerName: 'Asha Refused', customerEmail: 'asha.refused@example.org', startsAt: at(12).toISOString() };
    expect((await refusal(createStaffAppointment(db(), practitioner, form(scene, fields), { timeZone: TIME_ZONE }))).status).toBe(403);

    await takeAppointment(db(), {
      serviceId: scene.serviceId,
      startsAt: at(12),
      leadMinutes: 0,
      holder: { status: 'booked', bookingId: null },
      timeZone: TIME_ZONE,
    });
    expect(await refusal(createStaffAppointment(db(), desk, form(scene, fields), { timeZone: TIME_ZONE }))).toEqual({
      status: 409,
      message: THERAPY_MESSAGES.timeGone,
    });
    expect(await bookingsOf('asha.refused@example.org')).toEqual([]);
    expect(await db().select().from(guests).where(eq(guests.email, 'asha.refused@example.org'))).toEqual([]);
  });

  it('holds staff to no lead time, but never to a start already past', async () => {
    const scene = await createTherapyScene(db(), { practitioners: 1, rooms: 1 });
    const now = at(11, 50);
    const soon = await createStaffAppointment(
      db(),
      desk,
      form(scene, { customerName: 'Soon Guest', customerEmail: 'soon@example.org', startsAt: at(12).toISOString() }),
      { timeZone: TIME_ZONE, now },
    );
    expect(soon.status).toBe('confirmed');
    const past = form(scene, { customerName: 'Past Guest', customerEmail: 'past@example.org', startsAt: at(11).toISOString() });
    expect(await refusal(createStaffAppointment(db(), desk, past, { timeZone: TIME_ZONE, now }))).toEqual({
      status: 409,
      message: THERAPY_MESSAGES.timeGone,
    });
    expect(await bookingsOf('past@example.org')).toEqual([]);
    // The dialog offers the day's starts from now on, and no day before today.
    const choices = await newAppointmentChoices(db(), {
      query: '',
      guestId: null,
      serviceId: scene.serviceId,
      practitionerId: null,
      day: addDays(DAY, -3),
      timeZone: TIME_ZONE,
      now,
    });
    expect(choices.day).toBe(DAY);
    // 12:00 is now taken and 13:00–14:00 is the break.
    expect(choices.starts[0]!.startsAt).toBe(at(14).toISOString());
  });

  it('the form refuses a guest neither chosen nor named, readably', () => {
    const result = scheduleCreateSchema.safeParse({ intent: 'create', serviceId: crypto.randomUUID(), startsAt: at(10).toISOString() });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toContain(SCHEDULE_MESSAGES.guestNeeded);
    const nameOnly = scheduleCreateSchema.safeParse({
      intent: 'create',
      serviceId: crypto.randomUUID(),
      startsAt: at(10).toISOString(),
      customerName: 'No Contact',
    });
    expect(nameOnly.error!.issues.map((issue) => issue.message)).toContain(SCHEDULE_MESSAGES.guestNeeded);
  });
});
