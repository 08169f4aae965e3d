import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { todayIn } from '#app/lib/dates.ts';
import type { TreatmentRoomKind } from '#app/lib/enums.ts';
import { THERAPY_MESSAGES } from '#app/lib/therapies-messages.ts';
import { config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { appointments, practitioners, servicePractitioners, services, treatmentRooms } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';
import { type AvailabilityInputs, freeAt, takesTime } from './availability.ts';
import { loadSchedule, type ServiceSchedule } from './schedule-data.ts';

// Taking, moving and giving back an appointment's time. Whatever takes time first locks, FOR UPDATE and in
// one order (practitioners by id, then rooms by id), the rows of every practitioner and room it might
// use, and only then reads their appointments: two processes after the same hour queue on those rows, and
// the second one reads the first one's appointment. Giving time back needs no such lock: it only frees.

export type AppointmentRow = typeof appointments.$inferSelect;

/** Who the time is for: an online checkout holding it until paid, or a booking. */
export type AppointmentHolder =
  { status: 'held'; holdUntil: Date; paymentOrderId: string | null } | { status: 'booked'; bookingId: string | null };

/** The rules a time is judged by: the lead ahead of now (guests' setting; staff 0) and a staying guest's stay. */
export interface TimeRules {
  leadMinutes: number;
  window?: { from: Date; to: Date } | null;
  now?: Date;
  /** The estate's zone; config().TIME_ZONE when not given. */
  timeZone?: string;
}

export interface TakeRequest extends TimeRules {
  serviceId: string;
  startsAt: Date;
  /** The practitioner chosen; none, any free qualified one. */
  practitionerId?: string | null;
  holder: AppointmentHolder;
  /** The stay it is booked during. */
  stayBookingId?: string | null;
}

export interface MoveRequest extends TimeRules {
  appointmentId: string;
  startsAt: Date;
  /** Staff may give it to another qualified practitioner; none, the same one when free, else any. */
  practitionerId?: string | null;
  /** A move the guest made themselves, counted against their free one. */
  byGuest?: boolean;
}

const MINUTE = 60_000;

/** Refuses a start before the lead time or outside the stay, with the sentence that says which. */
function checkTimeRules(startsAt: Date, durationMinutes: number, rules: TimeRules, now: Date): void {
  const start = startsAt.getTime();
  if (start < now.getTime()) throw new Refusal(THERAPY_MESSAGES.timeGone, 409);
  if (start < now.getTime() + rules.leadMinutes * MINUTE) throw new Refusal(THERAPY_MESSAGES.tooSoon, 409);
  if (rules.window && (start < rules.window.from.getTime() || start + durationMinutes * MINUTE > rules.window.to.getTime())) {
    throw new Refusal(THERAPY_MESSAGES.outsideStay, 400);
  }
}

/** Locks the rows of the practitioners and the rooms a time may take, practitioners first, each by id. */
async function lockResources(tx: Database, practitionerIds: readonly string[], roomKind: TreatmentRoomKind | null): Promise<void> {
  if (practitionerIds.length) {
    await tx
      .select({ id: practitioners.id })
      .from(practitioners)
      .where(inArray(practitioners.id, [...practitionerIds]))
      .orderBy(asc(practitioners.id))
      .for('update');
  }
  if (roomKind) {
    await tx
      .select({ id: treatmentRooms.id })
      .from(treatmentRooms)
      .where(eq(treatmentRooms.kind, roomKind))
      .orderBy(asc(treatmentRooms.id))
      .for('update');
  }
}

async function qualifiedIds(tx: Database, serviceId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: servicePractitioners.practitionerId })
    .from(servicePractitioners)
    .where(eq(servicePractitioners.serviceId, serviceId));
  return rows.map((row) => row.id);
}

interface Placement {
  practitionerId: string;
  roomId: string | null;
}

/**
 * Under the locks: the schedule of the start's day read afresh (leaving out `ignoreId`, the appointment
 * being moved), then who and which room get the time. A chosen practitioner or, failing that, the
 * preferred one when free, else the free one with fewest appointments that day (ties by id); the
 * preferred room when free, else the first free one by name. Refuses when nobody or no room is free.
 */
async function placeUnderLock(
  tx: Database,
  serviceId: string,
  startsAt: Date,
  rules: TimeRules & { practitionerId?: string | null; prefer?: Placement; ignoreId?: string },
  now: Date,
  timeZone: string,
): Promise<{ schedule: ServiceSchedule; placement: Placement }> {
  const day = todayIn(timeZone, startsAt);
  const loaded = await loadSchedule(tx, { serviceId, from: day, to: day, timeZone });
  if (!loaded) throw new Refusal(THERAPY_MESSAGES.unknownService, 404);
  const schedule = rules.ignoreId ? withoutAppointment(loaded, rules.ignoreId) : loaded;
  const inputs: AvailabilityInputs = {
    ...schedule,
    day,
    timeZone,
    now,
    leadMinutes: rules.leadMinutes,
    window: rules.window ?? null,
    practitionerId: rules.practitionerId ?? null,
  };
  const free = freeAt(inputs, startsAt);
  if (!free.practitionerIds.length || (schedule.service.roomKind && !free.roomIds.length)) {
    throw new Refusal(THERAPY_MESSAGES.timeGone, 409);
  }
  const sessionsThatDay = (id: string) =>
    schedule.practitioners
      .find((practitioner) => practitioner.id === id)!
      .busy.filter((span) => takesTime(span, now) && todayIn(timeZone, span.startsAt) === day).length;
  const practitionerId =
    rules.prefer && free.practitionerIds.includes(rules.prefer.practitionerId)
      ? rules.prefer.practitionerId
      : free.practitionerIds
          .map((id) => ({ id, count: sessionsThatDay(id) }))
          .sort((a, b) => a.count - b.count || (a.id < b.id ? -1 : 1))[0]!.id;
  const roomId = schedule.service.roomKind
    ? rules.prefer?.roomId && free.roomIds.includes(rules.prefer.roomId)
      ? rules.prefer.roomId
      : free.roomIds[0]!
    : null;
  return { schedule, placement: { practitionerId, roomId } };
}

function withoutAppointment(schedule: ServiceSchedule, appointmentId: string): ServiceSchedule {
  const drop = <T extends { busy: readonly { id?: string }[] }>(entry: T): T => ({
    ...entry,
    busy: entry.busy.filter((span) => span.id !== appointmentId),
  });
  return { ...schedule, practitioners: schedule.practitioners.map(drop), rooms: schedule.rooms.map(drop) };
}

async function serviceOf(tx: Database, serviceId: string) {
  const [service] = await tx.select().from(services).where(eq(services.id, serviceId));
  return service;
}

/**
 * Takes the time of one session of a service for a checkout (held) or a booking (booked), or refuses:
 * 404 no such service, 400 a practitioner not giving it or a time outside the stay, 409 the time too
 * soon or gone. Runs in a transaction of its own, or as part of the caller's when `db` is one, so that
 * what owns the time (a payment order, a booking) is stored with it or not at all.
 */
export async function takeAppointment(db: Database, request: TakeRequest): Promise<AppointmentRow> {
  const now = request.now ?? new Date();
  const timeZone = request.timeZone ?? config().TIME_ZONE;
  return db.transaction(async (tx) => {
    const service = await serviceOf(tx, request.serviceId);
    if (!service || !service.active) throw new Refusal(THERAPY_MESSAGES.unknownService, 404);
    checkTimeRules(request.startsAt, service.durationMinutes, request, now);
    const qualified = await qualifiedIds(tx, service.id);
    if (request.practitionerId && !qualified.includes(request.practitionerId)) throw new Refusal(THERAPY_MESSAGES.notQualified, 400);
    await lockResources(tx, request.practitionerId ? [request.practitionerId] : qualified, service.roomKind);
    const { placement } = await placeUnderLock(tx, service.id, request.startsAt, request, now, timeZone);
    const endsAt = new Date(request.startsAt.getTime() + service.durationMinutes * MINUTE);
    const [row] = await tx
      .insert(appointments)
      .values({
        serviceId: service.id,
        practitionerId: placement.practitionerId,
        roomId: placement.roomId,
        startsAt: request.startsAt,
        endsAt,
        busyUntil: new Date(endsAt.getTime() + service.bufferMinutes * MINUTE),
        stayBookingId: request.stayBookingId ?? null,
        ...(request.holder.status === 'held'
          ? { status: 'held' as const, holdUntil: request.holder.holdUntil, paymentOrderId: request.holder.paymentOrderId }
          : { status: 'booked' as const, bookingId: request.holder.bookingId }),
      })
      .returning();
    return row!;
  });
}

/** Locks an appointment's row; refuses one that is gone, over, cancelled or a hold that has lapsed. */
async function lockChangeable(tx: Database, appointmentId: string, now: Date): Promise<AppointmentRow> {
  const [row] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId)).for('update');
  if (!row) throw new Refusal(THERAPY_MESSAGES.unknownAppointment, 404);
  if (!(row.status === 'booked' || (row.status === 'held' && takesTime(row, now)))) {
    throw new Refusal(THERAPY_MESSAGES.notChangeable, 409);
  }
  return row;
}

/**
 * Moves an appointment to a new start by the same rules as taking one, its old time freed in the same
 * transaction (so it may move within its own old span). Staff pass lead 0 and may name another
 * qualified practitioner; without one it keeps its practitioner and room when they are free.
 */
export async function moveAppointment(db: Database, request: MoveRequest): Promise<AppointmentRow> {
  const now = request.now ?? new Date();
  const timeZone = request.timeZone ?? config().TIME_ZONE;
  return db.transaction(async (tx) => {
    const current = await lockChangeable(tx, request.appointmentId, now);
    const service = (await serviceOf(tx, current.serviceId))!;
    checkTimeRules(request.startsAt, service.durationMinutes, request, now);
    const qualified = await qualifiedIds(tx, service.id);
    if (request.practitionerId && !qualified.includes(request.practitionerId)) throw new Refusal(THERAPY_MESSAGES.notQualified, 400);
    await lockResources(tx, request.practitionerId ? [request.practitionerId] : qualified, service.roomKind);
    const { placement } = await placeUnderLock(
      tx,
      service.id,
      request.startsAt,
      {
        ...request,
        ignoreId: current.id,
        prefer: request.practitionerId ? undefined : { practitionerId: current.practitionerId, roomId: current.roomId },
      },
      now,
      timeZone,
    );
    const endsAt = new Date(request.startsAt.getTime() + service.durationMinutes * MINUTE);
    const [row] = await tx
      .update(appointments)
      .set({
        practitionerId: placement.practitionerId,
        roomId: placement.roomId,
        startsAt: request.startsAt,
        endsAt,
        busyUntil: new Date(endsAt.getTime() + service.bufferMinutes * MINUTE),
        guestReschedules: request.byGuest ? sql`${appointments.guestReschedules} + 1` : current.guestReschedules,
        updatedAt: now,
      })
      .where(eq(appointments.id, current.id))
      .returning();
    return row!;
  });
}

/** Cancels an appointment that is booked or held, freeing its time; refuses one already over or cancelled. */
export async function cancelAppointment(db: Database, appointmentId: string, now: Date = new Date()): Promise<AppointmentRow> {
  const [row] = await db
    .update(appointments)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(eq(appointments.id, appointmentId), inArray(appointments.status, ['held', 'booked'])))
    .returning();
  if (row) return row;
  const [exists] = await db.select({ id: appointments.id }).from(appointments).where(eq(appointments.id, appointmentId));
  throw new Refusal(exists ? THERAPY_MESSAGES.notChangeable : THERAPY_MESSAGES.unknownAppointment, exists ? 409 : 404);
}

/** Gives back the times a checkout held (it failed, was abandoned or expired): how many were released. */
export async function releaseHeld(db: Database, paymentOrderId: string, now: Date = new Date()): Promise<number> {
  const rows = await db
    .update(appointments)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(eq(appointments.paymentOrderId, paymentOrderId), eq(appointments.status, 'held')))
    .returning({ id: appointments.id });
  return rows.length;
}

/**
 * Books the times a paid checkout held, for its booking. A hold still running is simply booked; one that
 * lapsed before the payment came is taken again under the locks (its practitioner and room when still
 * free, else any qualified free ones), or refused with 409 when the time has gone meanwhile — the
 * caller then refunds. Meant to run in the transaction that confirms the payment.
 */
export async function bookHeld(db: Database, paymentOrderId: string, bookingId: string, now: Date = new Date()): Promise<AppointmentRow[]> {
  const timeZone = config().TIME_ZONE;
  return db.transaction(async (tx) => {
    const held = await tx
      .select()
      .from(appointments)
      .where(and(eq(appointments.paymentOrderId, paymentOrderId), eq(appointments.status, 'held')))
      .orderBy(asc(appointments.id))
      .for('update');
    const booked: AppointmentRow[] = [];
    for (const current of held) {
      let placement: { practitionerId: string; roomId: string | null } = { practitionerId: current.practitionerId, roomId: current.roomId };
      if (!takesTime(current, now)) {
        const service = (await serviceOf(tx, current.serviceId))!;
        await lockResources(tx, await qualifiedIds(tx, service.id), service.roomKind);
        // The guest paid for this start: no lead time is asked of it now.
        ({ placement } = await placeUnderLock(
          tx,
          service.id,
          current.startsAt,
          { leadMinutes: 0, ignoreId: current.id, prefer: { practitionerId: current.practitionerId, roomId: current.roomId } },
          now,
          timeZone,
        ));
      }
      const [row] = await tx
        .update(appointments)
        .set({ ...placement, status: 'booked', bookingId, holdUntil: null, updatedAt: now })
        .where(eq(appointments.id, current.id))
        .returning();
      booked.push(row!);
    }
    return booked;
  });
}
