import { and, asc, between, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ReportRange } from '#app/lib/admin/report-range.ts';
import { TOP_EVENTS, type TopEvent } from '#app/lib/admin/reports-view.ts';
import { bookingHoldsSeat } from '../../bookings/event-seats.ts';
import type { Database } from '../../db/client.ts';
import { bookings, calendarEvents } from '../../db/schema.ts';

// The calendar's events dated in the range that sold best: by seats booked (the calendar's own rule), and
// by what their bookings paid less what was refunded to them. Each figure is a subquery of the event's row,
// so the database sorts and cuts the list; only the top rows travel.

const seatsBooked = sql<number>`(select count(*)::int from ${bookings} where ${and(eq(bookings.eventId, calendarEvents.id), bookingHoldsSeat)})`;

// Written out: a one-table select names its columns without their table, and "id" would be ambiguous inside.
const paid = sql<string>`(select coalesce(sum(po.amount_paise), 0) from payment_orders po
  join bookings b on b.id = po.booking_id
  where b.event_id = "calendar_events"."id" and po.state = 'paid')`;

const refunded = sql<string>`(select coalesce(sum(r.amount_paise), 0) from refunds r
  join payment_orders po on po.id = r.payment_order_id
  join bookings b on b.id = po.booking_id
  where b.event_id = "calendar_events"."id" and r.state = 'processed')`;

async function topEvents(db: Database, range: ReportRange, order: 'bookings' | 'revenue'): Promise<TopEvent[]> {
  const inRange = between(calendarEvents.eventDate, range.from, range.to);
  const rows = await db
    .select({
      eventId: calendarEvents.id,
      title: calendarEvents.title,
      eventDate: calendarEvents.eventDate,
      bookings: seatsBooked,
      paid,
      refunded,
    })
    .from(calendarEvents)
    .where(order === 'bookings' ? and(inRange, sql`${seatsBooked} > 0`) : and(inRange, sql`${paid} > 0`))
    .orderBy(
      ...(order === 'bookings' ? [desc(seatsBooked)] : ([desc(sql`${paid} - ${refunded}`), desc(seatsBooked)] as SQL[])),
      asc(calendarEvents.eventDate),
      asc(calendarEvents.title),
      asc(calendarEvents.id),
    )
    .limit(TOP_EVENTS);
  return rows.map(({ paid: paidText, refunded: refundedText, ...event }) => {
    const paidPaise = Number(paidText);
    const refundedPaise = Number(refundedText);
    return { ...event, bookings: Number(event.bookings), paidPaise, refundedPaise, netPaise: paidPaise - refundedPaise };
  });
}

export function topEventsByBookings(db: Database, range: ReportRange): Promise<TopEvent[]> {
  return topEvents(db, range, 'bookings');
}

export function topEventsByRevenue(db: Database, range: ReportRange): Promise<TopEvent[]> {
  return topEvents(db, range, 'revenue');
}
