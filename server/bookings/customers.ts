import { desc, eq, sql } from 'drizzle-orm';
import type { BookingView, CustomerSummary } from '#app/lib/admin/booking-view.ts';
import { type Paged, paginate } from '#app/lib/paginate.ts';
import { isRecordId } from '#app/lib/schemas/admin/record.ts';
import type { Database } from '../db/client.ts';
import { bookings, guests } from '../db/schema.ts';
import { toView } from './admin.ts';

// The users screen: the guests who have bookings (server/guests keeps the people themselves), with their
// bookings counted and dated. The database groups them; no request ever loads every booking.

export const CUSTOMERS_PAGE_SIZE = 50;

export type CustomerPage = Paged<CustomerSummary>;

const lastBooking = sql`max(${bookings.createdAt})`.mapWith(bookings.createdAt);

const summaryColumns = {
  id: guests.id,
  email: guests.email,
  name: guests.name,
  // A guest always has the phone of a booking; one whose bookings gave none shows the latest booking's (empty) one.
  phone: sql<string>`coalesce(${guests.phone}, (array_agg(${bookings.customerPhone} order by ${bookings.createdAt} desc))[1])`,
  totalBookings: sql<number>`count(*)`.mapWith(Number),
  firstBookingAt: sql`min(${bookings.createdAt})`.mapWith(bookings.createdAt),
  lastBookingAt: lastBooking,
};

type SummaryRow = {
  id: string;
  email: string | null;
  name: string;
  phone: string;
  totalBookings: number;
  firstBookingAt: Date;
  lastBookingAt: Date;
};

function toSummary(row: SummaryRow): CustomerSummary {
  return {
    ...row,
    key: row.email ?? row.id,
    firstBookingAt: row.firstBookingAt.toISOString(),
    lastBookingAt: row.lastBookingAt.toISOString(),
  };
}

/** One page of guests, the one who booked most recently first. */
export async function listCustomers(db: Database, requestedPage = 1, pageSize = CUSTOMERS_PAGE_SIZE): Promise<CustomerPage> {
  const [counted] = await db.select({ total: sql<number>`count(distinct ${bookings.guestId})`.mapWith(Number) }).from(bookings);
  const total = counted?.total ?? 0;
  const { page, pages, limit, offset } = paginate(total, requestedPage, pageSize);
  const rows = await db
    .select(summaryColumns)
    .from(guests)
    .innerJoin(bookings, eq(bookings.guestId, guests.id))
    .groupBy(guests.id)
    .orderBy(desc(lastBooking), guests.id)
    .limit(limit)
    .offset(offset);
  return { rows: rows.map(toSummary), total, page, pages };
}

export interface CustomerBookings {
  customer: CustomerSummary;
  bookings: BookingView[];
}

/** A guest's summary and all their bookings, newest first, by e-mail in any case or by the guest's id; null when none has bookings. */
export async function findCustomer(db: Database, guest: string): Promise<CustomerBookings | null> {
  const key = guest.trim().toLowerCase();
  if (!key || key.length > 254) return null;
  const which = isRecordId(key) ? eq(guests.id, key) : eq(sql`lower(${guests.email})`, key);
  const [summary] = await db
    .select(summaryColumns)
    .from(guests)
    .innerJoin(bookings, eq(bookings.guestId, guests.id))
    .where(which)
    .groupBy(guests.id);
  if (!summary) return null;
  const rows = await db
    .select()
    .from(bookings)
    .where(eq(bookings.guestId, summary.id))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
  return {
    customer: toSummary(summary),
    bookings: rows.map(toView),
  };
}
