import { and, eq } from 'drizzle-orm';
import { CANCELLATION_MESSAGES } from '#app/content/cancellation-policy.ts';
import type { Database } from '../db/client.ts';
import { type bookings, paymentOrders } from '../db/schema.ts';
import { boughtStart, type CancellationQuote, quoteCancellation } from './cancellation-policy.ts';
import { paymentLeft } from './money-left.ts';
import { type PaidOrder, paidOrderOf } from './paid-order.ts';
import { policyRefundPaise } from './policy.ts';

// What a guest's cancellation would give back, in money, read from money records: the paid order (its
// amount, and the dates it bought), the refunds made of it and the credit issued for the booking. The
// manage page shows it and the cancellation gives it, so the two cannot differ.

type BookingRow = typeof bookings.$inferSelect;

export interface CancellationMoney {
  quote: CancellationQuote;
  /** The paid online order the money comes from; null when nothing would go back. */
  order: PaidOrder | null;
  /** The policy's refund, never more than is left of the payment; 0 when the policy gives none. */
  refundPaise: number;
  /** All that is left of the payment, as credit; 0 when the policy gives none. */
  creditPaise: number;
}

/** Whether anything was paid for the booking: online, at the estate, or by the payment flow of old. */
export async function everPaid(db: Database, booking: BookingRow): Promise<boolean> {
  if (booking.paymentId) return true;
  const [paid] = await db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.bookingId, booking.id), eq(paymentOrders.state, 'paid')))
    .limit(1);
  return Boolean(paid);
}

/**
 * What cancelling `booking` at `now` gives. With `lock`, the paid order is held to the end of the
 * caller's transaction, as a refund holds it, so that a refund and a credit are never decided at once.
 */
export async function cancellationMoney(
  db: Database,
  booking: BookingRow,
  options: { now: Date; timeZone: string; lock?: boolean },
): Promise<CancellationMoney> {
  const order = await paidOrderOf(db, booking.id, { lock: options.lock ?? false });
  const quote = quoteCancellation(booking, options.now, options.timeZone, order ? boughtStart(order.details) : null);
  const nothing = { quote, order: null, refundPaise: 0, creditPaise: 0 };
  // Never paid at all: the policy's words (credit, or "non-refundable") would promise or refuse money
  // that does not exist. Cancelling costs nothing and gives nothing back, and the guest is told so.
  if (!order && quote.cancellable && !(await everPaid(db, booking))) {
    return { ...nothing, quote: { ...quote, outcome: 'none', terms: CANCELLATION_MESSAGES.nothingToRefund, creditValidUntil: null } };
  }
  if (!order || !quote.cancellable || !quote.creditValidUntil) return nothing;
  const { leftPaise } = await paymentLeft(db, order);
  if (leftPaise <= 0) return nothing;
  return {
    quote,
    order,
    refundPaise: quote.outcome === 'refund-or-credit' ? Math.min(policyRefundPaise(order.amountPaise), leftPaise) : 0,
    creditPaise: leftPaise,
  };
}
