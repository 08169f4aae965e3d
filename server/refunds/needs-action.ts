import { and, desc, eq, sql } from 'drizzle-orm';
import type { NeedsActionItem } from '#app/lib/admin/needs-action.ts';
import { formatPaise } from '#app/lib/money.ts';
import type { Database } from '../db/client.ts';
import { bookings, paymentOrders, refunds } from '../db/schema.ts';

export const NEEDS_ACTION_LIMIT = 20;

/**
 * Bookings paid without a room that no refund covers yet, and failed refunds not followed by another
 * refund of the same payment: each stays on the dashboard until staff refund it.
 */
export async function loadNeedsAction(db: Database, limit = NEEDS_ACTION_LIMIT): Promise<NeedsActionItem[]> {
  const [noRoom, failed] = await Promise.all([
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
          // A later refund of the same payment (pending or processed) means staff have acted on it.
          sql`not exists (select 1 from ${refunds} as later where later.payment_order_id = ${refunds.paymentOrderId}
            and later.state <> 'failed' and later.created_at > ${refunds.createdAt})`,
        ),
      )
      .orderBy(desc(refunds.updatedAt))
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
  ];
  return items
    .map(({ bookingId, reference, customerName, kind, amount, at }) => ({ bookingId, reference, customerName, kind, amount, at }))
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, limit);
}
