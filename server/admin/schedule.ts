import { and, asc, eq, gt, gte, inArray, isNull, lt, ne } from 'drizzle-orm';
import {
  type DaySchedule,
  minutesLabel,
  type MoveChoices,
  SCHEDULE_MESSAGES,
  type ScheduleAppointment,
  type ScheduleSpan,
} from '#app/lib/admin/schedule.ts';
import { addDays, todayIn, wallClockIn } from '#app/lib/dates.ts';
import { isRecordId } from '#app/lib/schemas/admin/record.ts';
import { can } from '#app/lib/staff-roles.ts';
import { recordAudit } from '../audit/index.ts';
import { updateBooking } from '../bookings/admin.ts';
import { withStatus } from '../bookings/decision.ts';
import { notifyBookingMoved } from '../bookings/notify.ts';
import type { Database } from '../db/client.ts';
import {
  appointments,
  authUser,
  bookings,
  practitionerHours,
  practitioners,
  practitionerTimeOff,
  servicePractitioners,
  services,
  treatmentRoomClosures,
  treatmentRooms,
} from '../db/schema.ts';
import { Refusal } from '../refusal.ts';
import { sessionDay } from '../therapies/booking-details.ts';
import { listStarts } from '../therapies/schedule-data.ts';
import { type AppointmentRow, cancelAppointment, moveAppointment } from '../therapies/take.ts';
import { zonedInstant } from '../zoned-time.ts';

// The staff's day of therapy sessions: a column per practitioner (their hours, break, time off and
// sessions) and per treatment room, and what staff do to a session from it. A practitioner's account
// reaches only their own column and their own sessions; the owner and the front desk reach everyone's.

/** The signed-in staff member, as the session names them. */
type Actor = { userId: string; email: string; role: string };

/** The practitioner row of a staff account, or null when the account is not a practitioner. */
export async function practitionerOfUser(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ id: practitioners.id }).from(practitioners).where(eq(practitioners.userId, userId));
  return row?.id ?? null;
}

/**
 * Whose sessions an account may see and act on: everyone's for a role that manages the schedule, else
 * only the practitioner's own (none at all for an account not linked to a practitioner).
 */
export async function scheduleScope(db: Database, actor: Actor): Promise<{ all: true } | { all: false; practitionerId: string | null }> {
  if (can(actor.role, 'schedule:manage')) return { all: true };
  return { all: false, practitionerId: await practitionerOfUser(db, actor.userId) };
}

function clock(timeZone: string, instant: Date): string {
  return wallClockIn(timeZone, instant).slice(11);
}

/** A span as it falls on the day: its times, or the day's edge where it began before or ends after. */
function spanOnDay(startsAt: Date, endsAt: Date, dayStart: Date, dayEnd: Date, timeZone: string, note: string | null): ScheduleSpan {
  if (startsAt <= dayStart && endsAt >= dayEnd) return { label: 'All day', note };
  const from = startsAt <= dayStart ? '00:00' : clock(timeZone, startsAt);
  const to = endsAt >= dayEnd ? '24:00' : clock(timeZone, endsAt);
  return { label: `${from}–${to}`, note };
}

export interface DayQuery {
  day: string;
  timeZone: string;
  now?: Date;
  /** Only this practitioner's column and sessions (a practitioner's own view). */
  practitionerId?: string;
}

/** The day's sessions (a lapsed hold and a cancelled one are none), by start; one practitioner's when asked. */
export async function daySessions(db: Database, query: DayQuery): Promise<(ScheduleAppointment & { roomId: string | null })[]> {
  const { day, timeZone } = query;
  const now = query.now ?? new Date();
  const dayStart = zonedInstant(day, 0, timeZone);
  const dayEnd = zonedInstant(addDays(day, 1), 0, timeZone);
  const only = query.practitionerId;
  const sessions = await db
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      status: appointments.status,
      holdUntil: appointments.holdUntil,
      practitionerId: appointments.practitionerId,
      practitionerName: authUser.name,
      roomId: appointments.roomId,
      roomName: treatmentRooms.name,
      serviceName: services.name,
      guestName: bookings.customerName,
    })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(practitioners, eq(practitioners.id, appointments.practitionerId))
    .innerJoin(authUser, eq(authUser.id, practitioners.userId))
    .leftJoin(treatmentRooms, eq(treatmentRooms.id, appointments.roomId))
    .leftJoin(bookings, eq(bookings.id, appointments.bookingId))
    .where(
      and(
        gte(appointments.startsAt, dayStart),
        lt(appointments.startsAt, dayEnd),
        ne(appointments.status, 'cancelled'),
        only ? eq(appointments.practitionerId, only) : undefined,
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  // A hold whose checkout lapsed takes no time and is nobody's session.
  const live = sessions.filter((row) => row.status !== 'held' || (row.holdUntil && row.holdUntil > now));
  return live.map((row) => ({
    id: row.id,
    start: clock(timeZone, row.startsAt),
    end: clock(timeZone, row.endsAt),
    startsAt: row.startsAt.toISOString(),
    serviceName: row.serviceName,
    practitionerId: row.practitionerId,
    practitionerName: row.practitionerName,
    roomId: row.roomId,
    roomName: row.roomName,
    guestName: row.guestName,
    status: row.status,
    started: row.startsAt <= now,
  }));
}

/** The day's schedule as the Schedule screen shows it; see the top of this file. */
export async function loadDaySchedule(db: Database, query: DayQuery): Promise<DaySchedule> {
  const { day, timeZone } = query;
  const now = query.now ?? new Date();
  const dayStart = zonedInstant(day, 0, timeZone);
  const dayEnd = zonedInstant(addDays(day, 1), 0, timeZone);
  const only = query.practitionerId;

  // A practitioner sees their own column even while not taking appointments; everyone else sees those who do.
  const people = await db
    .select({ id: practitioners.id, title: practitioners.title, name: authUser.name })
    .from(practitioners)
    .innerJoin(authUser, eq(authUser.id, practitioners.userId))
    .where(only ? eq(practitioners.id, only) : and(eq(practitioners.takesAppointments, true), isNull(authUser.deactivatedAt)))
    .orderBy(asc(authUser.name), asc(practitioners.id));
  const ids = people.map((person) => person.id);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const hours = ids.length
    ? await db
        .select()
        .from(practitionerHours)
        .where(and(inArray(practitionerHours.practitionerId, ids), eq(practitionerHours.weekday, weekday)))
    : [];
  const timeOff = ids.length
    ? await db
        .select()
        .from(practitionerTimeOff)
        .where(
          and(
            inArray(practitionerTimeOff.practitionerId, ids),
            lt(practitionerTimeOff.startsAt, dayEnd),
            gt(practitionerTimeOff.endsAt, dayStart),
          ),
        )
        .orderBy(asc(practitionerTimeOff.startsAt))
    : [];
  const views = await daySessions(db, { day, timeZone, now, practitionerId: only });
  const strip = ({ roomId: _roomId, ...view }: (typeof views)[number]): ScheduleAppointment => view;

  const rooms = only
    ? []
    : await db
        .select({ id: treatmentRooms.id, name: treatmentRooms.name })
        .from(treatmentRooms)
        .where(eq(treatmentRooms.active, true))
        .orderBy(asc(treatmentRooms.name));
  const closures = rooms.length
    ? await db
        .select()
        .from(treatmentRoomClosures)
        .where(
          and(
            inArray(
              treatmentRoomClosures.roomId,
              rooms.map((room) => room.id),
            ),
            lt(treatmentRoomClosures.startsAt, dayEnd),
            gt(treatmentRoomClosures.endsAt, dayStart),
          ),
        )
        .orderBy(asc(treatmentRoomClosures.startsAt))
    : [];

  const today = todayIn(timeZone, now);
  return {
    day,
    today,
    previous: addDays(day, -1),
    next: addDays(day, 1),
    practitioners: people.map((person) => {
      const worked = hours.find((entry) => entry.practitionerId === person.id);
      return {
        id: person.id,
        name: person.name,
        title: person.title,
        hours: worked ? `${minutesLabel(worked.startMinute)}–${minutesLabel(worked.endMinute)}` : null,
        breakTime:
          worked && worked.breakStartMinute !== null && worked.breakEndMinute !== null
            ? `${minutesLabel(worked.breakStartMinute)}–${minutesLabel(worked.breakEndMinute)}`
            : null,
        timeOff: timeOff
          .filter((entry) => entry.practitionerId === person.id)
          .map((entry) => spanOnDay(entry.startsAt, entry.endsAt, dayStart, dayEnd, timeZone, entry.note)),
        appointments: views.filter((view) => view.practitionerId === person.id).map(strip),
      };
    }),
    rooms: rooms.map((room) => ({
      id: room.id,
      name: room.name,
      closures: closures
        .filter((entry) => entry.roomId === room.id)
        .map((entry) => spanOnDay(entry.startsAt, entry.endsAt, dayStart, dayEnd, timeZone, entry.note)),
      appointments: views.filter((view) => view.roomId === room.id).map(strip),
    })),
  };
}

/**
 * The appointment an account may act on: null when there is none; refused (403) when it is another
 * practitioner's and the account may act only on its own.
 */
async function reachable(db: Database, actor: Actor, id: string): Promise<AppointmentRow | null> {
  if (!isRecordId(id)) return null;
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  if (!row) return null;
  const scope = await scheduleScope(db, actor);
  if (!scope.all && scope.practitionerId !== row.practitionerId) throw new Refusal(SCHEDULE_MESSAGES.notYours, 403);
  return row;
}

/** A staff change to a session, in the record's history: who, which session, from what to what. */
function auditChange(tx: Database, actor: Actor, before: AppointmentRow, after: AppointmentRow) {
  return recordAudit(tx, { actor, entity: 'appointment', entityId: before.id, action: 'update', before, after });
}

/**
 * Marks a session given or missed once its start has passed; one already marked may be marked the other
 * way. A practitioner marks only their own. Null when there is no such appointment.
 */
export async function markAppointment(
  db: Database,
  actor: Actor,
  id: string,
  status: 'done' | 'no-show',
  now: Date = new Date(),
): Promise<AppointmentRow | null> {
  const current = await reachable(db, actor, id);
  if (!current) return null;
  if (!['booked', 'done', 'no-show'].includes(current.status)) throw new Refusal(SCHEDULE_MESSAGES.notMarkable, 409);
  if (current.startsAt > now) throw new Refusal(SCHEDULE_MESSAGES.notStarted, 409);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(appointments)
      .set({ status, updatedAt: now })
      .where(and(eq(appointments.id, id), inArray(appointments.status, ['booked', 'done', 'no-show'])))
      .returning();
    if (!row) throw new Refusal(SCHEDULE_MESSAGES.notMarkable, 409);
    await auditChange(tx, actor, current, row);
    return row;
  });
}

/**
 * Cancels a session, freeing its time; its booking, when it has one still live, is cancelled in the same
 * transaction by the Bookings screen's own status change, which mails the guest and records the audit.
 */
export async function cancelScheduled(
  db: Database,
  actor: Actor,
  id: string,
  now: Date = new Date(),
): Promise<{ appointment: AppointmentRow; bookingCancelled: boolean } | null> {
  const current = await reachable(db, actor, id);
  if (!current) return null;
  return db.transaction(async (tx) => {
    const appointment = await cancelAppointment(tx, id, now);
    let bookingCancelled = false;
    if (appointment.bookingId) {
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, appointment.bookingId)).for('update');
      if (booking && booking.status !== 'cancelled') {
        await updateBooking(tx, actor, booking.id, withStatus(booking, 'cancelled'));
        bookingCancelled = true;
      }
    }
    await auditChange(tx, actor, current, appointment);
    return { appointment, bookingCancelled };
  });
}

/**
 * Moves a session to a free start staff chose (no lead time), optionally to another qualified
 * practitioner. Its booking, when it has one still live, follows in the same transaction: its day and
 * slot become the new start's, the change is audited, and the guest is mailed as for a moved class, with
 * a calendar file that replaces the old entry.
 */
export async function moveScheduled(
  db: Database,
  actor: Actor,
  input: { id: string; startsAt: Date; practitionerId?: string | null; timeZone: string; now?: Date },
): Promise<AppointmentRow | null> {
  const current = await reachable(db, actor, input.id);
  if (!current) return null;
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const moved = await moveAppointment(tx, {
      appointmentId: current.id,
      startsAt: input.startsAt,
      practitionerId: input.practitionerId ?? null,
      leadMinutes: 0,
      timeZone: input.timeZone,
      now,
    });
    if (moved.bookingId) {
      const [before] = await tx.select().from(bookings).where(eq(bookings.id, moved.bookingId)).for('update');
      if (before && before.status !== 'cancelled') {
        const [after] = await tx
          .update(bookings)
          .set({
            ...sessionDay(input.timeZone, moved.startsAt),
            updatedAt: now,
          })
          .where(eq(bookings.id, before.id))
          .returning();
        await recordAudit(tx, { actor, entity: 'booking', entityId: before.id, action: 'update', before, after: after! });
        // The price stays as it was: nothing more is due and nothing is owed back.
        await notifyBookingMoved(tx, before, after!, { duePaise: 0, refundDuePaise: 0 }, String(now.getTime()));
      }
    }
    await auditChange(tx, actor, current, moved);
    return moved;
  });
}

/** Who may be chosen to give a service: those qualified for it who take appointments, by name. */
export function givers(db: Database, serviceId: string): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: practitioners.id, name: authUser.name })
    .from(servicePractitioners)
    .innerJoin(practitioners, eq(practitioners.id, servicePractitioners.practitionerId))
    .innerJoin(authUser, eq(authUser.id, practitioners.userId))
    .where(and(eq(servicePractitioners.serviceId, serviceId), eq(practitioners.takesAppointments, true), isNull(authUser.deactivatedAt)))
    .orderBy(asc(authUser.name));
}

/** What the Move dialog offers: the session, the practitioners qualified for its service, and the free starts of the chosen day. */
export async function moveChoices(
  db: Database,
  input: { id: string; day: string; practitionerId: string | null; timeZone: string; now?: Date },
): Promise<MoveChoices | null> {
  if (!isRecordId(input.id)) return null;
  const [current] = await db
    .select({
      id: appointments.id,
      serviceId: appointments.serviceId,
      serviceName: services.name,
      startsAt: appointments.startsAt,
      practitionerId: appointments.practitionerId,
      status: appointments.status,
    })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .where(eq(appointments.id, input.id));
  if (!current) return null;
  const qualified = await givers(db, current.serviceId);
  const practitionerId = qualified.some((person) => person.id === input.practitionerId) ? input.practitionerId : null;
  const starts = await listStarts(db, {
    serviceId: current.serviceId,
    day: input.day,
    leadMinutes: 0,
    practitionerId,
    timeZone: input.timeZone,
    now: input.now,
  });
  return {
    appointment: {
      id: current.id,
      serviceName: current.serviceName,
      when: wallClockIn(input.timeZone, current.startsAt),
      practitionerId: current.practitionerId,
      status: current.status,
    },
    day: input.day,
    practitionerId,
    practitioners: qualified,
    starts: starts.map((start) => ({ startsAt: start.startsAt.toISOString(), label: clock(input.timeZone, start.startsAt) })),
  };
}
