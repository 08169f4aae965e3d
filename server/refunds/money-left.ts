import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { paymentOrders, promoCodes, refunds } from '../db/schema.ts';

// How much of a payment may still go back to the guest, read from money records only: the paid order's
// amount, the refunds made of it, and the credit issued for its booking. Nothing a booking form can
// retype (its price text, dates or kind) enters the sum. Staff's refunds, the guest's cancellation and
// the screens that show what is left all ask here, so they can never disagree.

export interface PaymentLeft {
  paidPaise: number;
  refundedPaise: number;
  creditedPaise: number;
  /** Paid, less refunds not failed, less credit issued; never below zero. */
  leftPaise: number;
}

/** What is refunded or on its way for this paid order: every refund but the failed ones. */
export async function refundedPaise(db: Database, paymentOrderId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`coalesce(sum(${refunds.amountPaise}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.paymentOrderId, paymentOrderId), ne(refunds.state, 'failed')));
  return Number(row?.total ?? 0);
}

/**
 * What the credit issued for a cancelled booking is worth against its payment: the sum it was issued
 * for, spent or not, expired or not (the guest was given that value), less what an owner took back when
 * reinstating the booking.
 */
export async function creditedPaise(db: Database, bookingId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`coalesce(sum(${promoCodes.amountPaise} - ${promoCodes.voidedPaise}), 0)` })
    .from(promoCodes)
    .where(and(eq(promoCodes.sourceBookingId, bookingId), eq(promoCodes.kind, 'credit')));
  return Number(row?.total ?? 0);
}

/** What may still go back of a paid order; lock the order first when the answer decides a refund or a credit. */
export async function paymentLeft(
  db: Database,
  order: Pick<typeof paymentOrders.$inferSelect, 'id' | 'amountPaise' | 'bookingId'>,
): Promise<PaymentLeft> {
  // One after the other: inside a transaction both go down its one connection anyway.
  const refunded = await refundedPaise(db, order.id);
  const credited = order.bookingId ? await creditedPaise(db, order.bookingId) : 0;
  return {
    paidPaise: order.amountPaise,
    refundedPaise: refunded,
    creditedPaise: credited,
    leftPaise: Math.max(0, order.amountPaise - refunded - credited),
  };
}
