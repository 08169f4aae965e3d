import { and, asc, eq, gt, inArray, lt, or } from 'drizzle-orm';
import { addDays } from '#app/lib/dates.ts';
import { busyAppointmentStatuses } from '#app/lib/enums.ts';
import { config } from '../config.ts';
import type { Database } from '../db/client.ts';
import {
  appointments,
  authUser,
  practitionerHours,
  practitioners,
  practitionerTimeOff,
  servicePractitioners,
  services,
  treatmentRoomClosures,
  treatmentRooms,
} from '../db/schema.ts';
import { zonedInstant } from '../zoned-time.ts';
import {
  type AvailabilityInputs,
  availableStarts,
  type BusySpan,
  type OfferedStart,
  type SchedulePractitioner,
  type ScheduleRoom,
  type ScheduleService,
} from './availability.ts';

// What the availability rule needs about one service over a few estate days, read in one query per
// table whatever the number of practitioners and rooms: who is qualified, their hours, time off and
// appointments; the active rooms of the service's kind, their closures and appointments.

export type ServiceRow = typeof services.$inferSelect;

export interface ServiceSchedule {
  service: ServiceRow & ScheduleService;
  practitioners: SchedulePractitioner[];
  rooms: ScheduleRoom[];
}

export interface ScheduleRange {
  serviceId: string;
  /** The first and last estate days 'YYYY-MM-DD' whose time is read (the same day for one day). */
  from: string;
  to: string;
  /** The estate's zone; config().TIME_ZONE when not given. */
  timeZone?: string;
}

/** The schedule of a service over [from, to]; null when there is no such service. */
export async function loadSchedule(db: Database, range: ScheduleRange): Promise<ServiceSchedule | null> {
  const timeZone = range.timeZone ?? config().TIME_ZONE;
  const [service] = await db.select().from(services).where(eq(services.id, range.serviceId));
  if (!service) return null;
  const begins = zonedInstant(range.from, 0, timeZone);
  const ends = zonedInstant(addDays(range.to, 1), 0, timeZone);

  // A deactivated account gives no appointments, whatever its practitioner row says.
  const qualified = await db
    .select({ id: practitioners.id, takesAppointments: practitioners.takesAppointments, deactivatedAt: authUser.deactivatedAt })
    .from(servicePractitioners)
    .innerJoin(practitioners, eq(practitioners.id, servicePractitioners.practitionerId))
    .innerJoin(authUser, eq(authUser.id, practitioners.userId))
    .where(eq(servicePractitioners.serviceId, service.id))
    .orderBy(asc(practitioners.id));
  const practitionerIds = qualified.map((row) => row.id);
  const rooms = service.roomKind
    ? await db
        .select({ id: treatmentRooms.id, name: treatmentRooms.name, kind: treatmentRooms.kind, active: treatmentRooms.active })
        .from(treatmentRooms)
        .where(and(eq(treatmentRooms.kind, service.roomKind), eq(treatmentRooms.active, true)))
        .orderBy(asc(treatmentRooms.name))
    : [];
  const roomIds = rooms.map((room) => room.id);

  // One query after another, never at once: inside the take's transaction they share one connection.
  const hours = practitionerIds.length
    ? await db.select().from(practitionerHours).where(inArray(practitionerHours.practitionerId, practitionerIds))
    : [];
  const timeOff = practitionerIds.length
    ? await db
        .select()
        .from(practitionerTimeOff)
        .where(
          and(
            inArray(practitionerTimeOff.practitionerId, practitionerIds),
            lt(practitionerTimeOff.startsAt, ends),
            gt(practitionerTimeOff.endsAt, begins),
          ),
        )
    : [];
  const closures = roomIds.length
    ? await db
        .select()
        .from(treatmentRoomClosures)
        .where(
          and(
            inArray(treatmentRoomClosures.roomId, roomIds),
            lt(treatmentRoomClosures.startsAt, ends),
            gt(treatmentRoomClosures.endsAt, begins),
          ),
        )
    : [];
  const busy =
    practitionerIds.length || roomIds.length
      ? await db
          .select({
            id: appointments.id,
            practitionerId: appointments.practitionerId,
            roomId: appointments.roomId,
            startsAt: appointments.startsAt,
            busyUntil: appointments.busyUntil,
            status: appointments.status,
            holdUntil: appointments.holdUntil,
          })
          .from(appointments)
          .where(
            and(
              or(
                practitionerIds.length ? inArray(appointments.practitionerId, practitionerIds) : undefined,
                roomIds.length ? inArray(appointments.roomId, roomIds) : undefined,
              ),
              inArray(appointments.status, [...busyAppointmentStatuses]),
              lt(appointments.startsAt, ends),
              gt(appointments.busyUntil, begins),
            ),
          )
      : [];

  const spanOf = (row: (typeof busy)[number]): BusySpan => ({
    id: row.id,
    startsAt: row.startsAt,
    busyUntil: row.busyUntil,
    status: row.status,
    holdUntil: row.holdUntil,
  });
  return {
    service: { ...service, practitionerIds },
    practitioners: qualified.map((row) => ({
      id: row.id,
      takesAppointments: row.takesAppointments && row.deactivatedAt === null,
      hours: hours.filter((entry) => entry.practitionerId === row.id),
      timeOff: timeOff.filter((entry) => entry.practitionerId === row.id),
      busy: busy.filter((entry) => entry.practitionerId === row.id).map(spanOf),
    })),
    rooms: rooms.map((room) => ({
      ...room,
      closures: closures.filter((entry) => entry.roomId === room.id),
      busy: busy.filter((entry) => entry.roomId === room.id).map(spanOf),
    })),
  };
}

export interface StartsQuery extends Pick<AvailabilityInputs, 'leadMinutes' | 'stepMinutes' | 'practitionerId' | 'window'> {
  serviceId: string;
  day: string;
  timeZone?: string;
  now?: Date;
}

/**
 * The starts offered for a service on one estate day (availability.ts), read from the database; none for
 * a service that does not exist or is no longer offered.
 */
export async function listStarts(db: Database, query: StartsQuery): Promise<OfferedStart[]> {
  const timeZone = query.timeZone ?? config().TIME_ZONE;
  const schedule = await loadSchedule(db, { serviceId: query.serviceId, from: query.day, to: query.day, timeZone });
  if (!schedule || !schedule.service.active) return [];
  return availableStarts({ ...schedule, ...query, timeZone, now: query.now ?? new Date() });
}
