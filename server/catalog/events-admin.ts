import { and, asc, count, desc, eq, getTableColumns, gte, ilike, inArray, isNotNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { EventListFilters } from '#app/lib/admin/catalog-filters.ts';
import { EVENT_CANCEL_MESSAGES } from '#app/lib/admin/event-cancel.ts';
import { SERIES_MESSAGES } from '#app/lib/admin/series-messages.ts';
import { TIMETABLE_MESSAGES } from '#app/lib/admin/timetable-messages.ts';
import type { PageWindow } from '#app/lib/paginate.ts';
import { type EventInput, onlinePriceMissing } from '#app/lib/schemas/admin/event.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffSession } from '../auth/guard.ts';
import { seatsTaken, seatsTakenBySlot } from '../bookings/event-seats.ts';
import type { Database } from '../db/client.ts';
import { likePattern } from '../db/like.ts';
import { bookings, calendarEvents, instructors, paymentOrders } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';

export type CalendarEventRow = typeof calendarEvents.$inferSelect;
type Actor = Pick<StaffSession, 'userId' | 'email'>;

/** An event row as the staff's list shows it: with the seats taken in each slot, counted as the calendar counts them. */
export type EventListRow = CalendarEventRow & { taken: Record<string, number> | null };

/** Where the list is read from: the estate's today, and the moment seat holds are counted at. */
export interface ListMoment {
  today: string;
  now: Date;
}

function eventConditions(filters: EventListFilters, today: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filters.tab === 'past' ? lt(calendarEvents.eventDate, today) : gte(calendarEvents.eventDate, today),
    filters.from ? gte(calendarEvents.eventDate, filters.from) : undefined,
    filters.to ? lte(calendarEvents.eventDate, filters.to) : undefined,
    filters.type ? eq(calendarEvents.type, filters.type) : undefined,
    filters.tag ? eq(calendarEvents.tag, filters.tag) : undefined,
  ];
  if (filters.q) {
    const pattern = likePattern(filters.q);
    conditions.push(or(ilike(calendarEvents.title, pattern), ilike(calendarEvents.description, pattern)));
  }
  return and(...conditions);
}

/**
 * One page of the events list: upcoming events soonest first, or past ones most recent
 * first, narrowed by the filters, each with the seats taken per slot (the calendar's own count).
 */
export async function listEvents(db: Database, filters: EventListFilters, page: PageWindow, moment: ListMoment): Promise<EventListRow[]> {
  const past = filters.tab === 'past';
  const byDate = past ? desc(calendarEvents.eventDate) : asc(calendarEvents.eventDate);
  return db
    .select({ ...getTableColumns(calendarEvents), taken: seatsTakenBySlot(moment.now) })
    .from(calendarEvents)
    .where(eventConditions(filters, moment.today))
    .orderBy(byDate, asc(calendarEvents.title), asc(calendarEvents.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countEvents(db: Database, filters: EventListFilters, moment: Pick<ListMoment, 'today'>): Promise<number> {
  const [row] = await db.select({ total: count() }).from(calendarEvents).where(eventConditions(filters, moment.today));
  return row?.total ?? 0;
}

export async function findEvent(db: Database, id: string): Promise<CalendarEventRow | null> {
  const [row] = await db.select().from(calendarEvents).where(eq(calendarEvents.id, id));
  return row ?? null;
}

export function eventColumns(input: EventInput, imageUrl: string | null | undefined) {
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
    staffConfirms: input.staffConfirms,
    instructorId: input.instructorId ?? null,
    // undefined leaves the stored image as it is.
    ...(imageUrl === undefined ? {} : { imageUrl }),
  };
}

/** Refuses an instructor that is not (or no longer) one of the records: the form offers only those. */
export async function refuseUnknownInstructor(tx: Database, input: Pick<EventInput, 'instructorId'>): Promise<void> {
  if (!input.instructorId) return;
  const [found] = await tx.select({ id: instructors.id }).from(instructors).where(eq(instructors.id, input.instructorId));
  if (!found)
    throw new Refusal(TIMETABLE_MESSAGES.unknownInstructor, 400, { fieldErrors: { instructorId: [TIMETABLE_MESSAGES.unknownInstructor] } });
}

export async function createEvent(
  db: Database,
  actor: Actor,
  input: EventInput,
  imageUrl: string | null = null,
): Promise<CalendarEventRow> {
  return db.transaction(async (tx) => {
    await refuseUnknownInstructor(tx, input);
    const [row] = await tx.insert(calendarEvents).values(eventColumns(input, imageUrl)).returning();
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
    await refuseUnknownInstructor(tx, input);
    const removed = before.timeSlots.filter((slot) => !input.timeSlots.includes(slot));
    if (removed.length > 0) {
      const held = await tx
        .select({ slot: bookings.selectedSlot, count: sql<number>`count(*)::int` })
        .from(bookings)
        .where(and(eq(bookings.eventId, id), inArray(bookings.selectedSlot, removed), ne(bookings.status, 'cancelled')))
        .groupBy(bookings.selectedSlot);
      if (held.length > 0) throw new Refusal(SERIES_MESSAGES.slotsInUse(held), 409);
    }
    const [after] = await tx.update(calendarEvents).set(eventColumns(input, imageUrl)).where(eq(calendarEvents.id, id)).returning();
    if (!after) return null;
    await recordAudit(tx, { actor, entity: 'event', entityId: id, action: 'update', before, after });
    return after;
  });
}

/**
 * The events of `ids` that must not be deleted: one holding a seat (a live booking, or an online
 * checkout's hold) is cancelled instead, so its guests are told and paid back; one with a paid booking
 * in its history (even cancelled) is kept as the record of that money. An event whose only bookings
 * were cancelled unpaid may go.
 */
export async function eventsWithBookings(tx: Database, ids: string[], now: Date): Promise<{ live: Set<string>; paid: Set<string> }> {
  const live = new Set<string>();
  const paid = new Set<string>();
  if (ids.length === 0) return { live, paid };
  for (const [key, seats] of await seatsTaken(tx, ids, now)) if (seats > 0) live.add(key.slice(0, key.indexOf('|')));
  const rows = await tx
    .selectDistinct({ eventId: bookings.eventId })
    .from(bookings)
    .where(
      and(
        inArray(bookings.eventId, ids),
        or(
          // Waiting for a staff click or a guest's link is still a booking to cancel, not to delete.
          inArray(bookings.status, ['pending', 'confirmed']),
          isNotNull(bookings.paymentId),
          sql`exists (select 1 from ${paymentOrders} where ${paymentOrders.bookingId} = ${bookings.id} and ${paymentOrders.state} = 'paid')`,
        ),
      ),
    );
  for (const row of rows) if (row.eventId) (live.has(row.eventId) ? live : paid).add(row.eventId);
  return { live, paid };
}

/**
 * Deletes an event that has no bookings to keep (eventsWithBookings): one with live bookings is refused
 * (cancel it instead), as is one with paid history. Null when there is no such event.
 */
export async function deleteEvent(db: Database, actor: Actor, id: string, now: Date = new Date()): Promise<CalendarEventRow | null> {
  return db.transaction(async (tx) => {
    // The lock a booking takes: no seat is sold in the event while it is checked and deleted.
    const [locked] = await tx.select({ id: calendarEvents.id }).from(calendarEvents).where(eq(calendarEvents.id, id)).for('update');
    if (!locked) return null;
    const kept = await eventsWithBookings(tx, [id], now);
    if (kept.live.has(id)) throw new Refusal(EVENT_CANCEL_MESSAGES.hasBookings, 409);
    if (kept.paid.has(id)) throw new Refusal(EVENT_CANCEL_MESSAGES.hasHistory, 409);
    const [before] = await tx.delete(calendarEvents).where(eq(calendarEvents.id, id)).returning();
    if (!before) return null;
    await recordAudit(tx, { actor, entity: 'event', entityId: id, action: 'delete', before, after: null });
    return before;
  });
}
