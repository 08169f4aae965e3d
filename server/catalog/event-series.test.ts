import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SERIES_MESSAGES } from '#app/lib/admin/series-messages.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { MAX_SERIES_EVENTS, REPEAT_MESSAGES } from '#app/lib/event-repeat.ts';
import type { EventInput } from '#app/lib/schemas/admin/event.ts';
import type { RepeatInput } from '#app/lib/schemas/admin/event-series.ts';
import { listAudit } from '#server/audit/index.ts';
import { createEventBooking } from '#server/bookings/event-booking.ts';
import { createEventSeries, deleteThisAndLater, updateThisAndLater } from '#server/catalog/event-series.ts';
import { findEvent, updateEvent } from '#server/catalog/events-admin.ts';
import { bookings, calendarEvents } from '#server/db/schema.ts';
import { openTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { bookingRequest, TIME_ZONE } from '#tests/support/factories.ts';
import { Refusal } from '../refusal.ts';

let database: TestDatabase;
const actor = { userId: 'user-1', email: 'owner@example.org' };

openTestDatabase((opened) => (database = opened));

/** A Wednesday a few weeks ahead: every date of the series is bookable. */
function nextWednesday(): string {
  let date = addDays(todayIn(TIME_ZONE), 7);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 3) date = addDays(date, 1);
  return date;
}

const input = (overrides: Partial<EventInput & RepeatInput> = {}): EventInput & Partial<RepeatInput> => ({
  title: 'Weekly yoga',
  tag: 'UPCOMING',
  price: 'Rs 500',
  duration: '60 min',
  eventDate: nextWednesday(),
  description: 'With Meera Nair',
  timeSlots: ['7:00 AM', '9:00 AM'],
  expandedDescription: undefined,
  slotCapacity: 10,
  type: 'workshop',
  paymentMode: 'at-estate',
  staffConfirms: false,
  repeat: 'weekly',
  repeatWeekdays: [3],
  repeatEnds: 'count',
  repeatCount: 4,
  ...overrides,
});

const weeks = (start: string, count: number) => Array.from({ length: count }, (_, week) => addDays(start, week * 7));

async function seriesRows(seriesId: string) {
  const rows = await database.db.select().from(calendarEvents).where(eq(calendarEvents.seriesId, seriesId));
  return rows.sort((a, b) => a.eventDate.localeCompare(b.eventDate));
}

async function book(eventId: string, slot: string) {
  return createEventBooking(database.db, bookingRequest({ eventId, slot }), { timeZone: TIME_ZONE });
}

describe(`recurring events (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('a weekly repeat for 4 times makes 4 ordinary events linked by one series id, each recorded', async () => {
    const start = nextWednesday();
    const rows = await createEventSeries(database.db, actor, input());
    expect(rows.map((row) => row.eventDate)).toEqual(weeks(start, 4));
    const seriesId = rows[0]!.seriesId!;
    expect(seriesId).toMatch(/^[0-9a-f-]{36}$/);
    expect(rows.every((row) => row.seriesId === seriesId && row.title === 'Weekly yoga' && row.slotCapacity === 10)).toBe(true);
    for (const row of rows) expect((await listAudit(database.db, 'event', row.id)).map((entry) => entry.action)).toEqual(['create']);
    expect(SERIES_MESSAGES.created(rows.map((row) => row.eventDate))).toMatch(/^Event created successfully: 4 events, from /);
  });

  it('chosen weekdays until a date, and every day; one event alone has no series', async () => {
    const start = nextWednesday();
    const twice = await createEventSeries(
      database.db,
      actor,
      input({ repeatWeekdays: [1, 3], repeatEnds: 'until', repeatUntil: addDays(start, 12), repeatCount: undefined }),
    );
    // Wednesday, Monday, Wednesday, Monday (the 12th day after is a Monday).
    expect(twice.map((row) => row.eventDate)).toEqual([start, addDays(start, 5), addDays(start, 7), addDays(start, 12)]);
    const daily = await createEventSeries(database.db, actor, input({ repeat: 'daily', repeatCount: 3 }));
    expect(daily.map((row) => row.eventDate)).toEqual([start, addDays(start, 1), addDays(start, 2)]);
    const single = await createEventSeries(database.db, actor, input({ repeat: 'none' }));
    expect(single).toHaveLength(1);
    expect(single[0]!.seriesId).toBeNull();
  });

  it('a year of daily events at most; a rule past the limit or with no weekday is refused and stores nothing', async () => {
    const title = `Limit ${Date.now()}`;
    const count = async () => (await database.db.select().from(calendarEvents).where(eq(calendarEvents.title, title))).length;
    const tooMany = input({ title, repeat: 'daily', repeatEnds: 'until', repeatUntil: addDays(nextWednesday(), MAX_SERIES_EVENTS) });
    await expect(createEventSeries(database.db, actor, tooMany)).rejects.toMatchObject({
      status: 400,
      message: REPEAT_MESSAGES.tooMany,
      fieldErrors: { repeatUntil: [REPEAT_MESSAGES.tooMany] },
    });
    await expect(createEventSeries(database.db, actor, input({ title, repeatCount: MAX_SERIES_EVENTS + 1 }))).rejects.toThrow(Refusal);
    await expect(createEventSeries(database.db, actor, input({ title, repeatWeekdays: [] }))).rejects.toMatchObject({
      fieldErrors: { repeatWeekdays: [REPEAT_MESSAGES.weekdays] },
    });
    await expect(
      createEventSeries(database.db, actor, input({ title, repeatEnds: 'until', repeatUntil: addDays(nextWednesday(), -1) })),
    ).rejects.toMatchObject({ message: REPEAT_MESSAGES.untilBefore });
    // An online class without its price is refused before anything is stored, as a single event is.
    await expect(createEventSeries(database.db, actor, input({ title, paymentMode: 'online' }))).rejects.toThrow(Refusal);
    expect(await count()).toBe(0);
    const year = await createEventSeries(database.db, actor, input({ title, repeat: 'daily', repeatCount: MAX_SERIES_EVENTS }));
    expect(year).toHaveLength(MAX_SERIES_EVENTS);
  });

  it('"this event" changes that date alone; "this and later" changes it and the later ones, not the earlier', async () => {
    const rows = await createEventSeries(database.db, actor, input());
    const [first, second, third] = rows;
    await updateEvent(database.db, actor, second!.id, input({ eventDate: second!.eventDate, title: 'Only week 2' }));
    expect((await seriesRows(first!.seriesId!)).map((row) => row.title)).toEqual([
      'Weekly yoga',
      'Only week 2',
      'Weekly yoga',
      'Weekly yoga',
    ]);

    const outcome = await updateThisAndLater(
      database.db,
      actor,
      third!.id,
      input({ eventDate: third!.eventDate, title: 'Evening yoga', timeSlots: ['6:00 PM'], price: 'Rs 600' }),
    );
    expect(outcome?.kept).toEqual([]);
    const after = await seriesRows(first!.seriesId!);
    expect(after.map((row) => [row.title, row.timeSlots, row.price])).toEqual([
      ['Weekly yoga', ['7:00 AM', '9:00 AM'], 'Rs 500'],
      ['Only week 2', ['7:00 AM', '9:00 AM'], 'Rs 500'],
      ['Evening yoga', ['6:00 PM'], 'Rs 600'],
      ['Evening yoga', ['6:00 PM'], 'Rs 600'],
    ]);
    expect((await listAudit(database.db, 'event', rows[3]!.id))[0]!.changes).toMatchObject({ title: ['Weekly yoga', 'Evening yoga'] });
  });

  it('a booked slot is never removed or moved by a series edit: that date keeps its old slots and is reported', async () => {
    const start = nextWednesday();
    const rows = await createEventSeries(database.db, actor, input());
    const week2 = rows[1]!;
    const week3 = rows[2]!;
    await book(week2.id, '7:00 AM');
    // A booking on a slot the edit keeps does not hold its date back.
    await book(week3.id, '9:00 AM');
    // A cancelled booking holds nothing.
    const { booking } = await book(rows[3]!.id, '7:00 AM');
    await database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking.id));

    const outcome = await updateThisAndLater(
      database.db,
      actor,
      rows[0]!.id,
      input({ eventDate: start, timeSlots: ['8:00 AM', '9:00 AM'], title: 'Yoga at eight' }),
    );
    expect(outcome?.kept).toEqual([week2.eventDate]);
    const after = await seriesRows(rows[0]!.seriesId!);
    expect(after.map((row) => [row.eventDate, row.timeSlots, row.title])).toEqual([
      [start, ['8:00 AM', '9:00 AM'], 'Yoga at eight'],
      // The guest's booking wins: the old slots stay; the rest of the edit still applies.
      [week2.eventDate, ['7:00 AM', '9:00 AM'], 'Yoga at eight'],
      [week3.eventDate, ['8:00 AM', '9:00 AM'], 'Yoga at eight'],
      [rows[3]!.eventDate, ['8:00 AM', '9:00 AM'], 'Yoga at eight'],
    ]);
    expect(SERIES_MESSAGES.updated(outcome!.kept)).toContain('Guests have booked these dates, so they kept their old date and time slots');

    // Moving the series a day later moves every date but the two with bookings (week 2 and week 3).
    const moved = await updateThisAndLater(
      database.db,
      actor,
      rows[0]!.id,
      input({ eventDate: addDays(start, 1), timeSlots: ['8:00 AM', '9:00 AM'], title: 'Yoga at eight' }),
    );
    expect(moved?.kept).toEqual([week2.eventDate, week3.eventDate]);
    expect((await seriesRows(rows[0]!.seriesId!)).map((row) => row.eventDate)).toEqual([
      addDays(start, 1),
      week2.eventDate,
      week3.eventDate,
      addDays(rows[3]!.eventDate, 1),
    ]);
  });

  it('a "this event" edit still refuses to remove a booked slot, as a single event does', async () => {
    const rows = await createEventSeries(database.db, actor, input());
    await book(rows[1]!.id, '7:00 AM');
    await expect(
      updateEvent(database.db, actor, rows[1]!.id, input({ eventDate: rows[1]!.eventDate, timeSlots: ['8:00 AM'] })),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('deleting "this and later" deletes the later dates without bookings and keeps the booked ones, naming them', async () => {
    const rows = await createEventSeries(database.db, actor, input());
    const { booking } = await book(rows[2]!.id, '9:00 AM');
    const outcome = await deleteThisAndLater(database.db, actor, rows[1]!.id);
    expect(outcome?.kept).toEqual([rows[2]!.eventDate]);
    expect(outcome?.rows.map((row) => row.eventDate).sort()).toEqual([rows[1]!.eventDate, rows[3]!.eventDate]);
    expect((await seriesRows(rows[0]!.seriesId!)).map((row) => row.id)).toEqual([rows[0]!.id, rows[2]!.id]);
    expect(SERIES_MESSAGES.deleted(outcome!.kept)).toMatch(/^Event deleted successfully\. Guests have booked these dates/);
    expect((await listAudit(database.db, 'event', rows[3]!.id))[0]!.action).toBe('delete');
    const [kept] = await database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept?.eventId).toBe(rows[2]!.id);

    // Only booked dates left from here on: nothing is deleted, and the refusal names them.
    await expect(deleteThisAndLater(database.db, actor, rows[2]!.id)).rejects.toMatchObject({
      status: 409,
      message: SERIES_MESSAGES.nothingDeleted([rows[2]!.eventDate]),
    });
    expect(await findEvent(database.db, rows[2]!.id)).not.toBeNull();
  });

  it('answers null for an event that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(await updateThisAndLater(database.db, actor, missing, input())).toBeNull();
    expect(await deleteThisAndLater(database.db, actor, missing)).toBeNull();
  });
});
