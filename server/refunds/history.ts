import crypto from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { type RefundPanelView, refundPolicyNotes, rupeesField } from '#app/lib/admin/refund-view.ts';
import { formatPaise } from '#app/lib/money.ts';
import { config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { bookings, refunds } from '../db/schema.ts';
import { bookingMoney } from './booking-money.ts';
import { suggestedMoney } from './suggested.ts';

/**
 * The booking details' refund section: null for a booking not paid online (nothing to refund). What was
 * paid and what is left count every online payment of the booking; the history lists the refunds of all.
 */
export async function refundPanel(
  db: Database,
  bookingId: string,
  options: { now?: Date; timeZone?: string } = {},
): Promise<RefundPanelView | null> {
  const money = await bookingMoney(db, bookingId);
  if (money.orders.length === 0) return null;
  const left = money.leftPaise;
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  const rows = await db
    .select()
    .from(refunds)
    .where(
      inArray(
        refunds.paymentOrderId,
        money.orders.map(({ order }) => order.id),
      ),
    )
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  const suggested = booking
    ? await suggestedMoney(db, booking, { now: options.now ?? new Date(), timeZone: options.timeZone ?? config().TIME_ZONE })
    : { refundPaise: 0, creditPaise: 0 };
  const due =
    booking && booking.refundDuePaise > 0
      ? { amountPaise: booking.refundDuePaise, reason: booking.refundDueNote?.reason ?? '', byEmail: booking.refundDueNote?.byEmail ?? '' }
      : null;
  const policy =
    suggested.refundPaise > 0
      ? refundPolicyNotes.refund(formatPaise(suggested.refundPaise), formatPaise(suggested.creditPaise))
      : suggested.creditPaise > 0
        ? refundPolicyNotes.credit(formatPaise(suggested.creditPaise))
        : refundPolicyNotes.none;
  // A refund the front desk found due is what the owner is asked to give.
  const policyNote = due ? `${refundPolicyNotes.due(formatPaise(due.amountPaise), due.byEmail, due.reason)} ${policy}` : policy;
  return {
    paid: formatPaise(money.paidPaise),
    left: formatPaise(left),
    leftRupees: rupeesField(left),
    suggestedRupees: due ? rupeesField(due.amountPaise) : suggested.refundPaise > 0 ? rupeesField(suggested.refundPaise) : '',
    creditRupees: suggested.creditPaise > 0 ? rupeesField(suggested.creditPaise) : '',
    policyNote,
    due: due ? { amount: formatPaise(due.amountPaise), reason: due.reason, byEmail: due.byEmail } : null,
    formId: crypto.randomUUID(),
    refunds: rows.map((row) => ({
      id: row.id,
      state: row.state,
      amount: formatPaise(row.amountPaise),
      reason: row.reason,
      reference: row.providerRefundId,
      requestedBy: row.requestedBy,
      requestedAt: row.createdAt.toISOString(),
      processedAt: row.processedAt?.toISOString() ?? null,
      failureReason: row.failureReason,
    })),
  };
}
