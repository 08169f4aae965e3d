import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultClasses, defaultEvents } from '#app/content/default-events.ts';
import { demoPractitioners, demoServices } from '#app/content/demo-therapies.ts';
import { addDays } from '#app/lib/dates.ts';
import { formatPaise, formatPriceText } from '#app/lib/money.ts';
import { formDefinitionSchema } from '#app/lib/questionnaire.ts';
import { findPublishedPost, listPublishedPosts } from '#server/blog/index.ts';
import { makeTimetable } from '#server/catalog/timetable.ts';
import {
  authUser,
  blogs,
  bookings,
  calendarEvents,
  classes,
  instructors,
  practitionerHours,
  practitioners,
  promoCodes,
  questionnaires,
  questionnaireUses,
  retreats,
  servicePractitioners,
  services,
  treatmentRooms,
} from '#server/db/schema.ts';
import { createEnquiry, listEnquiries } from '#server/enquiries/index.ts';
import { hitRateLimit } from '#server/http/rate-limit.ts';
import { SEED_DAYS, seedDemoContent, seedIfNew } from '#server/seed.ts';
import { PRACTITIONER } from '../support/accounts.ts';
import { openTestDatabase, type TestDatabase } from '../support/database.ts';

let database: TestDatabase;

openTestDatabase((opened) => (database = opened));

describe(`database (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('applies the migrations: every table of bookings, events, classes, blogs and enquiries answers', async () => {
    const result = await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    // PGlite and node-postgres both answer with `rows`.
    const { rows } = result as unknown as { rows: { table_name: string }[] };
    const tables = rows.map((row) => row.table_name);
    for (const table of ['bookings', 'calendar_events', 'classes', 'blogs', 'enquiries']) expect(tables).toContain(table);
  });

  it('seeds the default events on each of the next days, once in the life of the database', async () => {
    const now = new Date('2026-11-21T20:00:00Z');
    expect(await seedIfNew(database.db, { timeZone: 'Asia/Kolkata', now })).toBe(true);
    const events = (await database.db.select().from(calendarEvents)).filter((event) => event.classId === null);
    expect(events).toHaveLength(defaultEvents.length * SEED_DAYS);
    const dates = [...new Set(events.map((event) => event.eventDate))].sort();
    // 20:00 UTC is already the 22nd in India.
    expect(dates[0]).toBe('2026-11-22');
    expect(dates).toHaveLength(SEED_DAYS);
    const yin = events.find((event) => event.title === 'Yin yoga');
    expect(yin?.timeSlots).toEqual(['7:30 AM', '9:00 AM', '5:00 PM']);
    // The demo shows classes paid online: each charges what its price text says.
    const online = events.filter((event) => event.paymentMode === 'online');
    expect(new Set(online.map((event) => event.title))).toEqual(new Set(['Pranayama & breathwork', 'Restorative']));
    for (const event of online) expect(formatPriceText(event.price)).toBe(formatPaise(event.pricePaise!));
    expect(await database.db.select().from(classes)).toHaveLength(defaultClasses.length);
    expect(await database.db.select({ code: promoCodes.code }).from(promoCodes)).toEqual([{ code: 'WELCOME10' }]);
    // The demo health questionnaire, valid by its own schema, asked before arrival of stays and every retreat.
    const [health] = await database.db.select().from(questionnaires);
    expect(formDefinitionSchema.parse(health!.definition)).toEqual(health!.definition);
    const uses = await database.db.select().from(questionnaireUses);
    const retreatCount = (await database.db.select().from(retreats)).length;
    expect(uses.map((use) => use.serves).sort()).toEqual(['stays', ...Array<string>(retreatCount).fill('retreat')].sort());
    expect(uses.every((use) => use.required && use.fillAt === 'before-arrival')).toBe(true);
    // The demo therapies: three practitioners (the e2e practitioner's account among them, with the role),
    // each working six days with a lunch break, three rooms, and five services each given by someone.
    const people = await database.db
      .select({ email: authUser.email, role: authUser.role, title: practitioners.title })
      .from(practitioners)
      .innerJoin(authUser, eq(authUser.id, practitioners.userId));
    expect(people).toHaveLength(demoPractitioners.length);
    expect(people).toContainEqual({ email: PRACTITIONER.email, role: 'practitioner', title: demoPractitioners[0]!.title });
    const hours = await database.db.select().from(practitionerHours);
    expect(hours).toHaveLength(demoPractitioners.length * 6);
    expect(hours.every((row) => row.breakStartMinute !== null && row.breakEndMinute !== null)).toBe(true);
    expect(await database.db.select().from(treatmentRooms)).toHaveLength(3);
    const offered = await database.db.select().from(services);
    expect(offered.map((service) => service.slug).sort()).toEqual(demoServices.map((service) => service.slug).sort());
    expect(offered.filter((service) => service.paymentMode === 'at-estate')).toHaveLength(1);
    const givers = await database.db.select().from(servicePractitioners);
    for (const service of offered) expect(givers.some((row) => row.serviceId === service.id)).toBe(true);

    await database.db.delete(calendarEvents);
    await database.db.delete(promoCodes);
    await database.db.delete(questionnaires);
    expect(await seedIfNew(database.db, { timeZone: 'Asia/Kolkata', now })).toBe(false);
    expect(await database.db.select().from(calendarEvents)).toHaveLength(0);
    expect(await database.db.select().from(promoCodes)).toHaveLength(0);
    expect(await database.db.select().from(questionnaires)).toHaveLength(0);
  });

  it('seeds the default events as classes that carry the calendar on from the day after the demo days', async () => {
    const now = new Date('2026-11-21T20:00:00Z');
    const moment = { now, timeZone: 'Asia/Kolkata' };
    // As on a new database: what the test above seeded goes first.
    await database.db.delete(calendarEvents);
    await database.db.delete(classes);
    await database.db.delete(instructors);
    await seedDemoContent(database.db, moment);
    const first = addDays('2026-11-22', SEED_DAYS);
    const seededClasses = await database.db.select().from(classes);
    expect(seededClasses.map((row) => row.title).sort()).toEqual(defaultEvents.map((event) => event.title).sort());
    const yin = seededClasses.find((row) => row.title === 'Yin yoga')!;
    expect(yin).toMatchObject({ instructor: 'Rohan Mehta', price: 'Rs 500', startsOn: first, weeksAhead: 2, capacity: 20 });
    expect(yin.schedule).toBe('Daily · 7:30 AM, 9:00 AM, 5:00 PM');
    expect(yin.instructorId).not.toBeNull();

    // The seed made the classes' first week at once; the job finds nothing left to make.
    expect(await makeTimetable(database.db, moment)).toBe(0);
    const events = await database.db.select().from(calendarEvents);
    const demoWeek = events.filter((event) => event.eventDate < first);
    expect(demoWeek).toHaveLength(defaultEvents.length * SEED_DAYS);
    expect(demoWeek.every((event) => event.classId === null)).toBe(true);
    const slotsPerDay = defaultEvents.reduce((sum, event) => sum + event.timeSlots.length, 0);
    const dayEight = events.filter((event) => event.eventDate === first);
    expect(dayEight).toHaveLength(slotsPerDay);
    expect(dayEight.every((event) => event.classId !== null && event.timeSlots.length === 1)).toBe(true);
    // Two weeks from today: the week after the demo days.
    expect(new Set(events.filter((event) => event.classId).map((event) => event.eventDate)).size).toBe(14 - SEED_DAYS);
    // A week later the job carries the calendar one more week on.
    expect(await makeTimetable(database.db, { ...moment, now: new Date(now.getTime() + 7 * 86_400_000) })).toBe(slotsPerDay * 7);
  });

  it('refuses a booking status other than pending, confirmed, cancelled or completed', async () => {
    const insert = database.db.insert(bookings).values({
      eventTitle: 'Hatha',
      eventDate: '2026-11-22',
      selectedSlot: '8:00 AM',
      price: 'Rs 500.00',
      customerName: 'Asha',
      customerEmail: 'asha@example.org',
      customerPhone: '+919876543210',
      status: 'paid' as never,
    });
    await expect(insert).rejects.toThrow();
  });

  it('stores enquiries, newest first', async () => {
    await createEnquiry(database.db, { name: 'Ravi', email: 'ravi@example.org', mobile: '98765 43210', city: 'Pune', message: 'First' });
    await createEnquiry(database.db, {
      name: 'Meera',
      email: 'meera@example.org',
      mobile: '98765 43211',
      city: 'Delhi',
      message: 'Second',
    });
    const list = await listEnquiries(database.db);
    expect(list.map((row) => row.message).slice(0, 2)).toEqual(['Second', 'First']);
  });

  it('counts rate-limited attempts per subject across a window', async () => {
    const rule = { name: 'test', limit: 3, windowSeconds: 60 };
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await hitRateLimit(database.db, rule, '203.0.113.7'));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect((await hitRateLimit(database.db, rule, '203.0.113.8')).allowed).toBe(true);
  });

  it('counts the rotating addresses of one IPv6 /64 as one client, and an IPv4-mapped address as its IPv4 address', async () => {
    const rule = { name: 'subnet', limit: 3, windowSeconds: 60 };
    // Privacy extensions hand one phone a new address of its /64 whenever it likes.
    const rotated = [
      '2001:db8:7:8:1111:2222:3333:4444',
      '2001:db8:7:8::9',
      '2001:0DB8:0007:0008:aaaa:0:0:1',
      '2001:db8:7:8:ffff:ffff:ffff:ffff%eth0',
    ];
    const results = [];
    for (const address of rotated) results.push(await hitRateLimit(database.db, rule, address));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect((await hitRateLimit(database.db, rule, '2001:db8:7:9::1')).allowed).toBe(true);

    await hitRateLimit(database.db, rule, '198.51.100.20');
    await hitRateLimit(database.db, rule, '::ffff:198.51.100.20');
    await hitRateLimit(database.db, rule, '::ffff:c633:6414');
    expect((await hitRateLimit(database.db, rule, '198.51.100.20')).allowed).toBe(false);
    expect((await hitRateLimit(database.db, rule, '198.51.100.21')).allowed).toBe(true);
  });

  it('counts concurrent attempts exactly', async () => {
    const rule = { name: 'burst', limit: 10, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 25 }, () => hitRateLimit(database.db, rule, '198.51.100.1')));
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
  });

  it('shows only published posts, rendered safely', async () => {
    await database.db.insert(blogs).values([
      { title: 'Draft', slug: 'draft', content: 'x', excerpt: 'x', author: 'A', published: false },
      {
        title: 'Morning rituals',
        slug: 'morning-rituals',
        content: '## Wake gently\n\n<script>alert(1)</script>Warm water first.',
        excerpt: 'Small habits.',
        author: 'Dr. Ananya',
        published: true,
        publishedAt: new Date('2026-11-01T06:00:00Z'),
      },
    ]);
    expect((await listPublishedPosts(database.db)).map((post) => post.slug)).toEqual(['morning-rituals']);
    expect(await findPublishedPost(database.db, 'draft')).toBeNull();
    const post = await findPublishedPost(database.db, 'morning-rituals');
    expect(post?.html).toContain('<h2>Wake gently</h2>');
    expect(post?.html).not.toContain('<script');
    await database.db.delete(blogs).where(eq(blogs.slug, 'draft'));
  });
});
