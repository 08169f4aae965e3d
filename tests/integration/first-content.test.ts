import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_EVENTS_DATE } from '#app/content/default-events.ts';
import { contentKeys } from '#app/content/editable/index.ts';
import { upcomingBatches } from '#app/lib/learning.ts';
import { BOOKING_MESSAGES } from '#app/lib/schemas/event-booking.ts';
import { createEventBooking } from '#server/bookings/event-booking.ts';
import { calendarEvents, contentRevisions, learningBatches, learningProgrammes } from '#server/db/schema.ts';
import { seedFirstContent, seedFirstEventsIfNew, seedLearningIfNew } from '#server/first-content.ts';
import { listPublicProgrammes } from '#server/learning/programmes.ts';
import { Refusal } from '#server/refusal.ts';
import { createSharedTestDatabase, createTestDatabase, type TestDatabase } from '../support/database.ts';

// The site's first content, seeded on every new database (production too), against the figures the
// estate published: written out here by hand, not read from the content files, so a slip in either shows.

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedFirstContent(database.db);
});
afterAll(async () => {
  await database?.close();
});

const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

describe(`the learning programmes (${kind})`, () => {
  it('are the two teacher trainings, with their batches and fees: ₹85,000 for the yoga training, on request for aerial', async () => {
    const programmes = await database.db.select().from(learningProgrammes).orderBy(asc(learningProgrammes.sortOrder));
    expect(programmes.map((programme) => [programme.slug, programme.title, programme.active])).toEqual([
      ['yttc', 'Yoga Teacher Training Certificate Program', true],
      ['aerial', 'Aerial Yoga Teacher Training Program', true],
    ]);
    expect(programmes.map((programme) => programme.mediaName)).toEqual(['mountain-meadow', 'sunset-clouds']);
    const batches = await database.db.select().from(learningBatches).orderBy(asc(learningBatches.startDate));
    const of = (slug: string) =>
      batches
        .filter((batch) => batch.programmeId === programmes.find((programme) => programme.slug === slug)!.id)
        .map((batch) => [batch.startDate, batch.endDate, batch.feePaise]);
    expect(of('yttc')).toEqual([
      ['2026-01-12', '2026-02-06', 8_500_000],
      ['2027-01-11', '2027-02-05', 8_500_000],
      ['2027-07-05', '2027-07-30', 8_500_000],
    ]);
    expect(of('aerial')).toEqual([['2025-11-22', '2025-11-30', null]]);
  });

  it('never offers a batch that has started: on 23 Nov 2026 the yoga training offers 2027 only, aerial nothing', async () => {
    const programmes = await listPublicProgrammes(database.db);
    const offered = Object.fromEntries(
      programmes.map((programme) => [programme.slug, upcomingBatches(programme.batches, '2026-11-23').map((batch) => batch.start)]),
    );
    expect(offered).toEqual({ yttc: ['2027-01-11', '2027-07-05'], aerial: [] });
  });
});

describe(`the calendar's first day (${kind})`, () => {
  it('lists the eight default events on 1 Nov 2025, with their prices, durations and slots', async () => {
    const events = await database.db.select().from(calendarEvents).where(eq(calendarEvents.eventDate, '2025-11-01'));
    expect(FIRST_EVENTS_DATE).toBe('2025-11-01');
    // One insert stamps them all alike: compared in the order of their titles.
    const byTitle = (rows: unknown[][]) => rows.toSorted((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(byTitle(events.map((event) => [event.title, event.price, event.duration, event.timeSlots]))).toEqual(
      byTitle([
        ['Aerial yoga', 'Rs 500', '60 min', ['10:00 AM']],
        ['Yin yoga', 'Rs 500', '60 min', ['7:30 AM', '9:00 AM', '5:00 PM']],
        ['Antenatal', 'Rs 500', '60 min', ['10:00 AM']],
        ['Sound healing', 'Rs 1200', '60 min', ['6:30 AM', '9:30 AM', '6:00 PM']],
        ['Smiling meditation', 'Rs 1200', '60 min', ['7:30 PM']],
        ['Hatha', 'Rs 500', '60 min', ['8:00 AM', '11:00 AM']],
        ['Pranayama & breathwork', 'Rs 600', '45 min', ['6:00 AM', '4:00 PM']],
        ['Restorative', 'Rs 550', '60 min', ['3:00 PM', '7:00 PM']],
      ]),
    );
    // Only that day: the demo days of development are no first content.
    expect(await database.db.select({ id: calendarEvents.id }).from(calendarEvents)).toHaveLength(8);
  });

  it('refuses a booking of one of them: the day is past', async () => {
    const [hatha] = await database.db.select().from(calendarEvents).where(eq(calendarEvents.title, 'Hatha'));
    const booking = createEventBooking(
      database.db,
      { eventId: hatha!.id, slot: '8:00 AM', name: 'Asha Rao', email: 'asha.first@example.org', mobile: '+91 98765 43210' },
      { timeZone: 'Asia/Kolkata', now: new Date('2026-11-28T04:00:00Z') },
    );
    await expect(booking).rejects.toThrow(new Refusal(BOOKING_MESSAGES.pastEvent, 400));
  });
});

describe(`seeding the first content (${kind})`, () => {
  it('seeds once in the life of the database: what the owner deletes stays deleted', async () => {
    expect(await seedFirstContent(database.db)).toEqual([]);
    await database.db.delete(learningProgrammes).where(eq(learningProgrammes.slug, 'aerial'));
    expect(await seedLearningIfNew(database.db)).toBe(false);
    expect(await seedFirstEventsIfNew(database.db)).toBe(false);
    expect((await database.db.select().from(learningProgrammes)).map((row) => row.slug)).toEqual(['yttc']);
    expect(await database.db.select({ id: calendarEvents.id }).from(calendarEvents)).toHaveLength(8);
  });

  it('seeds once when two processes start together', async () => {
    const shared = await createSharedTestDatabase();
    try {
      const [first, second] = shared.handles.length > 1 ? shared.handles : [shared.handles[0]!, shared.handles[0]!];
      const seeded = await Promise.all([seedFirstContent(first!.db), seedFirstContent(second!.db)]);
      const pages = contentKeys.map((key) => `${key} content`);
      expect(seeded.flat().sort()).toEqual(['first events', ...pages, 'learning'].sort());
      // Every page of words, each with its first content as its one revision.
      const revisions = await first!.db.select({ key: contentRevisions.key, number: contentRevisions.number }).from(contentRevisions);
      expect(revisions.sort((a, b) => a.key.localeCompare(b.key))).toEqual(contentKeys.toSorted().map((key) => ({ key, number: 1 })));
      expect(await first!.db.select({ id: learningProgrammes.id }).from(learningProgrammes)).toHaveLength(2);
      expect(await first!.db.select({ id: learningBatches.id }).from(learningBatches)).toHaveLength(4);
      expect(await first!.db.select({ id: calendarEvents.id }).from(calendarEvents)).toHaveLength(8);
    } finally {
      await shared.close();
    }
  });
});
