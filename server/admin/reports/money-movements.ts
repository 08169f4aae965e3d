import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BookingKind, OfflinePaymentMethod } from '#app/lib/enums.ts';
import type { Database } from '../../db/client.ts';
import { bookings, type InvoiceDocument, invoices, paymentOrders, refunds, refundsDue } from '../../db/schema.ts';
import { paymentTaxOf } from '../../invoices/index.ts';

// Every sum of money that moved in or out over a span of the estate's days, one line each: a paid order
// (online or taken at the desk) when it was paid, a refund the provider has not refused when it was
// processed (or asked for, while pending), and money given back by hand when staff gave it. The payments
// CSV and the cash-up both read these lines, so the day's till and the accountant's file always agree.

export type MovementKind = 'payment' | 'refund' | 'given-back';
/** How the money moved: through the online checkout, or by one of the desk's methods. */
export type MovementMethod = 'online' | OfflinePaymentMethod;

export interface TaxSplit {
  number: string;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface MoneyMovement {
  at: Date;
  kind: MovementKind;
  bookingReference: string | null;
  guestName: string;
  product: BookingKind;
  title: string | null;
  method: MovementMethod;
  /** The provider's payment or refund id, or what staff noted for a desk payment. */
  reference: string | null;
  /** Signed: money in is positive, money going back negative. */
  amountPaise: number;
  /** The invoice of a payment or the credit note of a refund, where one was issued; signed like the amount. */
  tax: TaxSplit | null;
  /** Who took a desk payment or gave money back by hand; null online and for desk payments before it was kept. */
  staff: string | null;
}

function taxSplit(number: string | null, document: InvoiceDocument | null, sign: 1 | -1): TaxSplit | null {
  if (!number || !document) return null;
  // A final tax invoice's lines are the whole supply; the payment brought them less the advances before it.
  const split = paymentTaxOf(document);
  return {
    number,
    taxablePaise: sign * split.taxablePaise,
    cgstPaise: sign * split.cgstPaise,
    sgstPaise: sign * split.sgstPaise,
    igstPaise: sign * split.igstPaise,
  };
}

const methodOf = (order: { provider: string; offlineMethod: OfflinePaymentMethod | null }): MovementMethod =>
  order.provider === 'offline' && order.offlineMethod ? order.offlineMethod : 'online';

/** Every movement in [start, end), oldest first (ties in a fixed order, so two exports of a day match). */
export async function moneyMovements(db: Database, span: { start: Date; end: Date }): Promise<MoneyMovement[]> {
  const { start, end } = span;
  const refundedAt = sql<Date>`coalesce(${refunds.processedAt}, ${refunds.createdAt})`.mapWith(refunds.createdAt);
  const paidOrder = alias(paymentOrders, 'given_back_order');
  const [paid, refunded, givenBack] = await Promise.all([
    db
      .select({ order: paymentOrders, booking: bookings, invoiceNumber: invoices.number, invoice: invoices.document })
      .from(paymentOrders)
      .leftJoin(bookings, eq(bookings.id, paymentOrders.bookingId))
      // A payment's document: its tax invoice, or the receipt voucher of an advance.
      .leftJoin(invoices, and(eq(invoices.paymentOrderId, paymentOrders.id), inArray(invoices.kind, ['invoice', 'receipt-voucher'])))
      .where(and(eq(paymentOrders.state, 'paid'), gte(paymentOrders.paidAt, start), lt(paymentOrders.paidAt, end))),
    db
      .select({
        refund: refunds,
        at: refundedAt,
        order: paymentOrders,
        booking: bookings,
        noteNumber: invoices.number,
        note: invoices.document,
      })
      .from(refunds)
      .innerJoin(paymentOrders, eq(paymentOrders.id, refunds.paymentOrderId))
      .leftJoin(bookings, eq(bookings.id, refunds.bookingId))
      .leftJoin(invoices, and(eq(invoices.refundId, refunds.id), eq(invoices.kind, 'credit-note')))
      .where(and(inArray(refunds.state, ['pending', 'processed']), gte(refundedAt, start), lt(refundedAt, end))),
    db
      .select({ due: refundsDue, order: paidOrder, booking: bookings })
      .from(refundsDue)
      .innerJoin(paidOrder, eq(paidOrder.id, refundsDue.paymentOrderId))
      .leftJoin(bookings, eq(bookings.id, refundsDue.bookingId))
      .where(and(isNotNull(refundsDue.paidOutAt), gte(refundsDue.paidOutAt, start), lt(refundsDue.paidOutAt, end))),
  ]);
  // A booking deleted since leaves its order: the order still names the guest and what kind it was.
  const about = (booking: typeof bookings.$inferSelect | null, order: typeof paymentOrders.$inferSelect) => ({
    bookingReference: booking?.reference ?? null,
    guestName: booking?.customerName ?? order.customerName,
    product: booking?.kind ?? order.kind,
    title: booking?.eventTitle ?? null,
  });
  const movements: MoneyMovement[] = [
    ...paid.map(({ order, booking, invoiceNumber, invoice }) => ({
      at: order.paidAt ?? order.updatedAt,
      kind: 'payment' as const,
      ...about(booking, order),
      method: methodOf(order),
      reference: order.paymentId,
      amountPaise: order.amountPaise,
      tax: taxSplit(invoiceNumber, invoice, 1),
      staff: order.recordedBy,
    })),
    ...refunded.map(({ refund, at, order, booking, noteNumber, note }) => ({
      at,
      kind: 'refund' as const,
      ...about(booking, order),
      method: 'online' as const,
      reference: refund.providerRefundId ?? refund.paymentId,
      amountPaise: -refund.amountPaise,
      tax: taxSplit(noteNumber, note, -1),
      staff: null,
    })),
    ...givenBack.map(({ due, order, booking }) => ({
      at: due.paidOutAt ?? due.createdAt,
      kind: 'given-back' as const,
      ...about(booking, order),
      method: methodOf(order),
      reference: order.paymentId,
      amountPaise: -due.amountPaise,
      tax: null,
      staff: due.paidOutBy,
    })),
  ];
  const order: Record<MovementKind, number> = { payment: 0, refund: 1, 'given-back': 2 };
  return movements.sort(
    (a, b) =>
      a.at.getTime() - b.at.getTime() ||
      order[a.kind] - order[b.kind] ||
      (a.bookingReference ?? '').localeCompare(b.bookingReference ?? '') ||
      a.amountPaise - b.amountPaise,
  );
}
