import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PageWindow } from '#app/lib/paginate.ts';
import { type EventInput, onlinePriceMissing } from '#app/lib/schemas/admin/event.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { bookings, calendarEvents } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';

export type CalendarEventRow = typeof calendarEvents.$inferSelect;
type Actor = Pick<StaffSession, 'userId' | 'email'>;

/** Every event, newest created first (SPEC §7 "Admin reads"). */
export async function listEvents(db: Database, page: PageWindow = { limit: 1000, offset: 0 }): Promise<CalendarEventRow[]> {
  return db
    .select()
    .from(calendarEvents)
    .orderBy(desc(calendarEvents.createdAt), desc(calendarEvents.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countEvents(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(calendarEvents);
  return row?.total ?? 0;
}

export async function findEvent(db: Database, id: string): Promise<CalendarEventRow | null> {
  const [row] = await db.select().from(calendarEvents).where(eq(calendarEvents.id, id));
  return row ?? null;
}

function columns(input: EventInput, imageUrl: string | null | undefined) {
  const missing = onlinePriceMissing(input);
  if (missing) throw new Refusal(missing, 400, { fieldErrors: { priceRupees: [missing] } });
  return {
    title: input.title,
    tag: input.tag,
    price: input.price,
    duration: input.duration,
    eventDate: input.eventDate,
    description: input.description,
    timeSlots: input.timeSlots,
    expandedDescription: input.expandedDescription ?? null,
    slotCapacity: input.slotCapacity,
    type: input.type,
    paymentMode: input.paymentMode,
    // Kept in paise like every sum; an event paid at the estate keeps a price typed for it, unused until it goes online.
    pricePaise: input.priceRupees === undefined ? null : input.priceRupees * 100,
    // undefined leaves the stored image as it is.
    ...(imageUrl === undefined ? {} : { imageUrl }),
  };
}

export async function createEvent(
  db: Database,
  actor: Actor,
  input: EventInput,
  imageUrl: string | null = null,
): Promise<CalendarEventRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(calendarEvents).values(columns(input, imageUrl)).returning();
    if (!row) throw new Error('the event was not stored');
    await recordAudit(tx, { actor, entity: 'event', entityId: row.id, action: 'create', before: null, after: row });
    return row;
  });
}

/**
 * Saves staff's changes; null when there is no such event. A time slot that still holds bookings
 * (any status but cancelled) cannot be removed: those guests would lose the slot they booked.
 * Fewer seats than already booked is allowed: staff decide how to handle an overfull slot.
 */
export async function updateEvent(
  db: Database,
  actor: Actor,
  id: string,
  input: EventInput,
  imageUrl?: string,
): Promise<CalendarEventRow | null> {
  return db.transaction(async (tx) => {
    // The same lock a booking takes, so no seat is sold in a slot while it is being removed.
    const [before] = await tx.select().from(calendarEvents).where(eq(calendarEvents.id, id)).for('update');
    if (!before) return null;
    const removed = before.timeSlots.filter((slot) => !input.timeSlots.includes(slot));
    if (removed.length > 0) {
      const held = await tx
        .select({ slot: bookings.selectedSlot, count: sql<number>`count(*)::int` })
        .from(bookings)
        .where(and(eq(bookings.eventId, id), inArray(bookings.selectedSlot, removed), ne(bookings.status, 'cancelled')))
        .groupBy(bookings.selectedSlot);
      if (held.length > 0) throw new Refusal(slotsInUseMessage(held), 409);
    }
    const [after] = await tx.update(calendarEvents).set(columns(input, imageUrl)).where(eq(calendarEvents.id, id)).returning();
    if (!after) return null;
    await recordAudit(tx, { actor, entity: 'event', entityId: id, action: 'update', before, after });
    return after;
  });
}

function slotsInUseMessage(held: { slot: string; count: number }[]): string {
  const list = held.map(({ slot, count }) => `${slot} (${count} ${count === 1 ? 'booking' : 'bookings'})`).join(', ');
  return `Time slots with bookings cannot be removed: ${list}. Cancel or move those bookings first.`;
}

/** Deletes an event; its bookings stay, keeping their title, with no event (the foreign key sets it null). */
export async function deleteEvent(db: Database, actor: Actor, id: string): Promise<CalendarEventRow | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(calendarEvents).where(eq(calendarEvents.id, id)).returning();
    if (!before) return null;
    await recordAudit(tx, { actor, entity: 'event', entityId: id, action: 'delete', before, after: null });
    return before;
  });
}
