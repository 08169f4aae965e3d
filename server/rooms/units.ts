import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import type { UnitView } from '#app/lib/admin/rooms-view.ts';
import type { Database } from '../db/client.ts';
import { roomTypes, roomUnitNights, roomUnits } from '../db/schema.ts';
import { lockRoomTypes } from './inventory.ts';
import { assignUnits, guestNightsByUnit } from './unit-assign.ts';

// A type's units as a number: "Rooms: 8" on the type's form makes eight active units, named after the
// type ("Garden Room 1" …) until staff rename them. Fewer rooms deactivates the last units, those with no
// guests first; guests of a unit that goes are given another unit on the same nights. Callers hold the
// type's row locked (and have checked the count per type still covers what is sold).

/** Far enough ahead to reach every night ever sold. */
export const END_OF_TIME = '9999-12-31';

export type UnitRow = typeof roomUnits.$inferSelect;

/** Every unit of the type, active or not, in the estate's order. */
export async function listUnits(db: Database, typeId: string): Promise<UnitRow[]> {
  return db.select().from(roomUnits).where(eq(roomUnits.roomTypeId, typeId)).orderBy(asc(roomUnits.sortOrder), asc(roomUnits.name));
}

/** Every unit of every type, by type: the Rooms screen's list. */
export async function listUnitsByType(db: Database): Promise<Record<string, UnitView[]>> {
  const rows = await db.select().from(roomUnits).orderBy(asc(roomUnits.sortOrder), asc(roomUnits.name));
  const byType: Record<string, UnitView[]> = {};
  for (const row of rows) (byType[row.roomTypeId] ??= []).push({ id: row.id, name: row.name, active: row.active });
  return byType;
}

/** Adds `count` active units named "<type> n", numbered on from the type's last unit. */
export async function addUnits(db: Database, type: { id: string; name: string }, count: number): Promise<void> {
  if (count <= 0) return;
  const existing = await listUnits(db, type.id);
  const names = new Set(existing.map((unit) => unit.name));
  let order = existing.reduce((last, unit) => Math.max(last, unit.sortOrder), 0);
  let number = existing.length;
  const fresh: (typeof roomUnits.$inferInsert)[] = [];
  while (fresh.length < count) {
    number += 1;
    const name = `${type.name} ${number}`;
    if (names.has(name)) continue;
    order += 1;
    fresh.push({ roomTypeId: type.id, name, sortOrder: order });
  }
  await db.insert(roomUnits).values(fresh);
}

/**
 * Makes the type's active units `count`: inactive units come back first, then new ones are added; or the
 * last units are deactivated, those without guests from `today` on first, and their guests moved.
 */
export async function resizeUnits(
  db: Database,
  type: { id: string; name: string },
  count: number,
  today: string,
  now: Date,
): Promise<void> {
  const units = await listUnits(db, type.id);
  const active = units.filter((unit) => unit.active);
  if (count > active.length) {
    const back = units.filter((unit) => !unit.active).slice(0, count - active.length);
    if (back.length > 0)
      await db
        .update(roomUnits)
        .set({ active: true })
        .where(
          inArray(
            roomUnits.id,
            back.map((unit) => unit.id),
          ),
        );
    await addUnits(db, type, count - active.length - back.length);
    return;
  }
  if (count === active.length) return;
  const guests = await guestNightsByUnit(db, type.id, { checkIn: today, checkOut: END_OF_TIME }, now);
  const busy = (unit: UnitRow) => ((guests.get(unit.id) ?? 0) > 0 ? 1 : 0);
  const leaving = [...active].sort((a, b) => busy(a) - busy(b) || b.sortOrder - a.sortOrder).slice(0, active.length - count);
  const ids = leaving.map((unit) => unit.id);
  await db.update(roomUnits).set({ active: false }).where(inArray(roomUnits.id, ids));
  const moved = await db
    .delete(roomUnitNights)
    .where(and(inArray(roomUnitNights.unitId, ids), gte(roomUnitNights.night, today)))
    .returning({ night: roomUnitNights.night });
  if (moved.length > 0) await assignUnits(db, type.id, { checkIn: today, checkOut: END_OF_TIME }, now);
}

/** The type's units named after it, as the seed and a new type's form make them. */
export async function unitsOfNewType(db: Database, typeName: string, count: number): Promise<void> {
  const [type] = await db.select({ id: roomTypes.id, name: roomTypes.name }).from(roomTypes).where(eq(roomTypes.name, typeName));
  if (!type) return;
  const [any] = await db
    .select({ id: roomUnits.id })
    .from(roomUnits)
    .where(eq(roomUnits.roomTypeId, type.id))
    .orderBy(desc(roomUnits.sortOrder))
    .limit(1);
  if (!any) await addUnits(db, type, count);
}

/** Gives every type (or one) `count` rooms at once, under the types' locks: for tests and benches that need a house of a size. */
export async function setRoomCount(db: Database, count: number, typeId?: string): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    for (const type of await lockRoomTypes(tx, typeId ? [typeId] : undefined)) await resizeUnits(tx, type, count, '2000-01-01', now);
  });
}
