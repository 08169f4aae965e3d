import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { UNIT_MESSAGES } from '#app/lib/admin/room-messages.ts';
import { isRecordId } from '#app/lib/schemas/admin/record.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { roomHolds, roomUnitNights, roomUnits } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';
import { lockRoomTypes } from './inventory.ts';
import { assignUnits, closedUnitNights } from './unit-assign.ts';
import { countingHolds } from './unit-count.ts';

// Staff move a guest from one unit to another (the occupancy grid), and rename units. A move locks the
// type's row like a sale does, then judges the target unit by the nights the guest has in the first one:
// taken by another guest or closed on any of them refuses it, naming the nights.

type Actor = Pick<StaffSession, 'userId' | 'email'>;

export interface UnitMove {
  holdId: string;
  fromUnitId: string;
  toUnitId: string;
}

/** Moves the hold's nights in one unit to another of its type. Null when there is no such hold. */
export async function moveToUnit(db: Database, actor: Actor, move: UnitMove, now: Date = new Date()) {
  if (![move.holdId, move.fromUnitId, move.toUnitId].every(isRecordId)) return null;
  return db.transaction(async (tx) => {
    const [hold] = await tx.select().from(roomHolds).where(eq(roomHolds.id, move.holdId));
    if (!hold) return null;
    await lockRoomTypes(tx, [hold.roomTypeId]);
    const [counting] = await tx
      .select({ id: roomHolds.id })
      .from(roomHolds)
      .where(and(eq(roomHolds.id, hold.id), countingHolds(now)));
    if (!counting) throw new Refusal(UNIT_MESSAGES.notThere, 409);
    // Units the hold should have and lacks (made before units were kept) are given first.
    await assignUnits(tx, hold.roomTypeId, hold, now);
    const units = await tx
      .select()
      .from(roomUnits)
      .where(and(eq(roomUnits.roomTypeId, hold.roomTypeId), inArray(roomUnits.id, [move.fromUnitId, move.toUnitId])));
    const from = units.find((unit) => unit.id === move.fromUnitId);
    const to = units.find((unit) => unit.id === move.toUnitId);
    if (!from || !to) throw new Refusal(UNIT_MESSAGES.notThere, 409);
    if (from.id === to.id) throw new Refusal(UNIT_MESSAGES.sameUnit, 409);
    if (!to.active) throw new Refusal(UNIT_MESSAGES.inactive(to.name), 409);
    const nights = (
      await tx
        .select({ night: roomUnitNights.night })
        .from(roomUnitNights)
        .where(and(eq(roomUnitNights.holdId, hold.id), eq(roomUnitNights.unitId, from.id)))
        .orderBy(asc(roomUnitNights.night))
    ).map((row) => row.night);
    if (nights.length === 0) throw new Refusal(UNIT_MESSAGES.notThere, 409);
    const span = { checkIn: nights[0]!, checkOut: hold.checkOut };
    const taken = await tx
      .select({ night: roomUnitNights.night })
      .from(roomUnitNights)
      .where(and(eq(roomUnitNights.unitId, to.id), inArray(roomUnitNights.night, nights), ne(roomUnitNights.holdId, hold.id)))
      .orderBy(asc(roomUnitNights.night));
    if (taken.length > 0)
      throw new Refusal(
        UNIT_MESSAGES.taken(
          to.name,
          taken.map((row) => row.night),
        ),
        409,
      );
    const closed = await closedUnitNights(tx, hold.roomTypeId, span);
    const closedNights = nights.filter((night) => closed.has(`${to.id}|${night}`));
    if (closedNights.length > 0) throw new Refusal(UNIT_MESSAGES.closed(to.name, closedNights), 409);
    // The guest's own nights already in the target unit (a party of several rooms) cannot be doubled.
    const own = await tx
      .select({ night: roomUnitNights.night })
      .from(roomUnitNights)
      .where(and(eq(roomUnitNights.unitId, to.id), eq(roomUnitNights.holdId, hold.id), inArray(roomUnitNights.night, nights)));
    if (own.length > 0)
      throw new Refusal(
        UNIT_MESSAGES.taken(
          to.name,
          own.map((row) => row.night),
        ),
        409,
      );
    await tx
      .update(roomUnitNights)
      .set({ unitId: to.id })
      .where(and(eq(roomUnitNights.holdId, hold.id), eq(roomUnitNights.unitId, from.id)));
    if (hold.bookingId)
      await recordAudit(tx, {
        actor,
        entity: 'booking',
        entityId: hold.bookingId,
        action: 'update',
        before: { unit: from.name },
        after: { unit: to.name },
      });
    return { from: from.name, to: to.name, nights };
  });
}

/** Renames a unit; refused (409) when another unit of its type has the name. Null when there is no such unit. */
export async function renameUnit(db: Database, actor: Actor, unitId: string, name: string) {
  if (!isRecordId(unitId)) return null;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(roomUnits).where(eq(roomUnits.id, unitId)).for('update');
    if (!before) return null;
    const [same] = await tx
      .select({ id: roomUnits.id })
      .from(roomUnits)
      .where(and(eq(roomUnits.roomTypeId, before.roomTypeId), eq(roomUnits.name, name), ne(roomUnits.id, unitId)));
    if (same) throw new Refusal(UNIT_MESSAGES.nameTaken, 409, { fieldErrors: { name: [UNIT_MESSAGES.nameTaken] } });
    const [after] = await tx.update(roomUnits).set({ name }).where(eq(roomUnits.id, unitId)).returning();
    await recordAudit(tx, {
      actor,
      entity: 'room-type',
      entityId: before.roomTypeId,
      action: 'update',
      before: { unit: before.name },
      after: { unit: after?.name ?? name },
    });
    return after ?? null;
  });
}
