import { desc, eq, sql } from 'drizzle-orm';
import type { BookingView, CustomerSummary } from '#app/lib/admin/booking-view.ts';
import { type Paged, paginate } from '#app/lib/paginate.ts';
import type { Database } from '../db/client.ts';
import { bookings } from '../db/schema.ts';
import { toView } from './admin.ts';
import { guestKey } from './guest-key.ts';

// The users screen: guests are not accounts but the people behind bookings, one per
// e-mail address whatever its letter case, with their bookings counted and dated. The database groups
// them; no request ever loads every booking.

export const CUSTOMERS_PAGE_SIZE = 50;

export type CustomerPage = Paged<CustomerSummary>;

const emailKey = guestKey;
const lastBooking = sql`max(${bookings.createdAt})`.mapWith(bookings.createdAt);

const summaryColumns = {
  key: emailKey,
  email: sql<string | null>`lower((array_agg(${bookings.customerEmail}))[1])`,
  name: sql<string>`(array_agg(${bookings.customerName} order by ${bookings.createdAt} desc))[1]`,
  phone: sql<string>`(array_agg(${bookings.customerPhone} order by ${bookings.createdAt} desc))[1]`,
  totalBookings: sql<number>`count(*)`.mapWith(Number),
  firstBookingAt: sql`min(${bookings.createdAt})`.mapWith(bookings.createdAt),
  lastBookingAt: lastBooking,
};

type SummaryRow = {
  key: string;
  email: string | null;
  name: string;
  phone: string;
  totalBookings: number;
  firstBookingAt: Date;
  lastBookingAt: Date;
};

function toSummary(row: SummaryRow): CustomerSummary {
  return { ...row, firstBookingAt: row.firstBookingAt.toISOString(), lastBookingAt: row.lastBookingAt.toISOString() };
}

/** One page of guests, the one who booked most recently first. */
export async function listCustomers(db: Database, requestedPage = 1, pageSize = CUSTOMERS_PAGE_SIZE): Promise<CustomerPage> {
  const [counted] = await db.select({ total: sql<number>`count(distinct ${emailKey})`.mapWith(Number) }).from(bookings);
  const total = counted?.total ?? 0;
  const { page, pages, limit, offset } = paginate(total, requestedPage, pageSize);
  const rows = await db
    .select(summaryColumns)
    .from(bookings)
    .groupBy(emailKey)
    .orderBy(desc(lastBooking), emailKey)
    .limit(limit)
    .offset(offset);
  return { rows: rows.map(toSummary), total, page, pages };
}

export interface CustomerBookings {
  customer: CustomerSummary;
  bookings: BookingView[];
}

/** A guest's summary and all their bookings, newest first; null when no booking has this key (e-mail, or a lone booking's reference). */
export async function findCustomer(db: Database, guest: string): Promise<CustomerBookings | null> {
  const key = guest.trim().toLowerCase();
  if (!key || key.length > 254) return null;
  const [summary] = await db.select(summaryColumns).from(bookings).where(eq(emailKey, key)).groupBy(emailKey);
  if (!summary) return null;
  const rows = await db.select().from(bookings).where(eq(emailKey, key)).orderBy(desc(bookings.createdAt), desc(bookings.id));
  return {
    customer: toSummary(summary),
    bookings: rows.map(toView),
  };
}
