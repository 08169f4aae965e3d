import crypto from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { RefundPanelView } from '#app/lib/admin/refund-view.ts';
import { formatPaise } from '#app/lib/money.ts';
import type { Database } from '../db/client.ts';
import { refunds } from '../db/schema.ts';
import { paymentLeft } from './money-left.ts';
import { paidOrderOf } from './paid-order.ts';

/** The booking details' refund section: null for a booking not paid online (nothing to refund). */
export async function refundPanel(db: Database, bookingId: string): Promise<RefundPanelView | null> {
  const order = await paidOrderOf(db, bookingId);
  if (!order) return null;
  const [rows, { leftPaise: left }] = await Promise.all([
    db.select().from(refunds).where(eq(refunds.paymentOrderId, order.id)).orderBy(asc(refunds.createdAt)),
    paymentLeft(db, order),
  ]);
  return {
    paid: formatPaise(order.amountPaise),
    left: formatPaise(left),
    leftRupees: left % 100 === 0 ? String(left / 100) : (left / 100).toFixed(2),
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
