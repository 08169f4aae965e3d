import { and, asc, eq, gte } from 'drizzle-orm';
import { ROOM_REFUSAL_MESSAGES } from '#app/lib/admin/room-messages.ts';
import type { ClosureView } from '#app/lib/admin/rooms-view.ts';
import { addDays } from '#app/lib/dates.ts';
import type { ClosureInput } from '#app/lib/schemas/admin/rooms.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { roomClosures, roomTypes, roomUnits } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';
import { loadStock, lockRoomTypes, type RoomTypeRow } from './inventory.ts';
import { nightsOf, nightStock, takenOn } from './stock.ts';
import { assignUnits, unitGuestNights } from './unit-assign.ts';

// Closed nights: one unit, a type, or the whole estate sells nothing from the first night to the last.
// Nights with guests cannot be closed (for one unit: nights that unit sleeps a guest): the check locks the
// types' rows (all of them for the estate) before it reads the holds, in the transaction that stores the closure.

type Actor = Pick<StaffSession, 'userId' | 'email'>;
type ClosureRow = typeof roomClosures.$inferSelect;

/** The closures that end on or after `from`, soonest first, with their type's name. */
export async function listClosures(db: Database, from: string): Promise<ClosureView[]> {
  const rows = await db
    .select({ closure: roomClosures, typeName: roomTypes.name, unitName: roomUnits.name })
    .from(roomClosures)
    .leftJoin(roomTypes, eq(roomTypes.id, roomClosures.roomTypeId))
    .leftJoin(roomUnits, eq(roomUnits.id, roomClosures.unitId))
    .where(gte(roomClosures.lastNight, from))
    .orderBy(asc(roomClosures.firstNight), asc(roomClosures.createdAt));
  return rows.map(({ closure, typeName, unitName }) => ({
    id: closure.id,
    roomTypeId: closure.roomTypeId,
    typeName,
    unitName,
    firstNight: closure.firstNight,
    lastNight: closure.lastNight,
    reason: closure.reason,
  }));
}

/**
 * Closes the nights, or refuses: 404-like null when the type is gone, 409 naming the nights on which
 * guests hold rooms of the type (of any type, for the whole estate).
 */
export async function createClosure(db: Database, actor: Actor, input: ClosureInput, now: Date = new Date()): Promise<ClosureRow | null> {
  return db.transaction(async (tx) => {
    const typeIds = input.roomTypeId ? [input.roomTypeId] : undefined;
    const locked = await lockRoomTypes(tx, typeIds);
    if (input.roomTypeId && locked.length === 0) return null;
    if (input.unitId) await refuseBusyUnit(tx, locked[0]!, input.unitId, input, now);
    else await refuseBookedNights(tx, locked, input, now);
    const [row] = await tx
      .insert(roomClosures)
      .values({
        roomTypeId: input.roomTypeId ?? null,
        unitId: input.unitId ?? null,
        firstNight: input.firstNight,
        lastNight: input.lastNight,
        reason: input.reason,
      })
      .returning();
    if (!row) throw new Error('the closure was not stored');
    await recordAudit(tx, { actor, entity: 'room-closure', entityId: row.id, action: 'create', before: null, after: row });
    return row;
  });
}

/** A type or the estate closes only on nights none of its rooms is taken. */
async function refuseBookedNights(tx: Database, locked: RoomTypeRow[], input: ClosureInput, now: Date) {
  const typeIds = input.roomTypeId ? [input.roomTypeId] : undefined;
  const nights = nightsOf(input.firstNight, addDays(input.lastNight, 1));
  const { holds } = await loadStock(tx, { from: input.firstNight, to: addDays(input.lastNight, 1) }, now, typeIds);
  const booked = nights.filter((night) => locked.some((type) => takenOn(type.id, night, holds) > 0));
  if (booked.length > 0) throw new Refusal(ROOM_REFUSAL_MESSAGES.guestsBooked(booked), 409);
}

/**
 * One unit closes on nights it sleeps nobody, and only while the type's other rooms still hold everyone
 * booked (so the type sells one room fewer, never fewer than it has sold).
 */
async function refuseBusyUnit(tx: Database, type: RoomTypeRow, unitId: string, input: ClosureInput, now: Date) {
  const span = { checkIn: input.firstNight, checkOut: addDays(input.lastNight, 1) };
  const [unit] = await tx
    .select()
    .from(roomUnits)
    .where(and(eq(roomUnits.id, unitId), eq(roomUnits.roomTypeId, type.id)));
  if (!unit) throw new Refusal(ROOM_REFUSAL_MESSAGES.unknownUnit, 409);
  // Guests booked before units were kept are given theirs first, so the unit's nights are its real ones.
  await assignUnits(tx, type.id, span, now);
  const busy = await unitGuestNights(tx, unit.id, span, now);
  if (busy.length > 0) throw new Refusal(ROOM_REFUSAL_MESSAGES.unitHasGuests(unit.name, busy), 409);
  if (!unit.active) return;
  const stock = await loadStock(tx, { from: span.checkIn, to: span.checkOut }, now, [type.id]);
  const closures = [...stock.closures, { roomTypeId: type.id, unitId, firstNight: input.firstNight, lastNight: input.lastNight }];
  const over = nightsOf(span.checkIn, span.checkOut).filter((night) => {
    const cell = nightStock(type, night, stock.holds, closures);
    return !cell.closed && cell.taken > cell.total;
  });
  if (over.length > 0) throw new Refusal(ROOM_REFUSAL_MESSAGES.guestsBooked(over), 409);
}

/** Opens the nights again (more to sell: no lock needed). Null when there is no such closure. */
export async function deleteClosure(db: Database, actor: Actor, id: string): Promise<ClosureRow | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(roomClosures).where(eq(roomClosures.id, id)).returning();
    if (!before) return null;
    await recordAudit(tx, { actor, entity: 'room-closure', entityId: id, action: 'delete', before, after: null });
    return before;
  });
}
