import { and, asc, count, eq, gt, gte, inArray, isNotNull, lt, not } from 'drizzle-orm';
import { addDays } from '#app/lib/dates.ts';
import { ROOM_MESSAGES } from '#app/lib/rooms.ts';
import type { Database } from '../db/client.ts';
import { roomClosures, roomHolds, roomUnitNights, roomUnits } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';
import { nightsOf } from './stock.ts';
import { countingHolds } from './unit-count.ts';

// Which unit each guest sleeps in. Runs with the type's row locked (inventory.ts), after the count per
// type has said yes: every hold that counts on the nights gets a unit for each of its rooms and nights,
// the first free unit, the same one for all its nights where one is free throughout, split only when
// none is. A unit closed on a night takes nobody then. The table's primary key (unit, night) is the
// database's own check that no unit goes to two guests on one night.

interface Span {
  checkIn: string;
  checkOut: string;
}

interface UnitNight {
  unitId: string;
  night: string;
  holdId: string;
}

/** Deletes the unit-nights of holds given back: their units are free again. */
export async function clearUnitNights(db: Database, holdIds: string[]): Promise<void> {
  if (holdIds.length === 0) return;
  await db.delete(roomUnitNights).where(inArray(roomUnitNights.holdId, holdIds));
}

/** A lapsed or released hold of the type keeps no unit: cleared on the nights [from, to). */
async function clearStale(db: Database, typeId: string, span: Span, now: Date) {
  const stale = db
    .select({ id: roomHolds.id })
    .from(roomHolds)
    .where(
      and(
        eq(roomHolds.roomTypeId, typeId),
        lt(roomHolds.checkIn, span.checkOut),
        gt(roomHolds.checkOut, span.checkIn),
        not(countingHolds(now)),
      ),
    );
  await db.delete(roomUnitNights).where(inArray(roomUnitNights.holdId, stale));
}

/** The type's units that take guests, in the estate's order. */
export async function activeUnits(db: Database, typeId: string) {
  return db
    .select({ id: roomUnits.id, name: roomUnits.name })
    .from(roomUnits)
    .where(and(eq(roomUnits.roomTypeId, typeId), eq(roomUnits.active, true)))
    .orderBy(asc(roomUnits.sortOrder), asc(roomUnits.name));
}

/** "unit|night" of each unit of the type closed on a night of the span. */
export async function closedUnitNights(db: Database, typeId: string, span: Span): Promise<Set<string>> {
  const rows = await db
    .select({ unitId: roomClosures.unitId, firstNight: roomClosures.firstNight, lastNight: roomClosures.lastNight })
    .from(roomClosures)
    .where(
      and(
        eq(roomClosures.roomTypeId, typeId),
        isNotNull(roomClosures.unitId),
        lt(roomClosures.firstNight, span.checkOut),
        gte(roomClosures.lastNight, span.checkIn),
      ),
    );
  const closed = new Set<string>();
  for (const row of rows) for (const night of nightsOf(row.firstNight, addDays(row.lastNight, 1))) closed.add(key(row.unitId!, night));
  return closed;
}

const key = (unitId: string, night: string) => `${unitId}|${night}`;

/**
 * Gives units to every counting hold of the type on the span's nights that lacks them (a new hold, one
 * taken again, one made before units were kept). Refuses (409) with the guest's sentence when a night
 * has no free unit left, which the count per type should never allow.
 */
export async function assignUnits(db: Database, typeId: string, span: Span, now: Date): Promise<void> {
  const holds = await db
    .select({ id: roomHolds.id, checkIn: roomHolds.checkIn, checkOut: roomHolds.checkOut, rooms: roomHolds.rooms })
    .from(roomHolds)
    .where(
      and(eq(roomHolds.roomTypeId, typeId), lt(roomHolds.checkIn, span.checkOut), gt(roomHolds.checkOut, span.checkIn), countingHolds(now)),
    )
    .orderBy(asc(roomHolds.createdAt), asc(roomHolds.id));
  if (holds.length === 0) return;
  const hull = {
    checkIn: holds.reduce((first, hold) => (hold.checkIn < first ? hold.checkIn : first), span.checkIn),
    checkOut: holds.reduce((last, hold) => (hold.checkOut > last ? hold.checkOut : last), span.checkOut),
  };
  await clearStale(db, typeId, hull, now);
  const units = await activeUnits(db, typeId);
  const closed = await closedUnitNights(db, typeId, hull);
  const taken = await db
    .select({ unitId: roomUnitNights.unitId, night: roomUnitNights.night, holdId: roomUnitNights.holdId })
    .from(roomUnitNights)
    .innerJoin(roomHolds, eq(roomHolds.id, roomUnitNights.holdId))
    .where(and(eq(roomHolds.roomTypeId, typeId), gte(roomUnitNights.night, hull.checkIn), lt(roomUnitNights.night, hull.checkOut)));
  const fresh = planUnits(holds, units, taken, closed);
  for (let start = 0; start < fresh.length; start += 500) await db.insert(roomUnitNights).values(fresh.slice(start, start + 500));
}

/**
 * The unit-nights to add so each hold has a unit for each room on each of its nights. Pure: what the
 * database holds comes in, what to insert goes out.
 */
export function planUnits(
  holds: readonly (Span & { id: string; rooms: number })[],
  units: readonly { id: string }[],
  taken: readonly UnitNight[],
  closed: ReadonlySet<string>,
): UnitNight[] {
  const occupied = new Set(taken.map((row) => key(row.unitId, row.night)));
  const fresh: UnitNight[] = [];
  const isFree = (unitId: string, night: string) => !occupied.has(key(unitId, night)) && !closed.has(key(unitId, night));
  const give = (holdId: string, unitId: string, night: string) => {
    occupied.add(key(unitId, night));
    fresh.push({ unitId, night, holdId });
  };
  for (const hold of holds) {
    const own = taken.filter((row) => row.holdId === hold.id);
    const nights = nightsOf(hold.checkIn, hold.checkOut);
    const need = new Map(nights.map((night) => [night, hold.rooms - own.filter((row) => row.night === night).length]));
    // The units this guest already sleeps in come first, so a stay taken again keeps its room where it can.
    const ownUnits = new Set(own.map((row) => row.unitId));
    const order = [...units.filter((unit) => ownUnits.has(unit.id)), ...units.filter((unit) => !ownUnits.has(unit.id))];
    for (;;) {
      const wanting = nights.filter((night) => need.get(night)! > 0);
      if (wanting.length === 0) break;
      const whole = order.find((unit) => wanting.every((night) => isFree(unit.id, night)));
      if (whole) {
        for (const night of wanting) {
          give(hold.id, whole.id, night);
          need.set(night, need.get(night)! - 1);
        }
        continue;
      }
      // No one unit is free on all of them: night by night, staying in the previous night's unit if it can.
      let previous: string | undefined;
      for (const night of wanting) {
        const unit = (previous && isFree(previous, night) ? previous : undefined) ?? order.find((each) => isFree(each.id, night))?.id;
        if (!unit) throw new Refusal(ROOM_MESSAGES.noRooms, 409);
        give(hold.id, unit, night);
        need.set(night, need.get(night)! - 1);
        previous = unit;
      }
    }
  }
  return fresh;
}

/** The nights [from, to) on which a unit sleeps a guest whose hold counts. */
export async function unitGuestNights(db: Database, unitId: string, span: Span, now: Date): Promise<string[]> {
  const rows = await db
    .select({ night: roomUnitNights.night })
    .from(roomUnitNights)
    .innerJoin(roomHolds, eq(roomHolds.id, roomUnitNights.holdId))
    .where(
      and(
        eq(roomUnitNights.unitId, unitId),
        gte(roomUnitNights.night, span.checkIn),
        lt(roomUnitNights.night, span.checkOut),
        countingHolds(now),
      ),
    )
    .orderBy(asc(roomUnitNights.night));
  return rows.map((row) => row.night);
}

/** How many guest-nights each unit of the type has on [from, to), counting holds only; units without any are absent. */
export async function guestNightsByUnit(db: Database, typeId: string, span: Span, now: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ unitId: roomUnitNights.unitId, nights: count() })
    .from(roomUnitNights)
    .innerJoin(roomHolds, eq(roomHolds.id, roomUnitNights.holdId))
    .where(
      and(
        eq(roomHolds.roomTypeId, typeId),
        gte(roomUnitNights.night, span.checkIn),
        lt(roomUnitNights.night, span.checkOut),
        countingHolds(now),
      ),
    )
    .groupBy(roomUnitNights.unitId);
  return new Map(rows.map((row) => [row.unitId, row.nights]));
}
