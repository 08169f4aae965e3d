import { and, between, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { nextBucket, type ReportRange } from '#app/lib/admin/report-range.ts';
import type { ClassOccupancyBucket, RoomOccupancyBucket } from '#app/lib/admin/reports-view.ts';
import { addDays } from '#app/lib/dates.ts';
import { bookingHoldsSeat } from '../../bookings/event-seats.ts';
import type { Database } from '../../db/client.ts';
import { bookings, calendarEvents, roomHolds } from '../../db/schema.ts';
import { loadStock } from '../../rooms/inventory.ts';
import { nightsOf, nightStock } from '../../rooms/stock.ts';
import { dateBucket, fillBuckets } from './buckets.ts';

// How full the classes and the rooms were, bucket by bucket, by the same rules that sell them: a slot's
// seats are its event's slot capacity and a booking takes one while bookingHoldsSeat says so
// (server/bookings/event-seats.ts); a night's rooms are what nightStock offers (server/rooms/stock.ts).

/** Seats offered and booked in the calendar's slots, by the week or month of the event's date. */
export async function classOccupancy(db: Database, range: ReportRange): Promise<ClassOccupancyBucket[]> {
  const inRange = between(calendarEvents.eventDate, range.from, range.to);
  const [offered, booked] = await Promise.all([
    db
      .select({
        bucket: dateBucket(range.period, calendarEvents.eventDate),
        slots: sql<number>`coalesce(sum(cardinality(${calendarEvents.timeSlots})), 0)::int`,
        seats: sql<number>`coalesce(sum(${calendarEvents.slotCapacity} * cardinality(${calendarEvents.timeSlots})), 0)::int`,
      })
      .from(calendarEvents)
      .where(inRange)
      .groupBy(sql`1`),
    // Only bookings of a slot the event still holds: a seat in a slot no longer offered is not in "offered" either.
    db
      .select({ bucket: dateBucket(range.period, calendarEvents.eventDate), seats: sql<number>`count(*)::int` })
      .from(bookings)
      .innerJoin(calendarEvents, eq(calendarEvents.id, bookings.eventId))
      .where(and(inRange, bookingHoldsSeat, sql`${bookings.selectedSlot} = any(${calendarEvents.timeSlots})`))
      .groupBy(sql`1`),
  ]);
  const bookedIn = new Map(booked.map((row) => [row.bucket, Number(row.seats)]));
  const rows = offered.map((row) => ({
    bucket: row.bucket,
    slots: Number(row.slots),
    seatsOffered: Number(row.seats),
    seatsBooked: bookedIn.get(row.bucket) ?? 0,
  }));
  return fillBuckets(range, rows, (bucket) => ({ bucket, slots: 0, seatsOffered: 0, seatsBooked: 0 }));
}

/**
 * Room-nights on sale and sold per bucket. Offered is each night's nightStock total (an inactive type or
 * a closed night offers none); sold is the rooms held that night by stays and retreats not cancelled.
 * Checkouts still being paid hold rooms too, but have sold nothing yet. Null when the estate keeps no rooms.
 */
export async function roomOccupancy(db: Database, range: ReportRange, now: Date = new Date()): Promise<RoomOccupancyBucket[] | null> {
  const to = addDays(range.to, 1);
  const { types, closures } = await loadStock(db, { from: range.from, to }, now);
  if (types.length === 0) return null;
  const sold = await db
    .select({ roomTypeId: roomHolds.roomTypeId, checkIn: roomHolds.checkIn, checkOut: roomHolds.checkOut, rooms: roomHolds.rooms })
    .from(roomHolds)
    .innerJoin(bookings, eq(bookings.id, roomHolds.bookingId))
    .where(
      and(
        isNull(roomHolds.releasedAt),
        ne(bookings.status, 'cancelled'),
        inArray(bookings.kind, ['stay', 'retreat']),
        lt(roomHolds.checkIn, to),
        gt(roomHolds.checkOut, range.from),
      ),
    );
  return range.buckets.map((bucket) => {
    let roomNightsOffered = 0;
    let roomNightsSold = 0;
    for (const night of nightsOf(bucket, nextBucket(range.period, bucket))) {
      for (const type of types) {
        const stock = nightStock(type, night, sold, closures);
        roomNightsOffered += stock.total;
        roomNightsSold += stock.taken;
      }
    }
    return { bucket, roomNightsOffered, roomNightsSold };
  });
}
