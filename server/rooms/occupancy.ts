import { and, asc, count, eq, gt, inArray, isNull, lte, ne, type SQL } from 'drizzle-orm';
import type { DayMovements, NightBookings, OccupancyGrid, RoomBookingLine } from '#app/lib/admin/rooms-view.ts';
import { addDays, daysBetween } from '#app/lib/dates.ts';
import type { Database } from '../db/client.ts';
import { bookings, roomHolds, roomTypes } from '../db/schema.ts';
import { countingHolds, loadStock } from './inventory.ts';
import { nightsOf, nightStock } from './stock.ts';

// What staff see of the house (issue #15): each type's rooms taken night by night, who sleeps here on a
// night, who arrives and who leaves on a day. Read without locks: a view, not a decision.

/** Nights on one page of the grid. */
export const GRID_NIGHTS = 30;

/** Every type down, `nights` nights from `from` across: "taken / total", and the closed nights. */
export async function occupancyGrid(db: Database, from: string, now: Date = new Date(), nights = GRID_NIGHTS): Promise<OccupancyGrid> {
  const to = addDays(from, nights);
  const stock = await loadStock(db, { from, to }, now);
  const range = nightsOf(from, to);
  return {
    from,
    nights: range,
    previous: addDays(from, -nights),
    next: to,
    rows: stock.types.map((type) => ({
      typeId: type.id,
      typeName: type.name,
      active: type.active,
      cells: range.map((night) => {
        const { taken, closed } = nightStock(type, night, stock.holds, stock.closures);
        return { night, taken, total: type.roomCount, closed };
      }),
    })),
  };
}

/** Holds owned by stays and retreats that are not cancelled, with their booking and type. */
async function bookedHolds(db: Database, where: SQL | undefined, now: Date): Promise<RoomBookingLine[]> {
  const rows = await db
    .select({ hold: roomHolds, booking: bookings, typeName: roomTypes.name })
    .from(roomHolds)
    .innerJoin(bookings, eq(bookings.id, roomHolds.bookingId))
    .innerJoin(roomTypes, eq(roomTypes.id, roomHolds.roomTypeId))
    .where(and(countingHolds(now), ne(bookings.status, 'cancelled'), inArray(bookings.kind, ['stay', 'retreat']), where))
    .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.name), asc(bookings.customerName));
  return rows.map(({ hold, booking, typeName }) => ({
    bookingId: booking.id,
    reference: booking.reference,
    customerName: booking.customerName,
    kind: booking.kind,
    typeName,
    rooms: hold.rooms,
    adults: booking.details?.kind === 'stay' ? booking.details.adults : booking.details?.kind === 'retreat' ? booking.details.guests : 0,
    checkIn: hold.checkIn,
    checkOut: hold.checkOut,
    nights: daysBetween(hold.checkIn, hold.checkOut),
    status: booking.status,
    paid: booking.paymentId !== null,
  }));
}

/** Who holds rooms on the night, and how many rooms guests paying right now hold. */
export async function nightBookings(db: Database, night: string, now: Date = new Date()): Promise<NightBookings> {
  const onNight = and(lte(roomHolds.checkIn, night), gt(roomHolds.checkOut, night));
  const [lines, checkouts] = await Promise.all([
    bookedHolds(db, onNight, now),
    db
      .select({ rooms: roomHolds.rooms })
      .from(roomHolds)
      .where(and(countingHolds(now), isNull(roomHolds.bookingId), onNight)),
  ]);
  return { night, lines, heldByCheckouts: checkouts.reduce((sum, row) => sum + row.rooms, 0) };
}

/** The stays and retreats that arrive on the day and those that leave on it. */
export async function dayMovements(db: Database, day: string, now: Date = new Date()): Promise<DayMovements> {
  const [arrivals, departures] = await Promise.all([
    bookedHolds(db, eq(roomHolds.checkIn, day), now),
    bookedHolds(db, eq(roomHolds.checkOut, day), now),
  ]);
  return { day, arrivals, departures };
}

/** Bookings paid after their rooms were sold, waiting for a refund (cancelled ones are dealt with). */
export async function countPaidWithoutRoom(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(bookings)
    .where(and(eq(bookings.paidWithoutRoom, true), ne(bookings.status, 'cancelled')));
  return row?.total ?? 0;
}
