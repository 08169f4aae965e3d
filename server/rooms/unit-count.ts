import { and, getTableColumns, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import { roomHolds, roomTypes } from '../db/schema.ts';

// A type's room count is the number of its active units, read with the type's row: the units are the one
// record of how many rooms there are, and whoever changes them holds the type's row locked.

/** The type's active units, counted by the database in the query that reads the type. */
export const activeUnitCount =
  sql<number>`(select count(*) from room_units where room_units.room_type_id = "room_types"."id" and room_units.active)`
    .mapWith(Number)
    .as('room_count');

/** A room type's columns and its room count, for `db.select(roomTypeColumns).from(roomTypes)`. */
export const roomTypeColumns = { ...getTableColumns(roomTypes), roomCount: activeUnitCount };

/** Holds that count at `now`: not released, and not lapsed. */
export function countingHolds(now: Date): SQL {
  return and(isNull(roomHolds.releasedAt), or(isNull(roomHolds.expiresAt), gt(roomHolds.expiresAt, now)))!;
}
