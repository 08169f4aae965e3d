import { and, eq } from 'drizzle-orm';
import { CANCELLATION_MESSAGES } from '#app/content/cancellation-policy.ts';
import { formatPaise } from '#app/lib/money.ts';
import { publishedContent } from '../content/reader.ts';
import type { Database } from '../db/client.ts';
import { type bookings, paymentOrders } from '../db/schema.ts';
import { type BookingMoney, bookingMoney } from './booking-money.ts';
import { boughtStart, type CancellationQuote, creditPercentOf, figuresOf, quoteCancellation } from './cancellation-policy.ts';
import { policyMoney } from './policy.ts';

// What a guest's cancellation would give back, in money, read from money records: the booking's paid
// online orders (what they come to, and the dates the one that made the booking bought), the refunds
// made of them and the credit issued for the booking. The manage page shows it and the cancellation
// gives it, so the two cannot differ.

type BookingRow = typeof bookings.$inferSelect;

export interface CancellationMoney {
  quote: CancellationQuote;
  /** The booking's online payments the money comes from; null when nothing would go back. */
  money: BookingMoney | null;
  /**
   * The policy's share of the price (paid in full: of all that was paid online), never more than is left of
   * it less a non-refundable deposit; 0 when the policy gives none.
   */
  refundPaise: number;
  /** All that is left of the online payments less a non-refundable deposit, as credit; 0 when the policy gives none. */
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
 * What cancelling `booking` at `now` gives. With `lock`, the paid online orders are held to the end of
 * the caller's transaction, as a refund holds them, so that a refund and a credit are never decided at once.
 */
export async function cancellationMoney(
  db: Database,
  booking: BookingRow,
  options: { now: Date; timeZone: string; lock?: boolean },
): Promise<CancellationMoney> {
  const money = await bookingMoney(db, booking.id, { lock: options.lock ?? false });
  const order = money.bought;
  // A stay or retreat starts at the check-in time the stay page publishes.
  const { checkInTime } = await publishedContent(db, 'stay');
  const quote = quoteCancellation(booking, options.now, options.timeZone, checkInTime, order ? boughtStart(order.details) : null);
  const nothing = { quote, money: null, refundPaise: 0, creditPaise: 0 };
  // Never paid at all: the policy's words (credit, or "non-refundable") would promise or refuse money
  // that does not exist. Cancelling costs nothing and gives nothing back, and the guest is told so.
  if (!order && quote.cancellable && !(await everPaid(db, booking))) {
    return { ...nothing, quote: { ...quote, outcome: 'none', terms: CANCELLATION_MESSAGES.nothingToRefund, creditValidUntil: null } };
  }
  if (!order || !quote.cancellable || !quote.creditValidUntil) return nothing;
  if (money.leftPaise <= 0) return nothing;
  const figures = figuresOf(booking);
  const { refundPaise, creditPaise: returnablePaise } = policyMoney(money, booking.depositTerms, figures);
  // A non-refundable deposit is all that is left: nothing goes back, and the guest is told why.
  if (returnablePaise <= 0) {
    const kept = formatPaise(booking.depositTerms?.depositPaise ?? 0);
    return { ...nothing, quote: { ...quote, outcome: 'none', terms: CANCELLATION_MESSAGES.depositKept(kept), creditValidUntil: null } };
  }
  // A credit is the share its words name (full, first) of what may go back; the refund-or-credit rule's is all of it.
  const creditPaise =
    quote.outcome === 'credit'
      ? Math.round((returnablePaise * creditPercentOf(boughtStart(order.details).kind, figures)) / 100)
      : returnablePaise;
  // The owner's figures give no share as credit: the words say so already.
  if (creditPaise <= 0) return { ...nothing, quote: { ...quote, outcome: 'none', creditValidUntil: null } };
  return { quote, money, refundPaise: quote.outcome === 'refund-or-credit' ? refundPaise : 0, creditPaise };
}
