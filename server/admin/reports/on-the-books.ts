import { and, asc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { BalanceDueRow, BooksMonthRow, OnTheBooks } from '#app/lib/admin/reports-view.ts';
import { balanceOverdue } from '#app/lib/balance-due.ts';
import { priceTextPaise } from '#app/lib/money.ts';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema.ts';

// What the coming months already hold: confirmed bookings by the month they start, what was taken for
// them (paid less refunded and given back) and what is still to collect (what is due on a paid booking;
// the price of one to be paid at the estate). And every balance still due: overdue once its due date has
// passed, or, for a balance given no date (a move's difference), once its booking began.

export const BOOKS_MONTHS = 6;
/** How many balances the report lists, the soonest first; the count and total cover them all. */
export const BALANCES_LISTED = 20;

const taken = sql<string>`(
  (select coalesce(sum(po.amount_paise), 0) from payment_orders po where po.booking_id = "bookings"."id" and po.state = 'paid')
  - (select coalesce(sum(r.amount_paise), 0) from refunds r where r.booking_id = "bookings"."id" and r.state in ('pending', 'processed'))
  - (select coalesce(sum(d.amount_paise), 0) from refunds_due d where d.booking_id = "bookings"."id" and d.paid_out_at is not null)
)`;
const paidOnce = sql<boolean>`exists (select 1 from payment_orders po where po.booking_id = "bookings"."id" and po.state = 'paid')`;

/** 'YYYY-MM' of the month `count` months after the one `day` falls in. */
function monthAfter(day: string, count: number): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export async function onTheBooks(db: Database, today: string): Promise<OnTheBooks> {
  const end = `${monthAfter(today, BOOKS_MONTHS)}-01`;
  const [ahead, due] = await Promise.all([
    db
      .select({ eventDate: bookings.eventDate, price: bookings.price, duePaise: bookings.duePaise, taken, paidOnce })
      .from(bookings)
      .where(and(eq(bookings.status, 'confirmed'), gte(bookings.eventDate, today), lt(bookings.eventDate, end))),
    db
      .select({
        bookingId: bookings.id,
        status: bookings.status,
        reference: bookings.reference,
        guestName: bookings.customerName,
        title: bookings.eventTitle,
        startDate: bookings.eventDate,
        dueOn: bookings.balanceDueOn,
        duePaise: bookings.duePaise,
      })
      .from(bookings)
      .where(and(inArray(bookings.status, ['confirmed', 'completed']), gt(bookings.duePaise, 0)))
      .orderBy(asc(sql`coalesce(${bookings.balanceDueOn}, ${bookings.eventDate})`), asc(bookings.reference)),
  ]);
  const months: BooksMonthRow[] = Array.from({ length: BOOKS_MONTHS }, (_, index) => ({
    month: monthAfter(today, index),
    bookings: 0,
    takenPaise: 0,
    toCollectPaise: 0,
  }));
  for (const booking of ahead) {
    const row = months.find((month) => booking.eventDate.startsWith(month.month))!;
    row.bookings += 1;
    row.takenPaise += Number(booking.taken);
    row.toCollectPaise += booking.paidOnce ? booking.duePaise : (priceTextPaise(booking.price) ?? 0);
  }
  const balances: BalanceDueRow[] = due.map(({ status, ...row }) => ({
    ...row,
    overdue: balanceOverdue({ status, duePaise: row.duePaise, balanceDueOn: row.dueOn, eventDate: row.startDate }, today),
  }));
  const overdue = balances.filter((row) => row.overdue);
  return {
    months,
    balances: balances.slice(0, BALANCES_LISTED),
    balanceCount: balances.length,
    balancePaise: balances.reduce((sum, row) => sum + row.duePaise, 0),
    overdueCount: overdue.length,
    overduePaise: overdue.reduce((sum, row) => sum + row.duePaise, 0),
  };
}
