import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reportRange } from '#app/lib/admin/report-range.ts';
import { reportKinds, type ReportsData } from '#app/lib/admin/reports-view.ts';
import { createEventBooking } from '#server/bookings/event-booking.ts';
import { bookingHoldsSeat } from '#server/bookings/event-seats.ts';
import { bookings, classes, paymentOrders, refunds, roomHolds } from '#server/db/schema.ts';
import { parseCsv as readCsv } from '#tests/support/csv-parse.ts';
import { openTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { bookingRequest, createEvent, TIME_ZONE } from '#tests/support/factories.ts';
import { createFixtureWeek, REFUND_PAISE, SOUND_BATH_PAISE, STAY_PAISE } from '#tests/support/report-fixture.ts';
import { csvCell, csvRupees } from '../../bookings/csv.ts';
import { reportCsv } from './csv.ts';
import { loadReports, topEventsByBookings } from './index.ts';

let database: TestDatabase;
openTestDatabase((opened) => (database = opened));

// The fixture week and the weeks either side of it.
const WEEKS = reportRange('week', '2026-10-26', '2026-11-15');
const NOW = new Date('2026-11-25T06:00:00Z');

let fixture: Awaited<ReturnType<typeof createFixtureWeek>>;
let weekly: ReportsData;

// A week of bookings, payments, a refund and a stay, each through the real server functions: on a busy
// machine that takes longer than a hook's default minute.
beforeAll(async () => {
  fixture = await createFixtureWeek(database.db);
  weekly = await loadReports(database.db, { range: WEEKS, timeZone: TIME_ZONE, now: NOW });
}, 180_000);

/** The shared RFC 4180 reader (it throws on a malformed file), and the reports' own CRLF ending. */
function parseCsv(text: string): string[][] {
  expect(text.endsWith('\r\n'), 'the CSV ends with CRLF').toBe(true);
  return readCsv(text);
}

describe(`reports (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('counts the fixture week as worked out by hand, weeks from Monday in India', () => {
    expect(weekly.range.buckets).toEqual(['2026-10-26', '2026-11-02', '2026-11-09']);
    expect(weekly.sales).toEqual([
      // The Hatha booking made one second before Monday 00:00 in India (Sunday 18:29:59 UTC), cancelled since.
      { bucket: '2026-10-26', bookings: 1, cancelled: 1, paidPaise: 0, refundedPaise: 0, netPaise: 0 },
      // 3 Hatha + 2 sound bath seats + 1 stay; two seats at ₹1,000 and the stay at ₹13,680 paid, ₹400 refunded.
      { bucket: '2026-11-02', bookings: 6, cancelled: 0, paidPaise: 1_568_000, refundedPaise: 40_000, netPaise: 1_528_000 },
      { bucket: '2026-11-09', bookings: 1, cancelled: 0, paidPaise: 0, refundedPaise: 0, netPaise: 0 },
    ]);
    expect(2 * SOUND_BATH_PAISE + STAY_PAISE).toBe(1_568_000);
    expect(REFUND_PAISE).toBe(40_000);
  });

  it('splits the same money by product line and method: the stay and the seats online, the refund off the seats', () => {
    const [stays, retreats, events] = weekly.mix;
    expect(stays).toMatchObject({ product: 'stay', paidPaise: STAY_PAISE, refundedPaise: 0, netPaise: STAY_PAISE });
    expect(stays!.byMethod.online).toBe(STAY_PAISE);
    expect(retreats).toMatchObject({ product: 'retreat', paidPaise: 0, netPaise: 0 });
    expect(events).toMatchObject({ product: 'event', paidPaise: 2 * SOUND_BATH_PAISE, refundedPaise: REFUND_PAISE, givenBackPaise: 0 });
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    // The mix and the sales report count the same money.
    expect(sum(weekly.mix.map((row) => row.netPaise))).toBe(sum(weekly.sales.map((row) => row.netPaise)));
  });

  it("counts the classes' seats: 2 slots of 4 and 1 of 5 offered, 3 + 2 booked, the cancelled seat left out", () => {
    expect(weekly.classes).toEqual([
      { bucket: '2026-10-26', slots: 0, seatsOffered: 0, seatsBooked: 0 },
      { bucket: '2026-11-02', slots: 3, seatsOffered: 13, seatsBooked: 5 },
      { bucket: '2026-11-09', slots: 1, seatsOffered: 10, seatsBooked: 1 },
    ]);
  });

  it('counts room-nights: 15 rooms a night, less the closed estate night (15) and the closed Forest Singles (3)', () => {
    expect(weekly.rooms).toEqual([
      { bucket: '2026-10-26', roomNightsOffered: 105, roomNightsSold: 0 },
      { bucket: '2026-11-02', roomNightsOffered: 7 * 15 - 15 - 3, roomNightsSold: 2 },
      { bucket: '2026-11-09', roomNightsOffered: 105, roomNightsSold: 0 },
    ]);
  });

  it('ranks the events by seats booked and by what they took, refunds deducted', () => {
    expect(weekly.topByBookings.map((event) => [event.title, event.bookings])).toEqual([
      ['Hatha', 3],
      ['Sound bath', 2],
      ['Yin', 1],
    ]);
    expect(weekly.topByRevenue).toEqual([
      {
        key: fixture.soundBath.id,
        title: 'Sound bath',
        sessions: 1,
        firstDate: '2026-11-08',
        lastDate: '2026-11-08',
        bookings: 2,
        paidPaise: 200_000,
        refundedPaise: 40_000,
        netPaise: 160_000,
      },
    ]);
  });

  it("sums to the bookings' and payments' own totals, by week and by month alike", async () => {
    const db = database.db;
    const months = await loadReports(db, { range: reportRange('month', '2026-10-01', '2026-12-31'), timeZone: TIME_ZONE, now: NOW });
    const weeks = await loadReports(db, { range: reportRange('week', '2026-10-01', '2026-12-31'), timeZone: TIME_ZONE, now: NOW });
    const [bookingCount] = await db.select({ n: sql<number>`count(*)::int` }).from(bookings);
    const [paid] = await db
      .select({ paise: sql<string>`sum(${paymentOrders.amountPaise})` })
      .from(paymentOrders)
      .where(eq(paymentOrders.state, 'paid'));
    const [refunded] = await db
      .select({ paise: sql<string>`sum(${refunds.amountPaise})` })
      .from(refunds)
      .where(eq(refunds.state, 'processed'));
    const [seats] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(and(sql`${bookings.eventId} is not null`, bookingHoldsSeat));
    const [roomNights] = await db
      .select({ n: sql<number>`sum((${roomHolds.checkOut} - ${roomHolds.checkIn}) * ${roomHolds.rooms})::int` })
      .from(roomHolds)
      .innerJoin(bookings, eq(bookings.id, roomHolds.bookingId))
      .where(and(isNull(roomHolds.releasedAt), ne(bookings.status, 'cancelled')));

    const sum = <T>(rows: readonly T[] | null, pick: (row: T) => number) => (rows ?? []).reduce((total, row) => total + pick(row), 0);
    for (const report of [months, weeks]) {
      expect(sum(report.sales, (row) => row.bookings)).toBe(bookingCount!.n);
      expect(sum(report.sales, (row) => row.paidPaise)).toBe(Number(paid!.paise));
      expect(sum(report.sales, (row) => row.refundedPaise)).toBe(Number(refunded!.paise));
      expect(sum(report.sales, (row) => row.netPaise)).toBe(Number(paid!.paise) - Number(refunded!.paise));
      expect(sum(report.classes, (row) => row.seatsBooked)).toBe(seats!.n);
      expect(sum(report.rooms, (row) => row.roomNightsSold)).toBe(roomNights!.n);
    }
    expect(months.range.buckets).toEqual(['2026-10-01', '2026-11-01', '2026-12-01']);
    expect(months.sales[1]).toMatchObject({ bookings: 8, paidPaise: 1_568_000, refundedPaise: 40_000 });
  });

  it('writes CSVs that parse back into the rows of the tables, money in plain rupees', async () => {
    const db = database.db;
    const csv = Object.fromEntries(
      await Promise.all(
        reportKinds.map(async (kind) => [kind, parseCsv(await reportCsv(db, kind, { range: WEEKS, timeZone: TIME_ZONE, now: NOW }))]),
      ),
    ) as Record<(typeof reportKinds)[number], string[][]>;

    expect(csv.sales).toEqual([
      ['period_start', 'period', 'bookings', 'cancelled', 'paid_rupees', 'refunded_rupees', 'net_rupees'],
      ['2026-10-26', 'Week of 26 Oct 2026', '1', '1', '0.00', '0.00', '0.00'],
      ['2026-11-02', 'Week of 2 Nov 2026', '6', '0', '15680.00', '400.00', '15280.00'],
      ['2026-11-09', 'Week of 9 Nov 2026', '1', '0', '0.00', '0.00', '0.00'],
    ]);
    expect(csv.classes.slice(1)).toEqual(
      weekly.classes.map((row) => [
        row.bucket,
        expect.any(String),
        String(row.slots),
        String(row.seatsOffered),
        String(row.seatsBooked),
        row.seatsOffered ? String(Math.round((row.seatsBooked / row.seatsOffered) * 100)) : '',
      ]),
    );
    expect(csv.classes[2]![5]).toBe('38');
    expect(csv.rooms.slice(1).map((row) => row.slice(2, 4).map(Number))).toEqual(
      weekly.rooms!.map((row) => [row.roomNightsOffered, row.roomNightsSold]),
    );
    expect(csv['top-events']).toEqual([
      ['list', 'rank', 'event', 'first_date', 'last_date', 'sessions', 'bookings', 'paid_rupees', 'refunded_rupees', 'net_rupees'],
      ['by bookings', '1', 'Hatha', '2026-11-03', '2026-11-03', '1', '3', '0.00', '0.00', '0.00'],
      ['by bookings', '2', 'Sound bath', '2026-11-08', '2026-11-08', '1', '2', '2000.00', '400.00', '1600.00'],
      ['by bookings', '3', 'Yin', '2026-11-09', '2026-11-09', '1', '1', '0.00', '0.00', '0.00'],
      ['by revenue', '1', 'Sound bath', '2026-11-08', '2026-11-08', '1', '2', '2000.00', '400.00', '1600.00'],
    ]);
    expect(csvCell(csvRupees(1_528_050))).toBe('15280.50');
  });
  // Last: its bookings in 2027 would count in the totals above.
  it('counts a weekly class once with all its dates, and a repeated series once, each beside an event on its own', async () => {
    const db = database.db;
    // January 2027, far from the fixture week: a class on three Mondays, a series on two Tuesdays, a one-off.
    const [yoga] = await db
      .insert(classes)
      .values({ title: 'Morning yoga', description: 'Gentle', instructor: 'Meera', duration: '60 min', price: 'Rs 500', capacity: 10 })
      .returning();
    const series = crypto.randomUUID();
    const seat = async (eventId: string, seats: number) => {
      for (let n = 0; n < seats; n += 1)
        await createEventBooking(db, bookingRequest({ eventId, slot: '7:00 AM' }), {
          timeZone: TIME_ZONE,
          now: new Date('2027-01-01T00:00:00Z'),
        });
    };
    for (const [day, seats] of [
      ['2027-01-04', 1],
      ['2027-01-11', 2],
      ['2027-01-18', 0],
    ] as const) {
      // A date made before the class was renamed keeps its old title: the report names the class as it is now.
      const event = await createEvent(db, {
        title: 'Yoga (old name)',
        eventDate: day,
        timeSlots: ['7:00 AM'],
        classId: yoga!.id,
        classTime: '07:00',
      });
      await seat(event.id, seats);
    }
    for (const day of ['2027-01-05', '2027-01-12'])
      await seat((await createEvent(db, { title: 'Kirtan', eventDate: day, timeSlots: ['7:00 AM'], seriesId: series })).id, 1);
    await seat((await createEvent(db, { title: 'Kirtan', eventDate: '2027-01-13', timeSlots: ['7:00 AM'] })).id, 1);

    const top = await topEventsByBookings(db, reportRange('week', '2027-01-04', '2027-01-24'));
    expect(top.map((event) => [event.title, event.sessions, event.firstDate, event.lastDate, event.bookings])).toEqual([
      ['Morning yoga', 3, '2027-01-04', '2027-01-18', 3],
      ['Kirtan', 2, '2027-01-05', '2027-01-12', 2],
      ['Kirtan', 1, '2027-01-13', '2027-01-13', 1],
    ]);
    expect(top[0]!.key).toBe(yoga!.id);
    expect(top[1]!.key).toBe(series);
  });
});
