import { asc, eq, gte } from 'drizzle-orm';
import { roomRefusals } from '#app/lib/admin/room-messages.ts';
import type { ClosureView } from '#app/lib/admin/rooms-view.ts';
import { addDays } from '#app/lib/dates.ts';
import type { ClosureInput } from '#app/lib/schemas/admin/rooms.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { roomClosures, roomTypes } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';
import { loadStock, lockRoomTypes } from './inventory.ts';
import { nightsOf, takenOn } from './stock.ts';

// Closed nights (issue #15): a type, or the whole estate, sells nothing from the first night to the last.
// Nights with guests cannot be closed: the check locks the types' rows (all of them for the estate)
// before it reads the holds, in the transaction that stores the closure.

type Actor = Pick<StaffSession, 'userId' | 'email'>;
type ClosureRow = typeof roomClosures.$inferSelect;

/** The closures that end on or after `from`, soonest first, with their type's name. */
export async function listClosures(db: Database, from: string): Promise<ClosureView[]> {
  const rows = await db
    .select({ closure: roomClosures, typeName: roomTypes.name })
    .from(roomClosures)
    .leftJoin(roomTypes, eq(roomTypes.id, roomClosures.roomTypeId))
    .where(gte(roomClosures.lastNight, from))
    .orderBy(asc(roomClosures.firstNight), asc(roomClosures.createdAt));
  return rows.map(({ closure, typeName }) => ({
    id: closure.id,
    roomTypeId: closure.roomTypeId,
    typeName,
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
    const nights = nightsOf(input.firstNight, addDays(input.lastNight, 1));
    const { holds } = await loadStock(tx, { from: input.firstNight, to: addDays(input.lastNight, 1) }, now, typeIds);
    const booked = nights.filter((night) => locked.some((type) => takenOn(type.id, night, holds) > 0));
    if (booked.length > 0) throw new Refusal(roomRefusals.guestsBooked(booked), 409);
    const [row] = await tx
      .insert(roomClosures)
      .values({ roomTypeId: input.roomTypeId ?? null, firstNight: input.firstNight, lastNight: input.lastNight, reason: input.reason })
      .returning();
    if (!row) throw new Error('the closure was not stored');
    await recordAudit(tx, { actor, entity: 'room-closure', entityId: row.id, action: 'create', before: null, after: row });
    return row;
  });
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
