import { and, asc, eq, ne } from 'drizzle-orm';
import { THERAPY_ADMIN_MESSAGES, type TreatmentRoomView } from '#app/lib/admin/therapies.ts';
import type { AwaySpanInput, TreatmentRoomInput } from '#app/lib/schemas/admin/therapies.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { appointments, treatmentRoomClosures, treatmentRooms } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';
import { awaySpanOf, instantsOf } from './away-spans.ts';

// The estate's treatment rooms as the owner keeps them: name, kind, in use or not, and the spans each
// is closed (repairs, a deep clean). A room appointments were booked in is never deleted: they name it.

type Actor = Pick<StaffSession, 'userId' | 'email'>;

export async function listTreatmentRooms(db: Database, timeZone: string): Promise<TreatmentRoomView[]> {
  const [rooms, closures] = await Promise.all([
    db.select().from(treatmentRooms).orderBy(asc(treatmentRooms.name)),
    db.select().from(treatmentRoomClosures).orderBy(asc(treatmentRoomClosures.startsAt)),
  ]);
  return rooms.map((room) => ({
    id: room.id,
    name: room.name,
    kind: room.kind,
    active: room.active,
    closures: closures.filter((closure) => closure.roomId === room.id).map((closure) => awaySpanOf(closure, timeZone)),
  }));
}

export async function findTreatmentRoom(db: Database, id: string, timeZone: string): Promise<TreatmentRoomView | null> {
  return (await listTreatmentRooms(db, timeZone)).find((room) => room.id === id) ?? null;
}

async function refuseTakenName(db: Database, name: string, id: string | null) {
  const [same] = await db
    .select({ id: treatmentRooms.id })
    .from(treatmentRooms)
    .where(id ? and(eq(treatmentRooms.name, name), ne(treatmentRooms.id, id)) : eq(treatmentRooms.name, name));
  if (same) throw new Refusal(THERAPY_ADMIN_MESSAGES.roomNameTaken, 409, { fieldErrors: { name: [THERAPY_ADMIN_MESSAGES.roomNameTaken] } });
}

export async function createTreatmentRoom(db: Database, actor: Actor, input: TreatmentRoomInput) {
  return db.transaction(async (tx) => {
    await refuseTakenName(tx, input.name, null);
    const [row] = await tx.insert(treatmentRooms).values(input).returning();
    await recordAudit(tx, { actor, entity: 'treatment-room', entityId: row!.id, action: 'create', before: null, after: row! });
    return row!;
  });
}

/** Saves a room's name, kind and whether it is in use; null when there is no such room. */
export async function updateTreatmentRoom(db: Database, actor: Actor, id: string, input: TreatmentRoomInput) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(treatmentRooms).where(eq(treatmentRooms.id, id)).for('update');
    if (!before) return null;
    await refuseTakenName(tx, input.name, id);
    const [after] = await tx.update(treatmentRooms).set(input).where(eq(treatmentRooms.id, id)).returning();
    await recordAudit(tx, { actor, entity: 'treatment-room', entityId: id, action: 'update', before, after: after! });
    return after!;
  });
}

/** Deletes a room no appointment names (with its closures); one that has any is refused (409). Null when there is none. */
export async function removeTreatmentRoom(db: Database, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(treatmentRooms).where(eq(treatmentRooms.id, id)).for('update');
    if (!before) return null;
    const [used] = await tx.select({ id: appointments.id }).from(appointments).where(eq(appointments.roomId, id)).limit(1);
    if (used) throw new Refusal(THERAPY_ADMIN_MESSAGES.roomUsed, 409);
    await tx.delete(treatmentRooms).where(eq(treatmentRooms.id, id));
    await recordAudit(tx, { actor, entity: 'treatment-room', entityId: id, action: 'delete', before, after: null });
    return before;
  });
}

function spanText(span: { from: string; to: string; note?: string | null | undefined }) {
  return `${span.from.replace('T', ' ')} – ${span.to.replace('T', ' ')}${span.note ? ` (${span.note})` : ''}`;
}

/** Closes a room for a while (in its history); null when there is no such room. */
export async function addRoomClosure(db: Database, actor: Actor, roomId: string, input: AwaySpanInput, timeZone: string) {
  return db.transaction(async (tx) => {
    const [room] = await tx.select({ id: treatmentRooms.id }).from(treatmentRooms).where(eq(treatmentRooms.id, roomId)).for('update');
    if (!room) return null;
    const [row] = await tx
      .insert(treatmentRoomClosures)
      .values({ roomId, ...instantsOf(input, timeZone), note: input.note || null })
      .returning();
    await recordAudit(tx, {
      actor,
      entity: 'treatment-room',
      entityId: roomId,
      action: 'update',
      before: { closure: null },
      after: { closure: spanText(input) },
    });
    return row!;
  });
}

/** Removes one closure (in its room's history); null when there is none. */
export async function removeRoomClosure(db: Database, actor: Actor, id: string, timeZone: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(treatmentRoomClosures).where(eq(treatmentRoomClosures.id, id)).returning();
    if (!row) return null;
    await recordAudit(tx, {
      actor,
      entity: 'treatment-room',
      entityId: row.roomId,
      action: 'update',
      before: { closure: spanText(awaySpanOf(row, timeZone)) },
      after: { closure: null },
    });
    return row;
  });
}
