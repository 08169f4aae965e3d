import { and, eq } from 'drizzle-orm';
import { MOVE_MESSAGES, type MoveMoney } from '#app/lib/admin/move-booking.ts';
import type { Database } from '../db/client.ts';
import { bookings, paymentOrders, type RefundDueNote } from '../db/schema.ts';
import { creditedPaise, refundedByOrder } from '../refunds/booking-money.ts';
import { figuresOf } from '../refunds/cancellation-policy.ts';
import { policyRefundPaise } from '../refunds/policy.ts';

// What a move does with money. A booking not paid yet simply has a new price, which is what the guest
// pays. A paid one keeps what was paid: a dearer move adds the difference to what is due (after any
// money back still owed to the guest), a cheaper one lowers what is due and records the rest as owed
// back (never more than is left of the payment), for an owner to refund or credit. Nothing is paid out
// here: the front desk may move a booking but not give money back.

type BookingRow = typeof bookings.$inferSelect;

/**
 * What is left of all the booking's payments, online and at the estate (paid, less refunds not failed,
 * less the booking's credit, counted once), and whether it was paid at all.
 */
export async function paidLeftPaise(db: Database, bookingId: string): Promise<{ paid: boolean; leftPaise: number }> {
  const orders = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.bookingId, bookingId), eq(paymentOrders.state, 'paid')));
  if (orders.length === 0) return { paid: false, leftPaise: 0 };
  const refunded = await refundedByOrder(
    db,
    orders.map((order) => order.id),
  );
  let leftPaise = -(await creditedPaise(db, bookingId));
  for (const order of orders) leftPaise += order.amountPaise - (refunded.get(order.id) ?? 0);
  return { paid: true, leftPaise: Math.max(0, leftPaise) };
}

/** The booking's due and refund due after a move that changes its price by `differencePaise`. */
export function moneyAfterMove(
  booking: Pick<BookingRow, 'duePaise' | 'refundDuePaise' | 'cancellationPolicy'>,
  paid: { paid: boolean; leftPaise: number },
  differencePaise: number,
): MoveMoney & { newDuePaise: number; newRefundDuePaise: number } {
  const unchanged = { newDuePaise: booking.duePaise, newRefundDuePaise: booking.refundDuePaise };
  if (!paid.paid || differencePaise === 0) {
    return { paid: paid.paid, duePaise: 0, refundDuePaise: 0, policyRefundPaise: 0, ...unchanged };
  }
  if (differencePaise > 0) {
    const offset = Math.min(booking.refundDuePaise, differencePaise);
    const due = differencePaise - offset;
    return {
      paid: true,
      duePaise: due,
      refundDuePaise: offset > 0 ? -offset : 0,
      policyRefundPaise: 0,
      newDuePaise: booking.duePaise + due,
      newRefundDuePaise: booking.refundDuePaise - offset,
    };
  }
  const back = -differencePaise;
  const forgiven = Math.min(booking.duePaise, back);
  const owed = Math.min(back - forgiven, Math.max(0, paid.leftPaise - booking.refundDuePaise));
  return {
    paid: true,
    duePaise: forgiven > 0 ? -forgiven : 0,
    refundDuePaise: owed,
    policyRefundPaise: policyRefundPaise(owed, figuresOf(booking)),
    newDuePaise: booking.duePaise - forgiven,
    newRefundDuePaise: booking.refundDuePaise + owed,
  };
}

/** Why money is owed back after the move: a new note when the move raised it, the old one otherwise. */
export function refundDueNoteAfterMove(
  booking: Pick<BookingRow, 'refundDuePaise' | 'refundDueNote'>,
  newRefundDuePaise: number,
  actorEmail: string,
  now: Date,
): RefundDueNote | null {
  if (newRefundDuePaise === 0) return null;
  if (newRefundDuePaise <= booking.refundDuePaise) return booking.refundDueNote;
  return { reason: MOVE_MESSAGES.owedBack, byEmail: actorEmail, at: now.toISOString() };
}
