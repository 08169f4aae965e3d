import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import { ROOM_MESSAGES } from '#app/lib/rooms.ts';
import type { Database } from '../db/client.ts';
import { type BookedRooms, bookings, roomClosures, roomHolds, roomTypes, roomUnits } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';
import { freeRooms, nightsOf, type StockClosure, type StockHold } from './stock.ts';
import { assignUnits, clearUnitNights } from './unit-assign.ts';
import { countingHolds, roomTypeColumns } from './unit-count.ts';

// Room inventory in the database. Whatever changes what is sold (a hold taken or taken again, a type made
// smaller, nights closed) first locks the room type's row, FOR UPDATE, and only then reads the holds and
// closures it judges by: two processes selling the last room queue on that row, and the second sees the
// first one's hold. Releasing rooms needs no lock: it can only make more free. Each hold that counts is
// given its units (unit-assign.ts) under the same lock, so whatever takes rooms here gets rooms by name.

/** A type and how many rooms it has: its active units. */
export type RoomTypeRow = typeof roomTypes.$inferSelect & { roomCount: number };
export type RoomHoldRow = typeof roomHolds.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;

export interface Stock {
  types: RoomTypeRow[];
  holds: StockHold[];
  closures: StockClosure[];
}

/** The rooms a booking asks for: `rooms` of one type for each night of [checkIn, checkOut). */
export interface RoomRequest {
  roomTypeId: string;
  checkIn: string;
  checkOut: string;
  rooms: number;
}

/**
 * Who holds the rooms: an unpaid checkout (until expiresAt), or a booking (until released; a reservation
 * still waiting for its guest's link only until expiresAt).
 */
export interface HoldOwner {
  paymentOrderId?: string | null;
  bookingId?: string | null;
  expiresAt?: Date | null;
}

export { countingHolds };

/** Every type (in their order), and the counting holds and closures that touch the nights [from, to). */
export async function loadStock(db: Database, nights: { from: string; to: string }, now: Date, typeIds?: string[]): Promise<Stock> {
  const typeFilter = typeIds ? inArray(roomTypes.id, typeIds) : undefined;
  const types = await db.select(roomTypeColumns).from(roomTypes).where(typeFilter).orderBy(asc(roomTypes.sortOrder), asc(roomTypes.name));
  const holds = await db
    .select({ roomTypeId: roomHolds.roomTypeId, checkIn: roomHolds.checkIn, checkOut: roomHolds.checkOut, rooms: roomHolds.rooms })
    .from(roomHolds)
    .where(
      and(
        countingHolds(now),
        lt(roomHolds.checkIn, nights.to),
        gt(roomHolds.checkOut, nights.from),
        typeIds ? inArray(roomHolds.roomTypeId, typeIds) : undefined,
      ),
    );
  // A closed unit that is inactive is not counted among the type's rooms, so it takes none away either.
  const closures = await db
    .select({
      roomTypeId: roomClosures.roomTypeId,
      unitId: roomClosures.unitId,
      firstNight: roomClosures.firstNight,
      lastNight: roomClosures.lastNight,
    })
    .from(roomClosures)
    .leftJoin(roomUnits, eq(roomUnits.id, roomClosures.unitId))
    .where(
      and(
        lt(roomClosures.firstNight, nights.to),
        gte(roomClosures.lastNight, nights.from),
        or(isNull(roomClosures.unitId), eq(roomUnits.active, true)),
      ),
    );
  return { types, holds, closures };
}

/** Locks the types' rows, in one order (by id) so that two transactions never wait on each other. */
export async function lockRoomTypes(db: Database, typeIds?: string[]): Promise<RoomTypeRow[]> {
  return db
    .select(roomTypeColumns)
    .from(roomTypes)
    .where(typeIds ? inArray(roomTypes.id, typeIds) : undefined)
    .orderBy(asc(roomTypes.id))
    .for('update', { of: roomTypes });
}

/** Rooms of the type free on every night asked, with the type's row locked. Must run in a transaction. */
async function lockedFreeRooms(db: Database, request: RoomRequest, now: Date): Promise<{ type: RoomTypeRow | undefined; free: number }> {
  const [type] = await lockRoomTypes(db, [request.roomTypeId]);
  if (!type) return { type, free: 0 };
  const stock = await loadStock(db, { from: request.checkIn, to: request.checkOut }, now, [type.id]);
  return { type, free: freeRooms(type, nightsOf(request.checkIn, request.checkOut), stock.holds, stock.closures) };
}

/**
 * Takes the rooms, or refuses (400) with the guest's sentence when they are not free on every night.
 * Must run inside the transaction that stores what owns the hold, so neither exists without the other.
 */
export async function takeRooms(db: Database, request: RoomRequest, owner: HoldOwner, now: Date = new Date()): Promise<RoomHoldRow> {
  const { type, free } = await lockedFreeRooms(db, request, now);
  if (!type || !type.active) throw new Refusal(ROOM_MESSAGES.unknownRoom, 400);
  if (free < request.rooms) throw new Refusal(ROOM_MESSAGES.noRooms, 400);
  const [hold] = await db
    .insert(roomHolds)
    .values({
      ...request,
      paymentOrderId: owner.paymentOrderId ?? null,
      bookingId: owner.bookingId ?? null,
      expiresAt: owner.expiresAt ?? null,
    })
    .returning();
  if (!hold) throw new Error('the room hold was not stored');
  await assignUnits(db, type.id, request, now);
  return hold;
}

/** Gives back the rooms a booking or a checkout holds. */
export async function releaseRooms(db: Database, owner: { bookingId: string } | { paymentOrderId: string }, now: Date = new Date()) {
  const ownerFilter = 'bookingId' in owner ? eq(roomHolds.bookingId, owner.bookingId) : eq(roomHolds.paymentOrderId, owner.paymentOrderId);
  await db
    .update(roomHolds)
    .set({ releasedAt: now })
    .where(and(ownerFilter, isNull(roomHolds.releasedAt)));
  const held = await db.select({ id: roomHolds.id }).from(roomHolds).where(ownerFilter);
  await clearUnitNights(
    db,
    held.map((hold) => hold.id),
  );
}

/**
 * A paid checkout's rooms become its booking's: kept while the hold still counts, taken again when it
 * lapsed and they are still free. 'lost' when they were sold meanwhile; 'none' when the order held none.
 */
export async function settlePaidHold(
  db: Database,
  paymentOrderId: string,
  bookingId: string,
  now: Date,
): Promise<{ outcome: 'kept'; rooms: BookedRooms } | { outcome: 'lost' | 'none' }> {
  const [hold] = await db.select().from(roomHolds).where(eq(roomHolds.paymentOrderId, paymentOrderId));
  if (!hold) return { outcome: 'none' };
  const { type, free } = await lockedFreeRooms(db, hold, now);
  const counting = hold.releasedAt === null && (hold.expiresAt === null || hold.expiresAt > now);
  if (!type || (!counting && free < hold.rooms)) return { outcome: 'lost' };
  await db.update(roomHolds).set({ bookingId, expiresAt: null, releasedAt: null }).where(eq(roomHolds.id, hold.id));
  await assignUnits(db, type.id, hold, now);
  return { outcome: 'kept', rooms: { typeId: type.id, typeName: type.name, rooms: hold.rooms } };
}

/** The booking with the rooms it holds written into its details, for the guest's page and the staff's lists. */
export async function withRooms(db: Database, booking: BookingRow, rooms: BookedRooms): Promise<BookingRow> {
  if (!booking.details || booking.details.kind === 'training' || booking.details.kind === 'appointment') return booking;
  const [updated] = await db
    .update(bookings)
    .set({ details: { ...booking.details, room: rooms } })
    .where(eq(bookings.id, booking.id))
    .returning();
  return updated ?? booking;
}

/**
 * A cancelled booking made live again (by staff) takes its rooms again, or is refused with the same
 * sentence a guest gets. Bookings that never held rooms pass.
 */
export async function retakeBookingRooms(db: Database, bookingId: string, now: Date = new Date()): Promise<void> {
  const holds = await db.select().from(roomHolds).where(eq(roomHolds.bookingId, bookingId)).orderBy(asc(roomHolds.createdAt));
  const last = holds.at(-1);
  if (!last || last.releasedAt === null) return;
  const { type, free } = await lockedFreeRooms(db, last, now);
  if (!type || free < last.rooms) throw new Refusal(ROOM_MESSAGES.noRooms, 409);
  await db.update(roomHolds).set({ releasedAt: null, expiresAt: null }).where(eq(roomHolds.id, last.id));
  await assignUnits(db, type.id, last, now);
}

/**
 * A booking's rooms held only until a moment (a reservation waiting for its guest's link) become its own
 * for good: kept while the hold still counts, taken again when it lapsed and they are still free, or
 * refused (409) with the guest's sentence when they were sold meanwhile.
 */
export async function keepBookingRooms(db: Database, bookingId: string, now: Date = new Date()): Promise<void> {
  const holds = await db
    .select()
    .from(roomHolds)
    .where(and(eq(roomHolds.bookingId, bookingId), isNull(roomHolds.releasedAt), isNotNull(roomHolds.expiresAt)));
  for (const hold of holds) {
    const lapsed = hold.expiresAt! <= now;
    if (lapsed) {
      const { type, free } = await lockedFreeRooms(db, hold, now);
      if (!type || free < hold.rooms) throw new Refusal(ROOM_MESSAGES.noRooms, 409);
    }
    await db.update(roomHolds).set({ expiresAt: null }).where(eq(roomHolds.id, hold.id));
    // A lapsed hold's units may have gone to another guest meanwhile: given again under the type's lock.
    if (lapsed) await assignUnits(db, hold.roomTypeId, hold, now);
  }
}

/** Unpaid checkouts' holds that have lapsed are marked released (they already count for nothing). */
export async function releaseLapsedHolds(db: Database, now: Date): Promise<number> {
  const released = await db
    .update(roomHolds)
    .set({ releasedAt: now })
    .where(and(isNull(roomHolds.releasedAt), isNull(roomHolds.bookingId), lte(roomHolds.expiresAt, now)))
    .returning({ id: roomHolds.id });
  await clearUnitNights(
    db,
    released.map((hold) => hold.id),
  );
  return released.length;
}

/**
 * Takes the rooms for a booking that exists (in the same transaction) and writes them into its details.
 * `expiresAt`: when a reservation waiting for its guest's link lets them go (booking.holdUntil).
 */
export async function withHeldRooms(
  db: Database,
  booking: BookingRow,
  request: RoomRequest,
  now: Date = new Date(),
  expiresAt: Date | null = null,
): Promise<BookingRow> {
  await takeRooms(db, request, { bookingId: booking.id, expiresAt }, now);
  const [type] = await db.select({ name: roomTypes.name }).from(roomTypes).where(eq(roomTypes.id, request.roomTypeId));
  return withRooms(db, booking, { typeId: request.roomTypeId, typeName: type?.name ?? '', rooms: request.rooms });
}
