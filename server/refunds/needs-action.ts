import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { NeedsActionItem } from '#app/lib/admin/needs-action.ts';
import { todayIn } from '#app/lib/dates.ts';
import { formatPaise } from '#app/lib/money.ts';
import { config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { bookings, paymentOrders, refunds, refundsDue } from '../db/schema.ts';

export const NEEDS_ACTION_LIMIT = 20;

/**
 * Bookings paid without a room that no refund covers yet, failed refunds not followed by another refund
 * of the same booking (each stays on the dashboard until staff refund it), and bookings paid late whose
 * discount was not applied, while the difference is still due; money paid at the estate for an event the
 * estate cancelled, until staff record giving it back; and money owed back (a move for less than was
 * paid, or a refund the front desk found due) until an owner refunds or credits it; and balances not paid
 * by their date (the estate's `today`), until paid or the booking is cancelled.
 */
export async function loadNeedsAction(
  db: Database,
  limit = NEEDS_ACTION_LIMIT,
  today: string = todayIn(config().TIME_ZONE),
): Promise<NeedsActionItem[]> {
  const [noRoom, failed, notApplied, byHand, refundDue, overdue] = await Promise.all([
    db
      .select({
        bookingId: bookings.id,
        reference: bookings.reference,
        customerName: bookings.customerName,
        amountPaise: paymentOrders.amountPaise,
        at: paymentOrders.paidAt,
      })
      .from(bookings)
      .innerJoin(paymentOrders, and(eq(paymentOrders.bookingId, bookings.id), eq(paymentOrders.state, 'paid')))
      .where(
        and(
          eq(bookings.paidWithoutRoom, true),
          sql`not exists (select 1 from ${refunds} where ${refunds.paymentOrderId} = ${paymentOrders.id} and ${refunds.state} <> 'failed')`,
        ),
      )
      .orderBy(desc(paymentOrders.paidAt))
      .limit(limit),
    db
      .select({
        bookingId: bookings.id,
        reference: bookings.reference,
        customerName: bookings.customerName,
        amountPaise: refunds.amountPaise,
        at: refunds.updatedAt,
      })
      .from(refunds)
      .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
      .where(
        and(
          eq(refunds.state, 'failed'),
          // A later refund of the same booking (pending or processed, of any of its payments) means staff have acted on it.
          sql`not exists (select 1 from ${refunds} as later where later.booking_id = ${refunds.bookingId}
            and later.state <> 'failed' and later.created_at > ${refunds.createdAt})`,
        ),
      )
      .orderBy(desc(refunds.updatedAt))
      .limit(limit),
    db
      .select({
        bookingId: bookings.id,
        reference: bookings.reference,
        customerName: bookings.customerName,
        amountPaise: bookings.duePaise,
        at: bookings.createdAt,
      })
      .from(bookings)
      .where(and(eq(bookings.discountNotApplied, true), gt(bookings.duePaise, 0), ne(bookings.status, 'cancelled')))
      .orderBy(desc(bookings.createdAt))
      .limit(limit),
    db
      .select({
        bookingId: bookings.id,
        reference: bookings.reference,
        customerName: bookings.customerName,
        amountPaise: refundsDue.amountPaise,
        at: refundsDue.createdAt,
      })
      .from(refundsDue)
      .innerJoin(bookings, eq(bookings.id, refundsDue.bookingId))
      .where(isNull(refundsDue.paidOutAt))
      .orderBy(desc(refundsDue.createdAt))
      .limit(limit),
    // Money owed back (a move for less than was paid, or a refund the front desk found due), until an owner refunds or credits it.
    db
      .select({
        bookingId: bookings.id,
        reference: bookings.reference,
        customerName: bookings.customerName,
        amountPaise: bookings.refundDuePaise,
        at: bookings.updatedAt,
      })
      .from(bookings)
      .where(gt(bookings.refundDuePaise, 0))
      .orderBy(desc(bookings.updatedAt))
      .limit(limit),
    // Balances past their date, the longest overdue first (read through the index on due dates).
    db
      .select({
        bookingId: bookings.id,
        reference: bookings.reference,
        customerName: bookings.customerName,
        amountPaise: bookings.duePaise,
        dueOn: bookings.balanceDueOn,
      })
      .from(bookings)
      .where(and(gt(bookings.duePaise, 0), lt(bookings.balanceDueOn, today), inArray(bookings.status, ['confirmed', 'completed'])))
      .orderBy(asc(bookings.balanceDueOn))
      .limit(limit),
  ]);
  const items: NeedsActionItem[] = [
    ...noRoom.map((row) => ({
      ...row,
      kind: 'paid-no-room' as const,
      amount: formatPaise(row.amountPaise),
      at: (row.at ?? new Date(0)).toISOString(),
    })),
    ...failed.map((row) => ({ ...row, kind: 'refund-failed' as const, amount: formatPaise(row.amountPaise), at: row.at.toISOString() })),
    ...byHand.map((row) => ({
      ...row,
      kind: 'give-back-by-hand' as const,
      amount: formatPaise(row.amountPaise),
      at: row.at.toISOString(),
    })),
    ...notApplied.map((row) => ({
      ...row,
      kind: 'discount-not-applied' as const,
      amount: formatPaise(row.amountPaise),
      at: row.at.toISOString(),
    })),
    ...refundDue.map((row) => ({ ...row, kind: 'refund-due' as const, amount: formatPaise(row.amountPaise), at: row.at.toISOString() })),
    // Dated by the day the balance was due: the day it became something to act on.
    ...overdue.map((row) => ({
      ...row,
      kind: 'balance-overdue' as const,
      amount: formatPaise(row.amountPaise),
      at: new Date(`${row.dueOn!}T00:00:00Z`).toISOString(),
    })),
  ];
  return items
    .map(({ bookingId, reference, customerName, kind, amount, at }) => ({ bookingId, reference, customerName, kind, amount, at }))
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, limit);
}
