import { and, asc, count, eq, gt, gte, inArray, isNull, lt, lte, ne, type SQL } from 'drizzle-orm';
import type {
  DayMovements,
  NightBookings,
  OccupancyGrid,
  OccupancyUnitRow,
  RoomBookingLine,
  UnitChoice,
} from '#app/lib/admin/rooms-view.ts';
import { addDays, daysBetween } from '#app/lib/dates.ts';
import type { Database } from '../db/client.ts';
import { bookings, roomHolds, roomTypes, roomUnitNights, roomUnits } from '../db/schema.ts';
import { countingHolds, loadStock, type Stock } from './inventory.ts';
import { nightsOf, nightStock } from './stock.ts';

// What staff see of the house: each type's rooms taken night by night and who sleeps in which unit, who
// sleeps here on a night, who arrives and who leaves on a day. Read without locks: a view, not a decision.

/** Every active unit of the types, by type, in the estate's order. */
async function unitsByType(db: Database, typeIds?: string[]): Promise<Map<string, UnitChoice[]>> {
  const rows = await db
    .select({ id: roomUnits.id, name: roomUnits.name, typeId: roomUnits.roomTypeId })
    .from(roomUnits)
    .where(and(eq(roomUnits.active, true), typeIds ? inArray(roomUnits.roomTypeId, typeIds) : undefined))
    .orderBy(asc(roomUnits.sortOrder), asc(roomUnits.name));
  const byType = new Map<string, UnitChoice[]>();
  for (const row of rows) byType.set(row.typeId, [...(byType.get(row.typeId) ?? []), { id: row.id, name: row.name }]);
  return byType;
}

/** Each unit's nights [from, to): the guest in it (for holds that count) or closed. */
async function unitRows(db: Database, stock: Stock, range: string[], now: Date): Promise<Map<string, OccupancyUnitRow[]>> {
  const from = range[0]!;
  const to = addDays(range.at(-1)!, 1);
  const [units, nights] = await Promise.all([
    unitsByType(db),
    db
      .select({
        unitId: roomUnitNights.unitId,
        night: roomUnitNights.night,
        bookingId: bookings.id,
        reference: bookings.reference,
        customerName: bookings.customerName,
      })
      .from(roomUnitNights)
      .innerJoin(roomHolds, eq(roomHolds.id, roomUnitNights.holdId))
      .leftJoin(bookings, eq(bookings.id, roomHolds.bookingId))
      .where(and(gte(roomUnitNights.night, from), lt(roomUnitNights.night, to), countingHolds(now))),
  ]);
  const guests = new Map(nights.map((row) => [`${row.unitId}|${row.night}`, row]));
  const rows = new Map<string, OccupancyUnitRow[]>();
  for (const [typeId, list] of units)
    rows.set(
      typeId,
      list.map((unit) => ({
        unitId: unit.id,
        name: unit.name,
        cells: range.map((night) => {
          const guest = guests.get(`${unit.id}|${night}`);
          const closed = stock.closures.some(
            (closure) =>
              (closure.unitId === unit.id || (!closure.unitId && (closure.roomTypeId === typeId || closure.roomTypeId === null))) &&
              closure.firstNight <= night &&
              night <= closure.lastNight,
          );
          return {
            night,
            closed,
            guest: guest ? { bookingId: guest.bookingId, reference: guest.reference, customerName: guest.customerName } : null,
          };
        }),
      })),
    );
  return rows;
}

/** Nights on one page of the grid. */
export const GRID_NIGHTS = 30;

/** Every type down, `nights` nights from `from` across: "taken / total", and the closed nights. */
export async function occupancyGrid(db: Database, from: string, now: Date = new Date(), nights = GRID_NIGHTS): Promise<OccupancyGrid> {
  const to = addDays(from, nights);
  const stock = await loadStock(db, { from, to }, now);
  const range = nightsOf(from, to);
  const units = await unitRows(db, stock, range, now);
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
      units: units.get(type.id) ?? [],
    })),
  };
}

/** The units each hold sleeps in, on one night or over its whole stay (each unit once, in order). */
async function holdUnits(db: Database, holdIds: string[], night: string | null): Promise<Map<string, UnitChoice[]>> {
  if (holdIds.length === 0) return new Map();
  const rows = await db
    .selectDistinct({ holdId: roomUnitNights.holdId, id: roomUnits.id, name: roomUnits.name, sortOrder: roomUnits.sortOrder })
    .from(roomUnitNights)
    .innerJoin(roomUnits, eq(roomUnits.id, roomUnitNights.unitId))
    .where(and(inArray(roomUnitNights.holdId, holdIds), night ? eq(roomUnitNights.night, night) : undefined))
    .orderBy(asc(roomUnits.sortOrder), asc(roomUnits.name));
  const byHold = new Map<string, UnitChoice[]>();
  for (const row of rows) byHold.set(row.holdId, [...(byHold.get(row.holdId) ?? []), { id: row.id, name: row.name }]);
  return byHold;
}

/** Holds owned by stays and retreats that are not cancelled, with their booking, type and units. */
export async function bookedHolds(
  db: Database,
  where: SQL | undefined,
  now: Date,
  night: string | null = null,
): Promise<RoomBookingLine[]> {
  const rows = await db
    .select({ hold: roomHolds, booking: bookings, typeName: roomTypes.name })
    .from(roomHolds)
    .innerJoin(bookings, eq(bookings.id, roomHolds.bookingId))
    .innerJoin(roomTypes, eq(roomTypes.id, roomHolds.roomTypeId))
    .where(and(countingHolds(now), ne(bookings.status, 'cancelled'), inArray(bookings.kind, ['stay', 'retreat']), where))
    .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.name), asc(bookings.customerName));
  const units = await holdUnits(
    db,
    rows.map((row) => row.hold.id),
    night,
  );
  return rows.map(({ hold, booking, typeName }) => ({
    holdId: hold.id,
    typeId: hold.roomTypeId,
    units: units.get(hold.id) ?? [],
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
  const [lines, checkouts, units] = await Promise.all([
    bookedHolds(db, onNight, now, night),
    db
      .select({ rooms: roomHolds.rooms })
      .from(roomHolds)
      .where(and(countingHolds(now), isNull(roomHolds.bookingId), onNight)),
    unitsByType(db),
  ]);
  return {
    night,
    lines,
    heldByCheckouts: checkouts.reduce((sum, row) => sum + row.rooms, 0),
    unitChoices: Object.fromEntries(units),
  };
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
