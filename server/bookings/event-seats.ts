import { and, eq, gt, inArray, isNull, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { bookings, calendarEvents, paymentOrders } from '../db/schema.ts';

// Who holds a seat in a calendar slot: every booking not cancelled, except one paid after
// its seat was gone (kept only as a record for the refund) and a guest's reservation whose mailed link
// was not followed in time, and every checkout of a class paid online that may still be paid, until its
// hold lapses. The booking check, the calendar's seats left and the checkout all count with these two
// conditions, so they can never disagree.

/**
 * A booking that takes its seat at `now`: any not cancelled, except one paid after its seat was gone while
 * it stays pending (once staff confirm it anyway, they have made room for it, and it counts), and a pending
 * reservation still waiting for its guest's link once that hold has lapsed (before any sweep marks it).
 */
export function bookingHoldsSeatAt(now: Date | Placeholder | SQL): SQL {
  return and(
    ne(bookings.status, 'cancelled'),
    or(eq(bookings.paidWithoutRoom, false), ne(bookings.status, 'pending')),
    or(ne(bookings.status, 'pending'), isNull(bookings.holdUntil), gt(bookings.holdUntil, now)),
  )!;
}

/** The same, at the database's clock: for counts that are not asked at a moment of their own (reports). */
export const bookingHoldsSeat: SQL = bookingHoldsSeatAt(sql`now()`);

/** A checkout whose seat is still kept for it at `now`: unpaid, not failed or expired, its hold not lapsed. */
export function orderHoldsSeat(now: Date | Placeholder): SQL {
  return and(eq(paymentOrders.state, 'created'), gt(paymentOrders.seatHeldUntil, now))!;
}

/** What not to count: the booking and the order being settled, which are asking for the seat themselves. */
export interface SeatExclusions {
  bookingId?: string;
  paymentOrderId?: string;
}

/** Seats in use in one slot at `now`. Call it with the event's row locked, or the answer may be stale at once. */
export async function seatsInUse(db: Database, eventId: string, slot: string, now: Date, except: SeatExclusions = {}): Promise<number> {
  const [booked] = await db
    .select({ seats: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.eventId, eventId),
        eq(bookings.selectedSlot, slot),
        bookingHoldsSeatAt(now),
        except.bookingId ? ne(bookings.id, except.bookingId) : undefined,
      ),
    );
  const [held] = await db
    .select({ seats: sql<number>`count(*)::int` })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.eventId, eventId),
        eq(paymentOrders.selectedSlot, slot),
        orderHoldsSeat(now),
        except.paymentOrderId ? ne(paymentOrders.id, except.paymentOrderId) : undefined,
      ),
    );
  return Number(booked?.seats ?? 0) + Number(held?.seats ?? 0);
}

/** Seats in use per slot (`<eventId>|<slot>`) for the given events at `now`. */
export async function seatsTaken(db: Database, eventIds: string[], now: Date = new Date()): Promise<Map<string, number>> {
  const taken = new Map<string, number>();
  if (eventIds.length === 0) return taken;
  const add = (eventId: string | null, slot: string | null, count: number) => {
    const key = `${eventId}|${slot}`;
    taken.set(key, (taken.get(key) ?? 0) + Number(count));
  };
  const booked = await db
    .select({ eventId: bookings.eventId, slot: bookings.selectedSlot, count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(inArray(bookings.eventId, eventIds), bookingHoldsSeatAt(now)))
    .groupBy(bookings.eventId, bookings.selectedSlot);
  for (const row of booked) add(row.eventId, row.slot, row.count);
  const held = await db
    .select({ eventId: paymentOrders.eventId, slot: paymentOrders.selectedSlot, count: sql<number>`count(*)::int` })
    .from(paymentOrders)
    .where(and(inArray(paymentOrders.eventId, eventIds), orderHoldsSeat(now)))
    .groupBy(paymentOrders.eventId, paymentOrders.selectedSlot);
  for (const row of held) add(row.eventId, row.slot, row.count);
  return taken;
}

/**
 * The same count for the `calendar_events` row of the query it is selected in, as { slot: seats } (null
 * when none is taken): the calendar reads a day's events and their seats in one query, not two in turn.
 */
export function seatsTakenBySlot(now: Date | Placeholder) {
  return sql<Record<string, number> | null>`(
  select json_object_agg(taken.slot, taken.seats) from (
    select seat.slot, count(*)::int as seats from (
      select ${bookings.selectedSlot} as slot from ${bookings}
      where ${and(eq(bookings.eventId, calendarEvents.id), bookingHoldsSeatAt(now))}
      union all
      select ${paymentOrders.selectedSlot} as slot from ${paymentOrders}
      where ${and(eq(paymentOrders.eventId, calendarEvents.id), orderHoldsSeat(now))}
    ) as seat
    group by seat.slot
  ) as taken
)`;
}
