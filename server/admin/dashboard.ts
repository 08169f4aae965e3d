import { and, asc, count, countDistinct, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import type { DashboardCounts, DashboardSummary, MonthRevenue, UpcomingBooking } from '#app/lib/admin/dashboard-view.ts';
import { todayIn } from '#app/lib/dates.ts';
import type { Database } from '../db/client.ts';
import { blogs, bookings, calendarEvents, classes, enquiries, paymentOrders } from '../db/schema.ts';
import { countFailedMail } from '../mail/outbox-admin.ts';

export const UPCOMING_LIMIT = 8;

export type { DashboardCounts, DashboardSummary, MonthRevenue, UpcomingBooking };

async function loadCounts(db: Database): Promise<DashboardCounts> {
  // Each a count(*) by the database: nothing is loaded row by row.
  const one = async <T extends { n: number }>(query: Promise<T[]>) => (await query)[0]?.n ?? 0;
  const [events, classCount, blogCount, bookingCount, guests, newEnquiries, failedMail] = await Promise.all([
    one(db.select({ n: count() }).from(calendarEvents)),
    one(db.select({ n: count() }).from(classes)),
    one(db.select({ n: count() }).from(blogs)),
    one(db.select({ n: count() }).from(bookings)),
    one(db.select({ n: countDistinct(bookings.guestId) }).from(bookings)),
    one(db.select({ n: count() }).from(enquiries).where(isNull(enquiries.handledAt))),
    countFailedMail(db),
  ]);
  return { events, classes: classCount, blogs: blogCount, bookings: bookingCount, guests, newEnquiries, failedMail };
}

// '7:30 AM' as a time of day, so a day's bookings come in clock order; other slot texts (a retreat's
// date range) come after them. The pattern keeps to_timestamp away from anything it would refuse.
const slotTime = sql`case when ${bookings.selectedSlot} ~* '^(0?[1-9]|1[0-2]):[0-5][0-9] ?(AM|PM)$'
  then to_timestamp(upper(${bookings.selectedSlot}), 'HH12:MI AM')::time end`;

/** The next bookings by event date from the estate's today, leaving out cancelled ones. */
export function loadUpcoming(db: Database, today: string, limit = UPCOMING_LIMIT): Promise<UpcomingBooking[]> {
  return db
    .select({
      id: bookings.id,
      eventTitle: bookings.eventTitle,
      eventDate: bookings.eventDate,
      selectedSlot: bookings.selectedSlot,
      customerName: bookings.customerName,
      customerEmail: bookings.customerEmail,
      status: bookings.status,
    })
    .from(bookings)
    .where(and(gte(bookings.eventDate, today), ne(bookings.status, 'cancelled')))
    .orderBy(asc(bookings.eventDate), sql`${slotTime} asc nulls last`, asc(bookings.createdAt))
    .limit(limit);
}

/** Paid orders whose payment arrived in the estate's current calendar month, as the database sums them. */
export async function loadMonthRevenue(db: Database, timeZone: string, now: Date): Promise<MonthRevenue> {
  // Month arithmetic on the estate's wall clock, then back to instants: the session's zone plays no part.
  const localMonth = sql`date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${timeZone})`;
  const monthStart = sql`(${localMonth} at time zone ${timeZone})`;
  const nextMonthStart = sql`((${localMonth} + interval '1 month') at time zone ${timeZone})`;
  const [row] = await db
    .select({ paise: sql<string | null>`sum(${paymentOrders.amountPaise})`, orders: count() })
    .from(paymentOrders)
    .where(
      and(eq(paymentOrders.state, 'paid'), sql`${paymentOrders.paidAt} >= ${monthStart}`, sql`${paymentOrders.paidAt} < ${nextMonthStart}`),
    );
  // sum() of integers is a bigint, which drivers hand over as text.
  return { paise: Number(row?.paise ?? 0), orders: row?.orders ?? 0, month: `${todayIn(timeZone, now).slice(0, 7)}-01` };
}

export async function loadDashboard(
  db: Database,
  { timeZone, now = new Date() }: { timeZone: string; now?: Date },
): Promise<DashboardSummary> {
  const [counts, upcoming, revenue] = await Promise.all([
    loadCounts(db),
    loadUpcoming(db, todayIn(timeZone, now)),
    loadMonthRevenue(db, timeZone, now),
  ]);
  return { counts, upcoming, revenue };
}
