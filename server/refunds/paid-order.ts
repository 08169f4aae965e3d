import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { paymentOrders } from '../db/schema.ts';

export type PaidOrder = typeof paymentOrders.$inferSelect;

/**
 * The booking's paid online order, if it was paid online: what a refund or credit is measured against.
 * A payment staff took at the estate (provider 'offline') is not one: it counts as paid (CSV, invoice,
 * revenue) but goes back the way it came, by hand, never through Razorpay (docs/decisions/0006).
 * It is the payment that made the booking: a later payment of what was due on top (purpose 'balance') is
 * invoiced and counted as paid, but refunds and the cancellation policy are not measured against it yet.
 * `lock` holds the order's row to the end of the transaction, as recordRefund does, so that money
 * decided from it (a refund, a credit) is decided by one transaction at a time.
 */
export async function paidOrderOf(db: Database, bookingId: string, options: { lock?: boolean } = {}): Promise<PaidOrder | null> {
  const query = db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.bookingId, bookingId),
        eq(paymentOrders.state, 'paid'),
        eq(paymentOrders.purpose, 'booking'),
        ne(paymentOrders.provider, 'offline'),
      ),
    )
    .orderBy(desc(paymentOrders.paidAt))
    .limit(1);
  const [order] = options.lock ? await query.for('update') : await query;
  return order ?? null;
}
