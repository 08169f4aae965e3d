import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { refunds } from '../db/schema.ts';
import type { PaymentProvider } from '../provider/types.ts';
import { settleByProvider } from './settle.ts';
import { sendRefund } from './start.ts';

/** Razorpay's webhook normally settles a refund; one still pending after this long is asked about. */
export const REFUND_RECONCILE_AFTER_MS = 30 * 60_000;
/** Bounded like the orders' batch: the run holds the reconciliation lock while it asks the provider. */
export const REFUND_RECONCILE_BATCH = 25;

export interface RefundReconcileReport {
  checked: number;
  processed: number;
  failed: number;
  errors: string[];
}

/**
 * Refunds pending for 30 minutes and not asked about for 30 minutes: one the provider never
 * acknowledged is sent again (the same idempotent call, so never twice); one it did is looked up in
 * the payment's refunds and settled by what it says. Runs inside the reconciliation's transaction.
 */
export async function reconcileRefunds(db: Database, provider: PaymentProvider, now: Date): Promise<RefundReconcileReport> {
  const report: RefundReconcileReport = { checked: 0, processed: 0, failed: 0, errors: [] };
  const before = new Date(now.getTime() - REFUND_RECONCILE_AFTER_MS);
  const due = await db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.state, 'pending'),
        eq(refunds.provider, provider.name),
        lt(refunds.createdAt, before),
        or(isNull(refunds.lastAttemptAt), lt(refunds.lastAttemptAt, before)),
      ),
    )
    .orderBy(asc(sql`coalesce(${refunds.lastAttemptAt}, ${refunds.createdAt})`))
    .limit(REFUND_RECONCILE_BATCH);

  for (const refund of due) {
    report.checked += 1;
    try {
      let state: string;
      if (!refund.providerRefundId) {
        state = (await sendRefund(db, provider, refund.id, now))?.state ?? 'pending';
      } else {
        const seen = (await provider.fetchPaymentRefunds(refund.paymentId)).find((item) => item.id === refund.providerRefundId);
        state = seen ? await settleByProvider(db, refund.id, seen, now) : 'pending';
        if (!seen) await db.update(refunds).set({ lastAttemptAt: now, updatedAt: now }).where(eq(refunds.id, refund.id));
      }
      if (state === 'processed') report.processed += 1;
      if (state === 'failed') report.failed += 1;
    } catch (error) {
      // One refund's trouble (provider down) must not stop the others; it is asked again next run.
      report.errors.push(`${refund.id}: ${error instanceof Error ? error.message : String(error)}`);
      await db.update(refunds).set({ lastAttemptAt: now, updatedAt: now }).where(eq(refunds.id, refund.id));
    }
  }
  return report;
}
