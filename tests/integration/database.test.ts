import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultEvents } from '#app/content/default-events.ts';
import { formatPaise, formatPriceText } from '#app/lib/money.ts';
import { findPublishedPost, listPublishedPosts } from '#server/blog/index.ts';
import { blogs, bookings, calendarEvents, classes, promoCodes } from '#server/db/schema.ts';
import { createEnquiry, listEnquiries } from '#server/enquiries/index.ts';
import { hitRateLimit } from '#server/http/rate-limit.ts';
import { SEED_DAYS, seedIfNew } from '#server/seed.ts';
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
    const events = await database.db.select().from(calendarEvents);
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
    expect((await database.db.select().from(classes)).length).toBeGreaterThan(0);
    expect(await database.db.select({ code: promoCodes.code }).from(promoCodes)).toEqual([{ code: 'WELCOME10' }]);

    await database.db.delete(calendarEvents);
    await database.db.delete(promoCodes);
    expect(await seedIfNew(database.db, { timeZone: 'Asia/Kolkata', now })).toBe(false);
    expect(await database.db.select().from(calendarEvents)).toHaveLength(0);
    expect(await database.db.select().from(promoCodes)).toHaveLength(0);
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
