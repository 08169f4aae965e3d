import { weekdayOf } from '#app/lib/class-times.ts';
import { todayIn } from '#app/lib/dates.ts';
import { type AppointmentStatus, busyAppointmentStatuses, type TreatmentRoomKind } from '#app/lib/enums.ts';
import { zonedInstant } from '../zoned-time.ts';

// Which times of one day a service can start, and who and which room are free then. Pure: the caller
// reads the schedule (schedule-data.ts) and passes it in, so the Therapies page, the staff's day view
// and the take step under its locks all answer with the same rules.

/** Minutes between two offered starts: quarter hours, as a diary is kept. */
export const DEFAULT_STEP_MINUTES = 15;

/** One weekday's working hours, minutes after midnight on the estate's clock. */
export interface WorkingHours {
  weekday: number;
  startMinute: number;
  endMinute: number;
  breakStartMinute: number | null;
  breakEndMinute: number | null;
}

export interface Span {
  startsAt: Date;
  endsAt: Date;
}

/**
 * The time an appointment takes of its practitioner and room, buffer included. Status and hold are
 * optional so a caller may pass spans it has already filtered; when given, a cancelled one or a hold
 * that has lapsed by `now` takes nothing.
 */
export interface BusySpan {
  /** The appointment's id, so a move can leave its own old time out. */
  id?: string;
  startsAt: Date;
  busyUntil: Date;
  status?: AppointmentStatus;
  holdUntil?: Date | null;
}

export interface SchedulePractitioner {
  id: string;
  /** Off, never offered (their past appointments stay). */
  takesAppointments: boolean;
  hours: readonly WorkingHours[];
  timeOff: readonly Span[];
  busy: readonly BusySpan[];
}

export interface ScheduleRoom {
  id: string;
  name: string;
  kind: TreatmentRoomKind;
  active: boolean;
  closures: readonly Span[];
  busy: readonly BusySpan[];
}

export interface ScheduleService {
  durationMinutes: number;
  bufferMinutes: number;
  /** None, the service takes no room. */
  roomKind: TreatmentRoomKind | null;
  /** Who is qualified to give it. */
  practitionerIds: readonly string[];
}

export interface AvailabilityInputs {
  service: ScheduleService;
  practitioners: readonly SchedulePractitioner[];
  rooms: readonly ScheduleRoom[];
  /** The estate day 'YYYY-MM-DD' whose starts are listed (freeAt reads the day of the start it is given). */
  day: string;
  /** The estate's IANA zone: hours are its wall clock. */
  timeZone: string;
  now: Date;
  /** How far ahead of now the earliest start is: the guests' setting, 0 for staff. */
  leadMinutes: number;
  stepMinutes?: number;
  /** The practitioner the guest or staff chose; none, any qualified one. */
  practitionerId?: string | null;
  /** A staying guest's stay: the session must lie inside it. */
  window?: { from: Date; to: Date } | null;
}

export interface FreeAt {
  /** Free practitioners, by id. */
  practitionerIds: string[];
  /** Free rooms of the service's kind, by name; empty when the service takes no room. */
  roomIds: string[];
}

export interface OfferedStart extends FreeAt {
  startsAt: Date;
}

const MINUTE = 60_000;

/** Whether an appointment's span still takes time at `now`: a busy status, and a hold only until it lapses. */
export function takesTime(busy: BusySpan, now: Date): boolean {
  if (busy.status === undefined) return true;
  if (!(busyAppointmentStatuses as readonly string[]).includes(busy.status)) return false;
  if (busy.status === 'held') return busy.holdUntil != null && busy.holdUntil.getTime() > now.getTime();
  return true;
}

function overlaps(aStart: number, aEnd: number, bStart: number, bEnd: number): boolean {
  return aStart < bEnd && bStart < aEnd;
}

function clear(start: number, end: number, spans: readonly Span[]): boolean {
  return spans.every((span) => !overlaps(start, end, span.startsAt.getTime(), span.endsAt.getTime()));
}

function notBusy(start: number, end: number, busy: readonly BusySpan[], now: Date): boolean {
  return busy.every((span) => !takesTime(span, now) || !overlaps(start, end, span.startsAt.getTime(), span.busyUntil.getTime()));
}

function worksThrough(practitioner: SchedulePractitioner, day: string, start: number, end: number, timeZone: string): boolean {
  const hours = practitioner.hours.find((row) => row.weekday === weekdayOf(day));
  if (!hours) return false;
  const opens = zonedInstant(day, hours.startMinute, timeZone).getTime();
  const closes = zonedInstant(day, hours.endMinute, timeZone).getTime();
  if (start < opens || end > closes) return false;
  if (hours.breakStartMinute === null || hours.breakEndMinute === null) return true;
  const breakStart = zonedInstant(day, hours.breakStartMinute, timeZone).getTime();
  const breakEnd = zonedInstant(day, hours.breakEndMinute, timeZone).getTime();
  return !overlaps(start, end, breakStart, breakEnd);
}

/**
 * Who and which room are free for a session starting at exactly `startsAt`, by every rule the offered
 * list follows (hours of the start's own estate day, breaks, time off, buffers, rooms, lead time, the
 * stay). The take step asks it again under its locks; both lists empty-or-not decide whether it may.
 */
export function freeAt(inputs: AvailabilityInputs, startsAt: Date): FreeAt {
  const { service, timeZone, now } = inputs;
  const start = startsAt.getTime();
  const sessionEnd = start + service.durationMinutes * MINUTE;
  const end = sessionEnd + service.bufferMinutes * MINUTE;
  const none = { practitionerIds: [], roomIds: [] };
  if (start < now.getTime() + inputs.leadMinutes * MINUTE) return none;
  if (inputs.window && (start < inputs.window.from.getTime() || sessionEnd > inputs.window.to.getTime())) return none;
  const day = todayIn(timeZone, startsAt);
  const qualified = new Set(service.practitionerIds);
  const practitionerIds = inputs.practitioners
    .filter(
      (practitioner) =>
        practitioner.takesAppointments &&
        qualified.has(practitioner.id) &&
        (!inputs.practitionerId || practitioner.id === inputs.practitionerId) &&
        worksThrough(practitioner, day, start, end, timeZone) &&
        clear(start, end, practitioner.timeOff) &&
        notBusy(start, end, practitioner.busy, now),
    )
    .map((practitioner) => practitioner.id)
    .sort();
  if (!practitionerIds.length) return none;
  if (service.roomKind === null) return { practitionerIds, roomIds: [] };
  const roomIds = inputs.rooms
    .filter(
      (room) => room.active && room.kind === service.roomKind && clear(start, end, room.closures) && notBusy(start, end, room.busy, now),
    )
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1))
    .map((room) => room.id);
  return roomIds.length ? { practitionerIds, roomIds } : none;
}

/**
 * The starts offered on `inputs.day`, earliest first: every step of the day's wall clock at which some
 * qualified practitioner (the chosen one, or any) and, when the service needs one, some room of its kind
 * are free for the whole session and its buffer. A wall-clock time a change of summer time skips or
 * repeats is offered once.
 */
export function availableStarts(inputs: AvailabilityInputs): OfferedStart[] {
  const step = inputs.stepMinutes ?? DEFAULT_STEP_MINUTES;
  const offered: OfferedStart[] = [];
  const seen = new Set<number>();
  for (let minute = 0; minute < 24 * 60; minute += step) {
    const startsAt = zonedInstant(inputs.day, minute, inputs.timeZone);
    // A skipped wall-clock time lands on a neighbouring instant, possibly one already listed.
    if (seen.has(startsAt.getTime()) || todayIn(inputs.timeZone, startsAt) !== inputs.day) continue;
    seen.add(startsAt.getTime());
    const free = freeAt(inputs, startsAt);
    if (free.practitionerIds.length && (inputs.service.roomKind === null || free.roomIds.length)) offered.push({ startsAt, ...free });
  }
  return offered.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
