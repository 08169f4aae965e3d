import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ClassListFilters, type EventListFilters, parseClassFilters, parseEventFilters } from '#app/lib/admin/catalog-filters.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { paginate } from '#app/lib/paginate.ts';
import { createEventBooking } from '#server/bookings/event-booking.ts';
import { countClasses, createClass, listClasses } from '#server/catalog/classes-admin.ts';
import { listCalendarCards } from '#server/catalog/events.ts';
import { countEvents, listEvents } from '#server/catalog/events-admin.ts';
import { bookings, paymentOrders } from '#server/db/schema.ts';
import { openTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { bookingRequest, createEvent, TIME_ZONE } from '#tests/support/factories.ts';

let database: TestDatabase;
const actor = { userId: 'user-1', email: 'owner@example.org' };
openTestDatabase((opened) => (database = opened));

const today = todayIn(TIME_ZONE);
const moment = () => ({ today, now: new Date() });
const filters = (overrides: Partial<EventListFilters> = {}): EventListFilters => ({
  ...parseEventFilters(new URLSearchParams()),
  ...overrides,
});
const all = { limit: 100, offset: 0 };

async function list(overrides: Partial<EventListFilters>, page = all) {
  return listEvents(database.db, filters(overrides), page, moment());
}

describe(`the staff's events list (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('upcoming from today, soonest first; past on its own tab, most recent first', async () => {
    const tag = `order-${Date.now()}`;
    // Created out of date order, as staff enter them.
    for (const offset of [9, -3, 0, 2, -10])
      await createEvent(database.db, { title: `${tag} ${offset}`, eventDate: addDays(today, offset) });
    const upcoming = await list({ q: tag });
    expect(upcoming.map((row) => row.eventDate)).toEqual([today, addDays(today, 2), addDays(today, 9)]);
    const past = await list({ q: tag, tab: 'past' });
    expect(past.map((row) => row.eventDate)).toEqual([addDays(today, -3), addDays(today, -10)]);
    expect(await countEvents(database.db, filters({ q: tag }), moment())).toBe(3);
    expect(await countEvents(database.db, filters({ q: tag, tab: 'past' }), moment())).toBe(2);
  });

  it('narrows by date range, type, tag and text (title or facilitator, any case, % taken literally)', async () => {
    const tag = `filter-${Date.now()}`;
    const day = addDays(today, 200);
    await createEvent(database.db, { title: `${tag} Sound bath`, eventDate: day, type: 'therapy', tag: 'FEATURED' });
    await createEvent(database.db, {
      title: `${tag} Hatha`,
      eventDate: addDays(day, 1),
      type: 'workshop',
      tag: 'UPCOMING',
      description: 'With Meera 100%',
    });
    await createEvent(database.db, { title: `${tag} Retreat day`, eventDate: addDays(day, 5), type: 'retreat', tag: 'POPULAR' });
    const titles = async (overrides: Partial<EventListFilters>) =>
      (await list({ q: tag, ...overrides })).map((row) => row.title.slice(tag.length + 1));
    expect(await titles({ from: addDays(day, 1), to: addDays(day, 5) })).toEqual(['Hatha', 'Retreat day']);
    expect(await titles({ to: day })).toEqual(['Sound bath']);
    expect(await titles({ type: 'therapy' })).toEqual(['Sound bath']);
    expect(await titles({ tag: 'POPULAR' })).toEqual(['Retreat day']);
    expect(await titles({ q: `${tag} SOUND` })).toEqual(['Sound bath']);
    expect((await list({ q: 'meera 100%' })).map((row) => row.title)).toEqual([`${tag} Hatha`]);
    expect(await list({ q: `${tag}_nothing%` })).toEqual([]);
  });

  it('pages with paginate(): a window of the same order, and the count of every match', async () => {
    const tag = `paged-${Date.now()}`;
    for (let day = 0; day < 5; day += 1) await createEvent(database.db, { title: `${tag} ${day}`, eventDate: addDays(today, 300 + day) });
    const total = await countEvents(database.db, filters({ q: tag }), moment());
    const { page, pages, ...window } = paginate(total, 2, 2);
    expect({ total, page, pages }).toEqual({ total: 5, page: 2, pages: 3 });
    expect((await list({ q: tag }, window)).map((row) => row.title)).toEqual([`${tag} 2`, `${tag} 3`]);
  });

  it('each slot carries its seats taken, counted as the public calendar counts them', async () => {
    const day = addDays(today, 20);
    const event = await createEvent(database.db, {
      title: `Seats ${Date.now()}`,
      eventDate: day,
      timeSlots: ['8:00 AM', '11:00 AM'],
      slotCapacity: 5,
    });
    await createEventBooking(database.db, bookingRequest({ eventId: event.id, slot: '8:00 AM' }), { timeZone: TIME_ZONE });
    await createEventBooking(database.db, bookingRequest({ eventId: event.id, slot: '8:00 AM' }), { timeZone: TIME_ZONE });
    const { booking } = await createEventBooking(database.db, bookingRequest({ eventId: event.id, slot: '11:00 AM' }), {
      timeZone: TIME_ZONE,
    });
    await database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking.id));
    // An online checkout still open holds its seat, on the calendar and here alike.
    const now = new Date();
    await database.db.insert(paymentOrders).values({
      provider: 'demo',
      kind: 'event',
      amountPaise: 50_000,
      state: 'created',
      details: {} as typeof paymentOrders.$inferInsert.details,
      customerName: 'Asha Rao',
      customerEmail: 'asha@example.org',
      customerPhone: '+91 98765 43210',
      eventId: event.id,
      selectedSlot: '11:00 AM',
      seatHeldUntil: new Date(now.getTime() + 600_000),
    });
    const [row] = await list({ q: event.title });
    expect(row?.taken).toEqual({ '8:00 AM': 2, '11:00 AM': 1 });
    const [card] = await listCalendarCards(database.db, day, { search: event.title }, { now, timeZone: TIME_ZONE });
    expect(card?.slots.map((slot) => [slot.time, row!.slotCapacity - (row!.taken?.[slot.time] ?? 0), slot.seatsLeft])).toEqual([
      ['8:00 AM', 3, 3],
      ['11:00 AM', 4, 4],
    ]);
  });

  it('reads its filters from the address, and anything odd there as no filter', () => {
    expect(
      parseEventFilters(new URLSearchParams('tab=past&q=%20yoga%20&from=2026-12-01&to=2026-02-30&type=party&tag=POPULAR&page=2')),
    ).toEqual({
      tab: 'past',
      q: 'yoga',
      from: '2026-12-01',
      to: '',
      type: '',
      tag: 'POPULAR',
      page: 2,
    });
    expect(parseEventFilters(new URLSearchParams('tab=later&page=-1&q=' + 'x'.repeat(500)))).toMatchObject({ tab: 'upcoming', page: 1 });
  });
});

describe(`the staff's classes list (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  const classInput = (title: string, instructor = 'Meera Nair') => ({
    title,
    instructor,
    duration: '60 min',
    price: 'Rs 500',
    capacity: 15,
    schedule: 'Mon, Wed · 7:00 AM',
    weeklyTimes: [],
    weeksAhead: 8,
    startsOn: null,
    description: 'Gentle postures.',
  });
  const classFilters = (overrides: Partial<ClassListFilters>): ClassListFilters => ({
    ...parseClassFilters(new URLSearchParams()),
    ...overrides,
  });

  it('newest first or by title, narrowed by title, instructor or schedule, and paged', async () => {
    const tag = `cls-${Date.now()}`;
    for (const name of ['Beta', 'Alpha', 'Gamma'])
      await createClass(database.db, actor, classInput(`${tag} ${name}`, name === 'Gamma' ? 'Ravi Iyer' : 'Meera Nair'));
    const titles = async (overrides: Partial<ClassListFilters>, page = all) =>
      (await listClasses(database.db, classFilters({ q: tag, ...overrides }), page)).map((row) => row.title.slice(tag.length + 1));
    expect(await titles({})).toEqual(['Gamma', 'Alpha', 'Beta']);
    expect(await titles({ sort: 'title' })).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(await titles({ sort: 'title' }, { limit: 1, offset: 1 })).toEqual(['Beta']);
    expect((await listClasses(database.db, classFilters({ q: 'ravi iyer' }), all)).map((row) => row.title)).toEqual([`${tag} Gamma`]);
    expect(await countClasses(database.db, classFilters({ q: tag }))).toBe(3);
    expect(parseClassFilters(new URLSearchParams('sort=price&q=x'))).toEqual({ q: 'x', sort: 'created', page: 1 });
  });
});
