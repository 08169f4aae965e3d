import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { slotOfTime, weekdayOf } from '#app/lib/class-times.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { calendarEvents, classes } from '../db/schema.ts';
import { siteSettings } from '../site.ts';
import { slotHasStarted } from '../zoned-time.ts';
import { type CalendarEventRow, eventsWithBookings } from './events-admin.ts';

// The class timetable: each class with weekly times keeps its next `weeks_ahead` weeks of dated calendar
// events made, one per date and time (the unique index on class, date and time makes that hold even when
// two processes make them at once). A made date is an ordinary calendar event, booked like any other. A
// change to the class reaches its future dates that no guest has booked; a booked date keeps what the
// guest booked, and the change names it.

/** The timed job's name (its row in timed_jobs), and how often it runs: hourly, so the horizon moves on each day. */
export const CLASS_TIMETABLE_JOB = 'class-timetable';
export const CLASS_TIMETABLE_EVERY_MS = 60 * 60_000;

type ClassRow = typeof classes.$inferSelect;
type Actor = Pick<StaffSession, 'userId' | 'email'>;

export interface TimetableMoment {
  now: Date;
  timeZone: string;
}

/** Now, on the estate's clock: what a staff edit carries its class's dates from. */
export function timetableNow(): TimetableMoment {
  return { now: new Date(), timeZone: siteSettings().timeZone };
}

/** What every dated event of the class carries from it. */
function eventValuesOf(row: ClassRow) {
  return {
    title: row.title,
    description: row.description,
    tag: 'UPCOMING',
    price: row.price,
    duration: row.duration,
    slotCapacity: row.capacity,
    imageUrl: row.imageUrl,
    instructorId: row.instructorId,
    type: 'workshop' as const,
    paymentMode: 'at-estate' as const,
  };
}

/**
 * The dates and times the class should have from today (or its first day, when later) on, over its horizon
 * counted from today; slots already begun today are left out.
 */
export function timetableSlots(row: Pick<ClassRow, 'weeklyTimes' | 'weeksAhead' | 'startsOn'>, moment: TimetableMoment) {
  const today = todayIn(moment.timeZone, moment.now);
  const slots: { eventDate: string; classTime: string }[] = [];
  for (let day = 0; day < row.weeksAhead * 7; day += 1) {
    const eventDate = addDays(today, day);
    if (row.startsOn && eventDate < row.startsOn) continue;
    const weekday = weekdayOf(eventDate);
    for (const entry of row.weeklyTimes) {
      if (entry.weekday !== weekday) continue;
      if (slotHasStarted(eventDate, slotOfTime(entry.time), moment.now, moment.timeZone)) continue;
      slots.push({ eventDate, classTime: entry.time });
    }
  }
  return slots;
}

/** Makes the class's missing dates; those already made (by this process or another) are left as they are. */
export async function makeMissing(db: Database, row: ClassRow, moment: TimetableMoment): Promise<number> {
  const slots = timetableSlots(row, moment);
  if (slots.length === 0) return 0;
  const values = eventValuesOf(row);
  const made = await db
    .insert(calendarEvents)
    .values(slots.map((slot) => ({ ...values, ...slot, classId: row.id, timeSlots: [slotOfTime(slot.classTime)] })))
    .onConflictDoNothing()
    .returning({ id: calendarEvents.id });
  return made.length;
}

/** The timetable job: every class with weekly times gets its next weeks' dates. Answers how many events it made. */
export async function makeTimetable(db: Database, moment: TimetableMoment): Promise<number> {
  const templates = await db
    .select()
    .from(classes)
    .where(sql`jsonb_array_length(${classes.weeklyTimes}) > 0`);
  let made = 0;
  for (const row of templates) made += await makeMissing(db, row, moment);
  return made;
}

/** The class's dates from today on, locked as a booking locks them, and which of them guests have booked. */
async function lockFutureDates(tx: Database, classId: string, moment: TimetableMoment) {
  const future = await tx
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.classId, classId), gte(calendarEvents.eventDate, todayIn(moment.timeZone, moment.now))))
    .for('update');
  const withBookings = await eventsWithBookings(
    tx,
    future.map((event) => event.id),
    moment.now,
  );
  const isBooked = (id: string) => withBookings.live.has(id) || withBookings.paid.has(id);
  return { future, isBooked };
}

async function deleteDates(tx: Database, actor: Actor, events: CalendarEventRow[]): Promise<void> {
  if (events.length === 0) return;
  for (const before of events)
    await recordAudit(tx, { actor, entity: 'event', entityId: before.id, action: 'delete', before, after: null });
  await tx.delete(calendarEvents).where(
    inArray(
      calendarEvents.id,
      events.map((event) => event.id),
    ),
  );
}

/**
 * After staff change a class (inside their transaction): its future dates without bookings take the new
 * details, or go when their weekday and time are no longer the class's, or they fall before its first day or
 * past its horizon; the dates it now lacks are made. A cancelled date is left alone. Answers the booked dates
 * that differ from the class and so kept their old details.
 */
export async function applyClassToTimetable(tx: Database, actor: Actor, row: ClassRow, moment: TimetableMoment): Promise<string[]> {
  const { future, isBooked } = await lockFutureDates(tx, row.id, moment);
  const wanted = new Set(timetableSlots(row, moment).map((slot) => `${slot.eventDate} ${slot.classTime}`));
  const values = eventValuesOf(row);
  const kept = new Set<string>();
  const gone: CalendarEventRow[] = [];
  for (const before of future) {
    // A date the estate cancelled stays as staff left it: its row also keeps the job from making it again.
    if (before.cancelledAt) continue;
    const stillWanted = wanted.has(`${before.eventDate} ${before.classTime}`);
    const changes = Object.entries(values).some(([key, value]) => before[key as keyof typeof values] !== value);
    if (isBooked(before.id)) {
      if (changes || !stillWanted) kept.add(before.eventDate);
    } else if (!stillWanted) {
      gone.push(before);
    } else if (changes) {
      const [after] = await tx.update(calendarEvents).set(values).where(eq(calendarEvents.id, before.id)).returning();
      await recordAudit(tx, { actor, entity: 'event', entityId: before.id, action: 'update', before, after: after ?? null });
    }
  }
  await deleteDates(tx, actor, gone);
  await makeMissing(tx, row, moment);
  return [...kept].sort();
}

/** Before a class is deleted: its future dates without bookings go with it; booked ones stay as ordinary events. */
export async function dropUnbookedDates(tx: Database, actor: Actor, classId: string, moment: TimetableMoment): Promise<void> {
  const { future, isBooked } = await lockFutureDates(tx, classId, moment);
  await deleteDates(
    tx,
    actor,
    future.filter((event) => !isBooked(event.id)),
  );
}
