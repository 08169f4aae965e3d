import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { bookings, calendarEvents } from '../db/schema.ts';
import { datesWithEvents, listCalendarCards } from './events.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  const base = { description: 'With Meera Nair', tag: 'POPULAR', price: 'Rs 500', duration: '60 min' };
  const [hatha] = await database.db
    .insert(calendarEvents)
    .values([
      { ...base, title: 'Hatha', eventDate: '2026-11-30', timeSlots: ['8:00 AM', '11:00 AM'], slotCapacity: 3, type: 'workshop' },
      {
        ...base,
        title: 'Sound healing',
        description: 'With Arjun Menon',
        eventDate: '2026-11-30',
        timeSlots: ['6:30 AM', '6:00 PM'],
        type: 'therapy',
      },
      { ...base, title: 'Restorative', eventDate: '2026-12-01', timeSlots: ['3:00 PM'], type: 'therapy' },
    ])
    .returning();
  const guest = { eventTitle: 'Hatha', eventDate: '2026-11-30', price: 'Rs 500', customerName: 'A', customerPhone: '9876543210' };
  await database.db.insert(bookings).values([
    { ...guest, eventId: hatha!.id, selectedSlot: '8:00 AM', customerEmail: 'a@example.org' },
    { ...guest, eventId: hatha!.id, selectedSlot: '8:00 AM', customerEmail: 'b@example.org' },
    { ...guest, eventId: hatha!.id, selectedSlot: '8:00 AM', customerEmail: 'c@example.org', status: 'cancelled' },
  ]);
});
afterAll(async () => {
  await database?.close();
});

const ZONE = 'Asia/Kolkata';
/** A week before the events: every slot is still to come. */
const before = { now: new Date('2026-11-23T00:00:00Z'), timeZone: ZONE };

describe('calendar cards', () => {
  it('lists a day with seats left per slot, cancelled bookings not counted', async () => {
    const cards = await listCalendarCards(database.db, '2026-11-30', {}, before);
    const hatha = cards.find((card) => card.title === 'Hatha');
    expect(hatha?.slots).toEqual([
      { time: '8:00 AM', seatsLeft: 1, started: false },
      { time: '11:00 AM', seatsLeft: 3, started: false },
    ]);
    expect(hatha?.category).toBe('YOGA');
    expect(cards).toHaveLength(2);
  });

  it("marks the slots whose start time has passed in the estate's zone as started, and every slot of a past day", async () => {
    // 09:23 on 30 November 2026 in India.
    const morning = { now: new Date('2026-11-30T03:53:00Z'), timeZone: ZONE };
    const slots = (cards: Awaited<ReturnType<typeof listCalendarCards>>) =>
      cards.flatMap((card) => card.slots.map((slot) => [card.title, slot.time, slot.started]));
    expect(slots(await listCalendarCards(database.db, '2026-11-30', {}, morning)).sort()).toEqual([
      ['Hatha', '11:00 AM', false],
      ['Hatha', '8:00 AM', true],
      ['Sound healing', '6:00 PM', false],
      ['Sound healing', '6:30 AM', true],
    ]);
    // The same instant is still 29 November in New York: nothing there has begun.
    const newYork = { ...morning, timeZone: 'America/New_York' };
    expect(slots(await listCalendarCards(database.db, '2026-11-30', {}, newYork)).every(([, , started]) => started === false)).toBe(true);
    const nextDay = { now: new Date('2026-12-01T00:00:00Z'), timeZone: ZONE };
    expect(slots(await listCalendarCards(database.db, '2026-11-30', {}, nextDay)).every(([, , started]) => started === true)).toBe(true);
  });

  it('narrows by search (title or facilitator), time of day and type', async () => {
    expect((await listCalendarCards(database.db, '2026-11-30', { search: 'arjun' }, before)).map((card) => card.title)).toEqual([
      'Sound healing',
    ]);
    const evening = await listCalendarCards(database.db, '2026-11-30', { time: 'evening' }, before);
    expect(evening.map((card) => [card.title, card.slots.map((slot) => slot.time)])).toEqual([['Sound healing', ['6:00 PM']]]);
    expect((await listCalendarCards(database.db, '2026-11-30', { type: 'workshop' }, before)).map((card) => card.title)).toEqual(['Hatha']);
  });

  it('search finds the words the card shows beside the title: "yoga" finds Hatha, "therapy" its type', async () => {
    const titles = async (search: string) =>
      (await listCalendarCards(database.db, '2026-11-30', { search }, before)).map((card) => card.title);
    expect(await titles('yoga')).toEqual(['Hatha']);
    expect(await titles(' YOGA ')).toEqual(['Hatha']);
    expect(await titles('therapy')).toEqual(['Sound healing']);
    expect(await titles('sound healing')).toEqual(['Sound healing']);
  });

  it('marks the days of a month that have events, across month ends', async () => {
    expect(await datesWithEvents(database.db, '2026-11')).toEqual(['2026-11-30']);
    expect(await datesWithEvents(database.db, '2026-12')).toEqual(['2026-12-01']);
    // The last month a date can name: its next month is past what PostgreSQL reads (the fuzz found it).
    expect(await datesWithEvents(database.db, '9999-12')).toEqual([]);
  });
});
