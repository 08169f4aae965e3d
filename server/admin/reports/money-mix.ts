import { and, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportRange } from '#app/lib/admin/report-range.ts';
import { mixMethods, mixProducts, type MoneyMixRow } from '#app/lib/admin/reports-view.ts';
import type { Database } from '../../db/client.ts';
import { bookings, paymentOrders, refunds, refundsDue } from '../../db/schema.ts';
import { rangeInstants } from './buckets.ts';

// The range's money by product line and by how it was paid, summed by the database: payments by when
// they were paid, refunds when the provider processed them (as the sales report counts them), and money
// given back by hand when staff gave it. A booking deleted since is counted by its order's kind.

const total = (column: unknown) => sql<string>`coalesce(sum(${column}), 0)`;
const byProduct = sql`1`;
const byProductAndMethod = sql`1, 2`;

export async function moneyMix(db: Database, range: ReportRange, timeZone: string): Promise<MoneyMixRow[]> {
  const { start, end } = rangeInstants(range, timeZone);
  const refundOrder = alias(paymentOrders, 'refund_order');
  const dueOrder = alias(paymentOrders, 'due_order');
  const [paid, refunded, givenBack] = await Promise.all([
    db
      .select({
        product: sql<string>`coalesce(${bookings.kind}, ${paymentOrders.kind})`,
        method: sql<string>`case when ${paymentOrders.provider} = 'offline' then coalesce(${paymentOrders.offlineMethod}, 'cash') else 'online' end`,
        paise: total(paymentOrders.amountPaise),
      })
      .from(paymentOrders)
      .leftJoin(bookings, eq(bookings.id, paymentOrders.bookingId))
      .where(and(eq(paymentOrders.state, 'paid'), gte(paymentOrders.paidAt, start), lt(paymentOrders.paidAt, end)))
      .groupBy(byProductAndMethod),
    db
      .select({ product: sql<string>`coalesce(${bookings.kind}, ${refundOrder.kind})`, paise: total(refunds.amountPaise) })
      .from(refunds)
      .innerJoin(refundOrder, eq(refundOrder.id, refunds.paymentOrderId))
      .leftJoin(bookings, eq(bookings.id, refunds.bookingId))
      .where(and(eq(refunds.state, 'processed'), gte(refunds.processedAt, start), lt(refunds.processedAt, end)))
      .groupBy(byProduct),
    db
      .select({ product: sql<string>`coalesce(${bookings.kind}, ${dueOrder.kind})`, paise: total(refundsDue.amountPaise) })
      .from(refundsDue)
      .innerJoin(dueOrder, eq(dueOrder.id, refundsDue.paymentOrderId))
      .leftJoin(bookings, eq(bookings.id, refundsDue.bookingId))
      .where(and(isNotNull(refundsDue.paidOutAt), gte(refundsDue.paidOutAt, start), lt(refundsDue.paidOutAt, end)))
      .groupBy(byProduct),
  ]);
  return mixProducts.map((product) => {
    const byMethod = Object.fromEntries(
      mixMethods.map((method) => [method, Number(paid.find((row) => row.product === product && row.method === method)?.paise ?? 0)]),
    ) as MoneyMixRow['byMethod'];
    const paidPaise = mixMethods.reduce((sum, method) => sum + byMethod[method], 0);
    const refundedPaise = Number(refunded.find((row) => row.product === product)?.paise ?? 0);
    const givenBackPaise = Number(givenBack.find((row) => row.product === product)?.paise ?? 0);
    return { product, byMethod, paidPaise, refundedPaise, givenBackPaise, netPaise: paidPaise - refundedPaise - givenBackPaise };
  });
}
