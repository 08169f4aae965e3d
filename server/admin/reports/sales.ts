import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { ReportRange } from '#app/lib/admin/report-range.ts';
import type { SalesBucket } from '#app/lib/admin/reports-view.ts';
import type { Database } from '../../db/client.ts';
import { bookings, paymentOrders, refunds } from '../../db/schema.ts';
import { instantBucket, rangeInstants } from './buckets.ts';

// Bookings made and money moved per bucket, each summed by the database. Money counts when it moved:
// a payment on the day its order was paid, a refund on the day the provider processed it (a pending or
// failed refund has given nothing back yet).

// sum() of integers is a bigint, which drivers hand over as text; group by the first column, since the
// bucket's expression carries parameters and would not match itself written out again.
const total = (column: unknown) => sql<string>`coalesce(sum(${column}), 0)`;
const byBucket = sql`1`;

export async function salesReport(db: Database, range: ReportRange, timeZone: string): Promise<SalesBucket[]> {
  const { start, end } = rangeInstants(range, timeZone);
  const [made, paid, refunded] = await Promise.all([
    db
      .select({
        bucket: instantBucket(range.period, bookings.createdAt, timeZone),
        bookings: sql<number>`count(*)::int`,
        cancelled: sql<number>`(count(*) filter (where ${bookings.status} = 'cancelled'))::int`,
      })
      .from(bookings)
      .where(and(gte(bookings.createdAt, start), lt(bookings.createdAt, end)))
      .groupBy(byBucket),
    db
      .select({ bucket: instantBucket(range.period, paymentOrders.paidAt, timeZone), paise: total(paymentOrders.amountPaise) })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.state, 'paid'), gte(paymentOrders.paidAt, start), lt(paymentOrders.paidAt, end)))
      .groupBy(byBucket),
    db
      .select({ bucket: instantBucket(range.period, refunds.processedAt, timeZone), paise: total(refunds.amountPaise) })
      .from(refunds)
      .where(and(eq(refunds.state, 'processed'), gte(refunds.processedAt, start), lt(refunds.processedAt, end)))
      .groupBy(byBucket),
  ]);
  const paidIn = new Map(paid.map((row) => [row.bucket, Number(row.paise)]));
  const refundedIn = new Map(refunded.map((row) => [row.bucket, Number(row.paise)]));
  const madeIn = new Map(made.map((row) => [row.bucket, row]));
  return range.buckets.map((bucket) => {
    const paidPaise = paidIn.get(bucket) ?? 0;
    const refundedPaise = refundedIn.get(bucket) ?? 0;
    return {
      bucket,
      bookings: Number(madeIn.get(bucket)?.bookings ?? 0),
      cancelled: Number(madeIn.get(bucket)?.cancelled ?? 0),
      paidPaise,
      refundedPaise,
      netPaise: paidPaise - refundedPaise,
    };
  });
}
