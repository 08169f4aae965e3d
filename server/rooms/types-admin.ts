import { and, asc, eq, isNotNull, ne, or } from 'drizzle-orm';
import { ROOM_REFUSAL_MESSAGES, ROOM_TYPE_MESSAGES } from '#app/lib/admin/room-messages.ts';
import type { RoomTypeView } from '#app/lib/admin/rooms-view.ts';
import { todayIn } from '#app/lib/dates.ts';
import { type RoomTypeInput, roomTypeSchema } from '#app/lib/schemas/admin/rooms.ts';
import { recordFieldChanges } from '../audit/field-changes.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffSession } from '../auth/guard.ts';
import { config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { pick } from '../db/pick.ts';
import { roomHolds, roomTypes } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';
import { countingHolds, loadStock, lockRoomTypes, type RoomTypeRow } from './inventory.ts';
import { nightsOf } from './stock.ts';
import { roomTypeColumns } from './unit-count.ts';
import { addUnits, END_OF_TIME, resizeUnits } from './units.ts';

// Staff keep the room types: what each is and how many rooms it has (its active units, units.ts). A change
// that could break what is sold (fewer rooms, a type deleted) locks the type's row first, then judges by
// the holds that count, in the transaction that writes: nothing sold meanwhile can slip between check and write.

type Actor = Pick<StaffSession, 'userId' | 'email'>;

export function toRoomTypeView(row: RoomTypeRow): RoomTypeView {
  const { createdAt: _created, updatedAt: _updated, ...view } = row;
  return view;
}

/** Every type in the estate's order. */
export async function listRoomTypes(db: Database): Promise<RoomTypeView[]> {
  const rows = await db.select(roomTypeColumns).from(roomTypes).orderBy(asc(roomTypes.sortOrder), asc(roomTypes.name));
  return rows.map(toRoomTypeView);
}

export async function findRoomType(db: Database, id: string): Promise<RoomTypeView | null> {
  const [row] = await db.select(roomTypeColumns).from(roomTypes).where(eq(roomTypes.id, id));
  return row ? toRoomTypeView(row) : null;
}

/** The form's fields but the room count (the units keep it), and the photo: undefined leaves the stored one as it is. */
function columns(input: RoomTypeInput, imageUrl: string | null | undefined) {
  const { roomCount: _units, ...fields } = pick(input, roomTypeSchema.keyof().options);
  return { ...fields, ...(imageUrl === undefined ? {} : { imageUrl }) };
}

/** The retreat sleeps in one type: marking this one unmarks the other, before the write the unique index guards. */
async function unmarkOtherRetreatType(db: Database, actor: Actor, id: string | null) {
  const others = await db
    .update(roomTypes)
    .set({ forRetreat: false, updatedAt: new Date() })
    .where(and(eq(roomTypes.forRetreat, true), id ? ne(roomTypes.id, id) : undefined))
    .returning();
  for (const other of others)
    await recordFieldChanges(db, { actor, entity: 'room-type', entityId: other.id, changes: { forRetreat: [true, false] } });
}

/** The name is unique: a second type of the same name is refused at the field rather than failing. */
async function refuseTakenName(db: Database, name: string, id: string | null) {
  const [same] = await db
    .select({ id: roomTypes.id })
    .from(roomTypes)
    .where(and(eq(roomTypes.name, name), id ? ne(roomTypes.id, id) : undefined));
  if (same) throw new Refusal(ROOM_TYPE_MESSAGES.nameTaken, 409, { fieldErrors: { name: [ROOM_TYPE_MESSAGES.nameTaken] } });
}

export async function createRoomType(
  db: Database,
  actor: Actor,
  input: RoomTypeInput,
  imageUrl: string | null = null,
): Promise<RoomTypeView> {
  return db.transaction(async (tx) => {
    await refuseTakenName(tx, input.name, null);
    if (input.forRetreat) await unmarkOtherRetreatType(tx, actor, null);
    const [inserted] = await tx.insert(roomTypes).values(columns(input, imageUrl)).returning();
    if (!inserted) throw new Error('the room type was not stored');
    await addUnits(tx, inserted, input.roomCount);
    const row = { ...inserted, roomCount: input.roomCount };
    await recordAudit(tx, { actor, entity: 'room-type', entityId: row.id, action: 'create', before: null, after: row });
    return toRoomTypeView(row);
  });
}

/**
 * Refuses (409) a room count below what some night from today on has taken, naming those nights and
 * the most taken on them. Runs with the type's row locked.
 */
async function refuseFewerThanTaken(db: Database, type: RoomTypeRow, roomCount: number, now: Date) {
  if (roomCount >= type.roomCount) return;
  const today = todayIn(config().TIME_ZONE, now);
  const { holds } = await loadStock(db, { from: today, to: END_OF_TIME }, now, [type.id]);
  const taken = new Map<string, number>();
  for (const hold of holds)
    for (const night of nightsOf(hold.checkIn > today ? hold.checkIn : today, hold.checkOut))
      taken.set(night, (taken.get(night) ?? 0) + hold.rooms);
  const over = new Map([...taken].filter(([, rooms]) => rooms > roomCount));
  if (over.size === 0) return;
  const nights = [...over.keys()].sort();
  const counts = new Set(over.values());
  const most = Math.max(...counts);
  const sentence = ROOM_REFUSAL_MESSAGES.tooFewRooms(type.name, most, nights, counts.size === 1);
  throw new Refusal(sentence, 409, { fieldErrors: { roomCount: [sentence] } });
}

/** Saves staff's changes; null when there is no such type. `imageUrl` undefined keeps the stored photo. */
export async function updateRoomType(
  db: Database,
  actor: Actor,
  id: string,
  input: RoomTypeInput,
  imageUrl?: string,
  now: Date = new Date(),
): Promise<RoomTypeView | null> {
  return db.transaction(async (tx) => {
    const [before] = await lockRoomTypes(tx, [id]);
    if (!before) return null;
    await refuseTakenName(tx, input.name, id);
    await refuseFewerThanTaken(tx, before, input.roomCount, now);
    if (input.forRetreat && !before.forRetreat) await unmarkOtherRetreatType(tx, actor, id);
    const [updated] = await tx
      .update(roomTypes)
      .set({ ...columns(input, imageUrl), updatedAt: now })
      .where(eq(roomTypes.id, id))
      .returning();
    if (!updated) return null;
    await resizeUnits(tx, updated, input.roomCount, todayIn(config().TIME_ZONE, now), now);
    const after = { ...updated, roomCount: input.roomCount };
    await recordAudit(tx, { actor, entity: 'room-type', entityId: id, action: 'update', before, after });
    return toRoomTypeView(after);
  });
}

/**
 * Deletes a type no booking ever took and no checkout holds now; one with bookings is refused (409):
 * its bookings would lose their rooms. Null when there is no such type.
 */
export async function deleteRoomType(db: Database, actor: Actor, id: string, now: Date = new Date()): Promise<RoomTypeView | null> {
  return db.transaction(async (tx) => {
    const [type] = await lockRoomTypes(tx, [id]);
    if (!type) return null;
    const [held] = await tx
      .select({ id: roomHolds.id })
      .from(roomHolds)
      .where(and(eq(roomHolds.roomTypeId, id), or(isNotNull(roomHolds.bookingId), countingHolds(now))))
      .limit(1);
    if (held) throw new Refusal(ROOM_REFUSAL_MESSAGES.hasBookings(type.name), 409);
    await tx.delete(roomTypes).where(eq(roomTypes.id, id));
    await recordAudit(tx, { actor, entity: 'room-type', entityId: id, action: 'delete', before: type, after: null });
    return toRoomTypeView(type);
  });
}
