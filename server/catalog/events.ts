import { and, asc, desc, eq, getTableColumns, gte, lt, sql } from 'drizzle-orm';
import { shiftMonth } from '#app/lib/calendar-url.ts';
import { categoryFromTitle, matchesSearch, type TimeOfDay, timeOfDay } from '#app/lib/events.ts';
import { seatsTakenBySlot } from '../bookings/event-booking.ts';
import type { Database } from '../db/client.ts';
import { calendarEvents, type EventType, instructors } from '../db/schema.ts';
import { slotHasStarted } from '../zoned-time.ts';

export interface EventFilters {
  search?: string;
  time?: TimeOfDay;
  type?: EventType;
}

export interface CalendarSlot {
  time: string;
  seatsLeft: number;
  /** Its start time has passed: shown as started and not bookable (createEventBooking refuses it too). */
  started: boolean;
}

/** The moment the calendar is read at, and the estate's zone its slot times are in. */
export interface CalendarMoment {
  now: Date;
  timeZone: string;
}

/** A calendar card: the event's own fields, plus seats left in each slot. */
export interface CalendarCard {
  id: string;
  title: string;
  description: string;
  tag: string;
  category: ReturnType<typeof categoryFromTitle>;
  type: EventType;
  price: string;
  duration: string;
  eventDate: string;
  imageUrl: string | null;
  expandedDescription: string | null;
  slots: CalendarSlot[];
  /** Set for a class paid online: what its checkout charges; null when it is paid at the estate. */
  onlinePricePaise: number | null;
  /** The estate cancelled this date: the card stays, saying so (with staff's reason), and books nothing. */
  cancelled: { reason: string } | null;
  instructor: string | null;
}

/** The events of one day, newest created first, narrowed by the side panel's search and filters. */
// The calendar's two queries are built and planned once per database and connection, not on every
// page: building them was 7 % of the CPU of a calendar page rendered per request.
const preparedQueries = new WeakMap<Database, ReturnType<typeof prepareQueries>>();

function prepareQueries(db: Database) {
  const day = (byType: boolean) =>
    db
      .select({ ...getTableColumns(calendarEvents), taken: seatsTakenBySlot(sql.placeholder('now')), instructor: instructors.name })
      .from(calendarEvents)
      .leftJoin(instructors, eq(instructors.id, calendarEvents.instructorId))
      .where(
        and(eq(calendarEvents.eventDate, sql.placeholder('date')), byType ? eq(calendarEvents.type, sql.placeholder('type')) : undefined),
      )
      .orderBy(desc(calendarEvents.createdAt), asc(calendarEvents.title))
      .prepare(byType ? 'calendar_day_by_type' : 'calendar_day');
  return {
    day: day(false),
    dayByType: day(true),
    datesFrom: db
      .selectDistinct({ eventDate: calendarEvents.eventDate })
      .from(calendarEvents)
      .where(and(gte(calendarEvents.eventDate, sql.placeholder('from')), lt(calendarEvents.eventDate, sql.placeholder('until'))))
      .orderBy(asc(calendarEvents.eventDate))
      .prepare('calendar_marked_days'),
  };
}

function queriesOf(db: Database): ReturnType<typeof prepareQueries> {
  let queries = preparedQueries.get(db);
  if (!queries) {
    queries = prepareQueries(db);
    preparedQueries.set(db, queries);
  }
  return queries;
}

export async function listCalendarCards(
  db: Database,
  date: string,
  filters: EventFilters,
  moment: CalendarMoment,
): Promise<CalendarCard[]> {
  const queries = queriesOf(db);
  const rows = filters.type
    ? await queries.dayByType.execute({ date, type: filters.type, now: moment.now })
    : await queries.day.execute({ date, now: moment.now });
  const matching = rows
    .filter((row) => matchesSearch(row, filters.search ?? ''))
    .map((row) => ({ ...row, timeSlots: filters.time ? row.timeSlots.filter((slot) => timeOfDay(slot) === filters.time) : row.timeSlots }))
    .filter((row) => row.timeSlots.length > 0);
  return matching.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    tag: row.tag,
    category: categoryFromTitle(row.title),
    type: row.type,
    price: row.price,
    duration: row.duration,
    eventDate: row.eventDate,
    imageUrl: row.imageUrl,
    expandedDescription: row.expandedDescription,
    slots: row.timeSlots.map((time) => ({
      time,
      seatsLeft: Math.max(0, row.slotCapacity - (row.taken?.[time] ?? 0)),
      started: slotHasStarted(row.eventDate, time, moment.now, moment.timeZone),
    })),
    onlinePricePaise: row.paymentMode === 'online' ? row.pricePaise : null,
    cancelled: row.cancelledAt ? { reason: row.cancelReason ?? '' } : null,
    instructor: row.instructor,
  }));
}

/** Which days of a month ('YYYY-MM') have at least one event, for marking the month grid. */
export async function datesWithEvents(db: Database, month: string): Promise<string[]> {
  const next = shiftMonth(month, 1);
  // December 9999 has no next month PostgreSQL can read ('+010000-01'): its bound is the last day plus one.
  const until = /^\d{4}-\d{2}$/.test(next) ? `${next}-01` : 'infinity';
  const rows = await queriesOf(db).datesFrom.execute({ from: `${month}-01`, until });
  return rows.map((row) => row.eventDate);
}
