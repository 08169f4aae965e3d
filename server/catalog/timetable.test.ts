import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMETABLE_MESSAGES } from '#app/lib/admin/timetable-messages.ts';
import { type ClassWeeklyTime, weekdayOf } from '#app/lib/class-times.ts';
import { addDays, formatShortDate, todayIn } from '#app/lib/dates.ts';
import type { ClassInput } from '#app/lib/schemas/admin/class.ts';
import { createEventBooking } from '#server/bookings/event-booking.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { calendarEvents, classes } from '#server/db/schema.ts';
import { createSharedTestDatabase } from '#tests/support/database.ts';
import { bookingRequest, TIME_ZONE } from '#tests/support/factories.ts';
import { listAudit } from '../audit/index.ts';
import { Refusal } from '../refusal.ts';
import { zonedInstant } from '../zoned-time.ts';
import { createClass, deleteClass, updateClass } from './classes-admin.ts';
import { listTimetable } from './classes-public.ts';
import { listCalendarCards } from './events.ts';
import { createEvent } from './events-admin.ts';
import { createInstructor, deleteInstructor, updateInstructor } from './instructors-admin.ts';
import { makeTimetable, timetableSlots } from './timetable.ts';

// The class timetable: a class's weekly times make its next weeks of calendar events, once each, even from
// two app processes at the same moment; a change to the class reaches the dates nobody booked.

let shared: { handles: DatabaseHandle[]; close(): Promise<void> };
const actor = { userId: 'user-1', email: 'owner@example.org' };

beforeAll(async () => {
  shared = await createSharedTestDatabase();
});
afterAll(async () => {
  await shared?.close();
});

// Midnight at the start of tomorrow on the estate's clock: no weekly time has begun yet, and every date
// made from here on can still be booked now.
const tomorrow = addDays(todayIn(TIME_ZONE), 1);
const moment = { now: zonedInstant(tomorrow, 0, TIME_ZONE), timeZone: TIME_ZONE };
const MONDAY_MORNING: ClassWeeklyTime = { weekday: 1, time: '07:00' };
const THURSDAY_EVENING: ClassWeeklyTime = { weekday: 4, time: '17:30' };

const classInput = (overrides: Partial<ClassInput> = {}): ClassInput => ({
  title: 'Morning Hatha',
  instructor: 'Meera Nair',
  duration: '60 min',
  price: 'Rs 500',
  capacity: 15,
  schedule: '',
  weeklyTimes: [MONDAY_MORNING, THURSDAY_EVENING],
  weeksAhead: 2,
  startsOn: null,
  description: 'Gentle postures.',
  ...overrides,
});

async function datesOf(classId: string) {
  return shared.handles[0]!.db.select()
    .from(calendarEvents)
    .where(eq(calendarEvents.classId, classId))
    .orderBy(asc(calendarEvents.eventDate), asc(calendarEvents.classTime));
}

/** The weekday of each made date with its slot, as the calendar shows it. */
const shape = (rows: { eventDate: string; timeSlots: string[] }[]) =>
  rows.map((row) => `${new Date(`${row.eventDate}T00:00:00Z`).getUTCDay()} ${row.timeSlots.join(',')}`);

describe(`the class timetable (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it("makes each class's next weeks of dates once, however often the job runs", async () => {
    const db = shared.handles[0]!.db;
    const made = await createClass(db, actor, classInput(), null, moment);
    const rows = await datesOf(made.id);
    // Two weeks from tomorrow hold two Mondays and two Thursdays.
    expect(shape(rows).sort()).toEqual(['1 7:00 AM', '1 7:00 AM', '4 5:30 PM', '4 5:30 PM']);
    expect(rows.every((row) => row.eventDate >= tomorrow && row.eventDate < addDays(tomorrow, 14))).toBe(true);
    expect(rows[0]).toMatchObject({ title: 'Morning Hatha', price: 'Rs 500', slotCapacity: 15, paymentMode: 'at-estate' });

    expect(await makeTimetable(db, moment)).toBe(0);
    // A date the estate cancelled is neither made again nor changed by the next save.
    await db.update(calendarEvents).set({ cancelledAt: moment.now }).where(eq(calendarEvents.id, rows[0]!.id));
    await updateClass(db, actor, made.id, classInput({ price: 'Rs 550' }), undefined, moment);
    const afterSave = await datesOf(made.id);
    expect(afterSave.find((row) => row.id === rows[0]!.id)).toMatchObject({ price: 'Rs 500', cancelledAt: moment.now });
    expect(afterSave.filter((row) => row.id !== rows[0]!.id).every((row) => row.price === 'Rs 550')).toBe(true);
    expect(afterSave).toHaveLength(4);
    // A week later the horizon has moved on: only the new week's two dates are made.
    expect(await makeTimetable(db, { ...moment, now: new Date(moment.now.getTime() + 7 * 86_400_000) })).toBe(2);
    expect(await datesOf(made.id)).toHaveLength(6);
    await deleteClass(db, actor, made.id, moment);
  });

  it('makes no date twice when two processes run the job at the same moment', async () => {
    const [first, second] = [shared.handles[0]!.db, (shared.handles[1] ?? shared.handles[0]!).db];
    // Times set without the staff's save, so that only the two jobs make the dates.
    const [row] = await first
      .insert(classes)
      .values({ ...classInput({ title: 'Evening Yin' }), weeksAhead: 3 })
      .returning();
    const made = await Promise.all([makeTimetable(first, moment), makeTimetable(second, moment), makeTimetable(first, moment)]);
    const rows = await datesOf(row!.id);
    expect(rows).toHaveLength(6);
    expect(made.reduce((sum, count) => sum + count, 0)).toBe(6);
    await deleteClass(first, actor, row!.id, moment);
  });

  it('carries a change to the dates nobody booked, and names the booked dates that keep their old details', async () => {
    const db = shared.handles[0]!.db;
    const made = await createClass(db, actor, classInput({ title: 'Pranayama' }), null, moment);
    const firstThursday = (await datesOf(made.id)).find((row) => row.classTime === '17:30')!;
    await createEventBooking(db, bookingRequest({ eventId: firstThursday.id, slot: '5:30 PM' }), { timeZone: TIME_ZONE });

    const saved = await updateClass(
      db,
      actor,
      made.id,
      classInput({ title: 'Pranayama', price: 'Rs 600', weeklyTimes: [MONDAY_MORNING, { weekday: 4, time: '18:00' }] }),
      undefined,
      moment,
    );
    expect(saved?.kept).toEqual([firstThursday.eventDate]);
    expect(TIMETABLE_MESSAGES.updated(saved!.kept)).toBe(
      `Class updated successfully. Guests have booked these dates, so they keep their old details: ${formatShortDate(firstThursday.eventDate)}.`,
    );

    const rows = await datesOf(made.id);
    const booked = rows.find((row) => row.id === firstThursday.id);
    expect(booked).toMatchObject({ price: 'Rs 500', timeSlots: ['5:30 PM'] });
    const others = rows.filter((row) => row.id !== firstThursday.id);
    expect(others.every((row) => row.price === 'Rs 600')).toBe(true);
    // The unbooked 5:30 PM Thursday went; each Thursday now has its 6:00 PM date.
    expect(shape(others).sort()).toEqual(['1 7:00 AM', '1 7:00 AM', '4 6:00 PM', '4 6:00 PM']);

    // Deleting the class leaves the booked date on the calendar as an ordinary event.
    await deleteClass(db, actor, made.id, moment);
    const left = await db
      .select()
      .from(calendarEvents)
      .where(and(eq(calendarEvents.id, firstThursday.id)));
    expect(left).toHaveLength(1);
    expect(await datesOf(made.id)).toHaveLength(0);
  });

  it('makes no date before the first date, and counts the horizon from today', () => {
    const startsOn = addDays(tomorrow, 7);
    const slots = timetableSlots({ weeklyTimes: [MONDAY_MORNING, THURSDAY_EVENING], weeksAhead: 2, startsOn }, moment);
    expect(slots.map((slot) => slot.eventDate).sort()).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((day) => addDays(startsOn, day)).filter((date) => [1, 4].includes(weekdayOf(date))),
    );
    // A first date already past is no limit; one past the horizon leaves nothing to make yet.
    expect(timetableSlots({ weeklyTimes: [MONDAY_MORNING], weeksAhead: 2, startsOn: addDays(tomorrow, -30) }, moment)).toHaveLength(2);
    expect(timetableSlots({ weeklyTimes: [MONDAY_MORNING], weeksAhead: 2, startsOn: addDays(tomorrow, 14) }, moment)).toEqual([]);
  });

  it('makes a class with a first date its dates from that day only, by the job and by the save', async () => {
    const db = shared.handles[0]!.db;
    const startsOn = addDays(tomorrow, 7);
    const made = await createClass(db, actor, classInput({ title: 'Later Hatha', startsOn }), null, moment);
    const rows = await datesOf(made.id);
    expect(shape(rows).sort()).toEqual(['1 7:00 AM', '4 5:30 PM']);
    expect(rows.every((row) => row.eventDate >= startsOn)).toBe(true);
    // The job makes nothing more before that day, and a week on makes the next week's two dates.
    expect(await makeTimetable(db, moment)).toBe(0);
    expect(await makeTimetable(db, { ...moment, now: new Date(moment.now.getTime() + 7 * 86_400_000) })).toBe(2);
    await deleteClass(db, actor, made.id, moment);
  });

  it('drops the unbooked dates before a later first date, and names the booked ones it keeps', async () => {
    const db = shared.handles[0]!.db;
    const made = await createClass(db, actor, classInput({ title: 'Moving Yin' }), null, moment);
    const before = await datesOf(made.id);
    expect(before).toHaveLength(4);
    const startsOn = addDays(tomorrow, 7);
    const firstWeek = before.filter((row) => row.eventDate < startsOn);
    expect(firstWeek).toHaveLength(2);
    const booked = firstWeek[0]!;
    await createEventBooking(db, bookingRequest({ eventId: booked.id, slot: booked.timeSlots[0]! }), { timeZone: TIME_ZONE });

    const saved = await updateClass(db, actor, made.id, classInput({ title: 'Moving Yin', startsOn }), undefined, moment);
    expect(saved?.kept).toEqual([booked.eventDate]);
    const after = await datesOf(made.id);
    expect(after.filter((row) => row.eventDate < startsOn).map((row) => row.id)).toEqual([booked.id]);
    expect(after.filter((row) => row.eventDate >= startsOn)).toHaveLength(2);
    // The class's history says when it now starts; clearing the day brings the first week's dates back.
    const [latest] = await listAudit(db, 'class', made.id);
    expect(latest?.changes.startsOn).toEqual([null, startsOn]);
    await updateClass(db, actor, made.id, classInput({ title: 'Moving Yin', startsOn: null }), undefined, moment);
    expect(await datesOf(made.id)).toHaveLength(4);
    await deleteClass(db, actor, made.id, moment);
  });

  it('keeps a class without weekly times off the calendar, its free-text schedule standing alone', async () => {
    const db = shared.handles[0]!.db;
    const made = await createClass(
      db,
      actor,
      classInput({ title: 'Sound bath', weeklyTimes: [], schedule: 'Sundays at dusk' }),
      null,
      moment,
    );
    await makeTimetable(db, moment);
    expect(await datesOf(made.id)).toHaveLength(0);
  });
});

describe(`instructors (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('are picked by name: a class and its dates carry the record, a rename reaches the class, and every change is audited', async () => {
    const db = shared.handles[0]!.db;
    const before = await createClass(db, actor, classInput({ title: 'Yoga Nidra', instructor: 'Kavya Rao' }), null, moment);
    expect(before.instructorId).toBeNull();

    // Adding the record links the class that already names them; a class saved with the name links at once.
    const kavya = await createInstructor(db, actor, { name: 'Kavya Rao', bio: 'Teaches rest.' });
    const [linked] = await db.select().from(classes).where(eq(classes.id, before.id));
    expect(linked!.instructorId).toBe(kavya.id);
    const saved = await updateClass(
      db,
      actor,
      before.id,
      classInput({ title: 'Yoga Nidra', instructor: ' kavya rao ' }),
      undefined,
      moment,
    );
    expect(saved?.row.instructorId).toBe(kavya.id);
    expect((await datesOf(before.id)).every((row) => row.instructorId === kavya.id)).toBe(true);

    await updateInstructor(db, actor, kavya.id, { name: 'Kavya R. Rao', bio: 'Teaches rest.' });
    const [renamed] = await db.select().from(classes).where(eq(classes.id, before.id));
    expect(renamed!.instructor).toBe('Kavya R. Rao');
    expect((await listTimetable(db, moment)).find((item) => item.id === before.id)).toMatchObject({
      instructor: 'Kavya R. Rao',
      instructorBio: 'Teaches rest.',
    });

    await deleteInstructor(db, actor, kavya.id);
    const [kept] = await db.select().from(classes).where(eq(classes.id, before.id));
    expect(kept).toMatchObject({ instructor: 'Kavya R. Rao', instructorId: null });
    expect((await listAudit(db, 'instructor', kavya.id)).map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
  });

  it('are picked on an event, named on its calendar card, and an unknown one is refused', async () => {
    const db = shared.handles[0]!.db;
    const leader = await createInstructor(db, actor, { name: 'Devika Iyer', bio: '' });
    const eventDate = addDays(tomorrow, 2);
    const input = {
      title: 'Full moon meditation',
      tag: 'UPCOMING' as const,
      price: 'Rs 300',
      duration: '45 min',
      eventDate,
      description: 'Sitting together.',
      timeSlots: ['8:00 PM'],
      expandedDescription: undefined,
      slotCapacity: 20,
      type: 'workshop' as const,
      paymentMode: 'at-estate' as const,
      staffConfirms: false,
    };
    const event = await createEvent(db, actor, { ...input, instructorId: leader.id });
    const cards = await listCalendarCards(db, eventDate, {}, moment);
    expect(cards.find((card) => card.id === event.id)?.instructor).toBe('Devika Iyer');

    const unknown = await createEvent(db, actor, { ...input, instructorId: crypto.randomUUID() }).catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(Refusal);
    expect(unknown).toMatchObject({ status: 400, message: TIMETABLE_MESSAGES.unknownInstructor });
  });
});
