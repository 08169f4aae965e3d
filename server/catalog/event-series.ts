import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { SERIES_MESSAGES } from '#app/lib/admin/series-messages.ts';
import { addDays, daysBetween } from '#app/lib/dates.ts';
import { repeatDates, repeatProblem } from '#app/lib/event-repeat.ts';
import type { EventInput } from '#app/lib/schemas/admin/event.ts';
import { type RepeatInput, repeatRuleOf } from '#app/lib/schemas/admin/event-series.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffSession } from '../auth/guard.ts';
import { seatsTaken } from '../bookings/event-seats.ts';
import type { Database } from '../db/client.ts';
import { calendarEvents } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';
import { type CalendarEventRow, eventColumns, eventsWithBookings, refuseUnknownInstructor } from './events-admin.ts';

// Recurring events. A Repeat makes ordinary calendar events that share a series id; an edit
// or a delete of "this and later events" reaches the events of the series on or after the one chosen.
// A guest's booking always wins: an event holding a seat (a booking, or an online checkout's hold) keeps
// its date and its time slots when a series edit would move or remove one, and is never deleted by a
// series delete; the answer names those dates so staff know.

type Actor = Pick<StaffSession, 'userId' | 'email'>;

/** What a series edit or delete did: the events changed (or deleted), and the dates kept as they were. */
export interface SeriesOutcome {
  rows: CalendarEventRow[];
  /** Dates ('YYYY-MM-DD', in order, each once) whose event kept its date and slots, or was not deleted, for its bookings. */
  kept: string[];
}

/**
 * Creates the event, or every event of its Repeat in one transaction, linked by a new series id. The
 * rule is checked again here: the browser's check is a courtesy. Answers the rows in date order.
 */
export async function createEventSeries(
  db: Database,
  actor: Actor,
  input: EventInput & Partial<RepeatInput>,
  imageUrl: string | null = null,
): Promise<CalendarEventRow[]> {
  const rule = repeatRuleOf({ repeat: 'none', repeatWeekdays: [], repeatEnds: 'count', ...input });
  const problem = repeatProblem(input.eventDate, rule);
  if (problem) throw new Refusal(problem.message, 400, { fieldErrors: { [problem.field]: [problem.message] } });
  const dates = repeatDates(input.eventDate, rule);
  const seriesId = rule.repeat === 'none' ? null : randomUUID();
  const base = eventColumns(input, imageUrl);
  return db.transaction(async (tx) => {
    await refuseUnknownInstructor(tx, input);
    const rows = await tx
      .insert(calendarEvents)
      .values(dates.map((eventDate) => ({ ...base, eventDate, seriesId })))
      .returning();
    if (rows.length !== dates.length) throw new Error('the events were not stored');
    for (const row of rows) await recordAudit(tx, { actor, entity: 'event', entityId: row.id, action: 'create', before: null, after: row });
    return rows.sort((a, b) => a.eventDate.localeCompare(b.eventDate));
  });
}

/** The event of `id` and the events of its series on or after its date, locked as a booking locks them; null when it is gone. */
export async function lockThisAndLater(tx: Database, id: string) {
  const [pivot] = await tx.select().from(calendarEvents).where(eq(calendarEvents.id, id)).for('update');
  if (!pivot) return null;
  if (!pivot.seriesId) return { pivot, events: [pivot] };
  const events = await tx
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.seriesId, pivot.seriesId), gte(calendarEvents.eventDate, pivot.eventDate)))
    .orderBy(asc(calendarEvents.eventDate), asc(calendarEvents.id))
    .for('update');
  return { pivot, events };
}

/** The slots of each event that hold a seat now, counted as the calendar and the booking check count them. */
async function heldSlots(tx: Database, events: CalendarEventRow[], now: Date): Promise<Map<string, string[]>> {
  const taken = await seatsTaken(
    tx,
    events.map((event) => event.id),
    now,
  );
  const held = new Map<string, string[]>();
  for (const [key, seats] of taken) {
    if (seats <= 0) continue;
    const cut = key.indexOf('|');
    const eventId = key.slice(0, cut);
    held.set(eventId, [...(held.get(eventId) ?? []), key.slice(cut + 1)]);
  }
  return held;
}

function uniqueSorted(dates: string[]): string[] {
  return [...new Set(dates)].sort();
}

/**
 * Applies the form to this event and the later events of its series, in one transaction. A date change
 * moves each event by the same number of days. An event whose booked slot would be removed, or whose
 * booked slots would move to another day, keeps its old date and slots (its other fields still change),
 * and its date is reported in `kept`. Null when the event is gone.
 */
export async function updateThisAndLater(
  db: Database,
  actor: Actor,
  id: string,
  input: EventInput,
  imageUrl?: string,
  now: Date = new Date(),
): Promise<SeriesOutcome | null> {
  return db.transaction(async (tx) => {
    const locked = await lockThisAndLater(tx, id);
    if (!locked) return null;
    await refuseUnknownInstructor(tx, input);
    const shift = daysBetween(locked.pivot.eventDate, input.eventDate);
    const held = await heldSlots(tx, locked.events, now);
    const base = eventColumns(input, imageUrl);
    const rows: CalendarEventRow[] = [];
    const kept: string[] = [];
    for (const before of locked.events) {
      const booked = held.get(before.id) ?? [];
      const slotLost = booked.some((slot) => !input.timeSlots.includes(slot));
      const keepsOld = booked.length > 0 && (slotLost || shift !== 0);
      if (keepsOld) kept.push(before.eventDate);
      const values = keepsOld
        ? { ...base, eventDate: before.eventDate, timeSlots: before.timeSlots }
        : { ...base, eventDate: addDays(before.eventDate, shift) };
      const [after] = await tx.update(calendarEvents).set(values).where(eq(calendarEvents.id, before.id)).returning();
      if (!after) throw new Error('a locked event disappeared');
      await recordAudit(tx, { actor, entity: 'event', entityId: after.id, action: 'update', before, after });
      rows.push(after);
    }
    return { rows, kept: uniqueSorted(kept) };
  });
}

/**
 * Deletes this event and the later events of its series, in one transaction, except those holding a
 * seat: they stay, and their dates are reported in `kept`. When every one of them holds a seat nothing
 * is deleted and the refusal names the dates. Null when the event is gone.
 */
export async function deleteThisAndLater(db: Database, actor: Actor, id: string, now: Date = new Date()): Promise<SeriesOutcome | null> {
  return db.transaction(async (tx) => {
    const locked = await lockThisAndLater(tx, id);
    if (!locked) return null;
    // Kept: an event holding a seat (cancel it instead) or with paid history (the record of that money).
    const withBookings = await eventsWithBookings(
      tx,
      locked.events.map((event) => event.id),
      now,
    );
    const keeps = (event: CalendarEventRow) => withBookings.live.has(event.id) || withBookings.paid.has(event.id);
    const booked = locked.events.filter(keeps);
    const free = locked.events.filter((event) => !keeps(event));
    const kept = uniqueSorted(booked.map((event) => event.eventDate));
    if (free.length === 0) throw new Refusal(SERIES_MESSAGES.nothingDeleted(kept), 409);
    const rows = await tx
      .delete(calendarEvents)
      .where(
        inArray(
          calendarEvents.id,
          free.map((event) => event.id),
        ),
      )
      .returning();
    for (const before of rows)
      await recordAudit(tx, { actor, entity: 'event', entityId: before.id, action: 'delete', before, after: null });
    return { rows, kept };
  });
}
