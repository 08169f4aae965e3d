import { and, asc, between, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ReportRange } from '#app/lib/admin/report-range.ts';
import { TOP_EVENTS, type TopEvent } from '#app/lib/admin/reports-view.ts';
import { bookingHoldsSeat } from '../../bookings/event-seats.ts';
import type { Database } from '../../db/client.ts';
import { bookings, calendarEvents, classes } from '../../db/schema.ts';

// What sold best in the range: by seats booked (the calendar's own rule), and by what the bookings paid
// less what was refunded to them. A weekly class counts once with all its dates in the range, as does a
// repeated event's series; an event made on its own counts alone. Each dated event's figures are
// subqueries of its row, summed per class in the database, which sorts and cuts the list.

const seatsBooked = sql<number>`(select count(*)::int from ${bookings} where ${and(eq(bookings.eventId, calendarEvents.id), bookingHoldsSeat)})`;

// Written out: "id" would be ambiguous inside.
const paid = sql<string>`(select coalesce(sum(po.amount_paise), 0) from payment_orders po
  join bookings b on b.id = po.booking_id
  where b.event_id = "calendar_events"."id" and po.state = 'paid')`;

const refunded = sql<string>`(select coalesce(sum(r.amount_paise), 0) from refunds r
  join payment_orders po on po.id = r.payment_order_id
  join bookings b on b.id = po.booking_id
  where b.event_id = "calendar_events"."id" and r.state = 'processed')`;

/** What a dated event was sold as: its class, else its series, else itself. */
const soldAs = sql<string>`coalesce(${calendarEvents.classId}::text, ${calendarEvents.seriesId}::text, ${calendarEvents.id}::text)`;

async function topEvents(db: Database, range: ReportRange, order: 'bookings' | 'revenue'): Promise<TopEvent[]> {
  const dated = db.$with('dated').as(
    db
      .select({
        key: soldAs.as('key'),
        // A class's own title: the dates it made may carry an older one.
        title: sql<string>`coalesce(${classes.title}, ${calendarEvents.title})`.as('title'),
        eventDate: sql<string>`${calendarEvents.eventDate}`.as('event_date'),
        seats: seatsBooked.as('seats'),
        paid: paid.as('paid'),
        refunded: refunded.as('refunded'),
      })
      .from(calendarEvents)
      .leftJoin(classes, eq(classes.id, calendarEvents.classId))
      .where(between(calendarEvents.eventDate, range.from, range.to)),
  );
  const bookingsSum = sql<number>`sum(${dated.seats})::int`;
  const paidSum = sql<string>`sum(${dated.paid})`;
  const refundedSum = sql<string>`sum(${dated.refunded})`;
  const firstDate = sql<string>`min(${dated.eventDate})`;
  const rows = await db
    .with(dated)
    .select({
      key: dated.key,
      title: sql<string>`min(${dated.title})`,
      sessions: sql<number>`count(*)::int`,
      firstDate,
      lastDate: sql<string>`max(${dated.eventDate})`,
      bookings: bookingsSum,
      paid: paidSum,
      refunded: refundedSum,
    })
    .from(dated)
    .groupBy(dated.key)
    .having(order === 'bookings' ? sql`${bookingsSum} > 0` : sql`${paidSum} > 0`)
    .orderBy(
      ...(order === 'bookings' ? [desc(bookingsSum)] : ([desc(sql`${paidSum} - ${refundedSum}`), desc(bookingsSum)] as SQL[])),
      asc(firstDate),
      asc(sql`min(${dated.title})`),
      asc(dated.key),
    )
    .limit(TOP_EVENTS);
  return rows.map(({ paid: paidText, refunded: refundedText, ...event }) => {
    const paidPaise = Number(paidText);
    const refundedPaise = Number(refundedText);
    return {
      ...event,
      firstDate: String(event.firstDate),
      lastDate: String(event.lastDate),
      sessions: Number(event.sessions),
      bookings: Number(event.bookings),
      paidPaise,
      refundedPaise,
      netPaise: paidPaise - refundedPaise,
    };
  });
}

export function topEventsByBookings(db: Database, range: ReportRange): Promise<TopEvent[]> {
  return topEvents(db, range, 'bookings');
}

export function topEventsByRevenue(db: Database, range: ReportRange): Promise<TopEvent[]> {
  return topEvents(db, range, 'revenue');
}
