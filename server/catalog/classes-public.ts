import { and, asc, eq, getTableColumns, gte, inArray, isNull } from 'drizzle-orm';
import type { TimetableClassView } from '#app/lib/class-timetable-view.ts';
import { todayIn } from '#app/lib/dates.ts';
import type { Database } from '../db/client.ts';
import { calendarEvents, classes, instructors } from '../db/schema.ts';
import type { TimetableMoment } from './timetable.ts';

/** How many coming dates each class shows on the timetable. */
export const NEXT_DATES_SHOWN = 4;

/** Every class, by title, with its instructor, its weekly times and its next dates on the calendar that are not cancelled. */
export async function listTimetable(db: Database, moment: TimetableMoment): Promise<TimetableClassView[]> {
  const rows = await db
    .select({
      ...getTableColumns(classes),
      instructorName: instructors.name,
      instructorBio: instructors.bio,
      instructorPhoto: instructors.imageUrl,
    })
    .from(classes)
    .leftJoin(instructors, eq(instructors.id, classes.instructorId))
    .orderBy(asc(classes.title), asc(classes.id));
  if (rows.length === 0) return [];
  const today = todayIn(moment.timeZone, moment.now);
  const dates = await db
    .select({ classId: calendarEvents.classId, date: calendarEvents.eventDate, slots: calendarEvents.timeSlots })
    .from(calendarEvents)
    .where(
      and(
        inArray(
          calendarEvents.classId,
          rows.map((row) => row.id),
        ),
        gte(calendarEvents.eventDate, today),
        isNull(calendarEvents.cancelledAt),
      ),
    )
    .orderBy(asc(calendarEvents.eventDate), asc(calendarEvents.classTime));
  const next = new Map<string, { date: string; slot: string }[]>();
  for (const row of dates) {
    const list = next.get(row.classId!) ?? [];
    if (list.length < NEXT_DATES_SHOWN) list.push({ date: row.date, slot: row.slots.join(', ') });
    next.set(row.classId!, list);
  }
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    instructor: row.instructorName ?? row.instructor,
    instructorBio: row.instructorBio || null,
    instructorPhoto: row.instructorPhoto,
    duration: row.duration,
    price: row.price,
    imageUrl: row.imageUrl,
    weeklyTimes: row.weeklyTimes,
    schedule: row.schedule,
    startsOn: row.startsOn && row.startsOn > today ? row.startsOn : null,
    nextDates: next.get(row.id) ?? [],
  }));
}
