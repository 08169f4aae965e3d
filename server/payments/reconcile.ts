import { and, asc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { lapseUnconfirmedBookings } from '../bookings/guest-hold.ts';
import type { Database } from '../db/client.ts';
import { paymentOrders } from '../db/schema.ts';
import { releaseLapsedRedemptions } from '../promo/release.ts';
import type { PaymentProvider } from '../provider/types.ts';
import { reconcileRefunds, type RefundReconcileReport } from '../refunds/reconcile.ts';
import { releaseLapsedHolds } from '../rooms/inventory.ts';
import { confirmPaidOrder, PaymentMismatch } from './confirm.ts';
import { expireAbandonedOrders, failOrphanedOrders, markOrderFailed } from './unpaid.ts';

/** Checkout times out after 900 s; an order still unpaid after this long may have lost its answer. */
export const RECONCILE_AFTER_MS = 15 * 60_000;
/** Bounded, because the run holds one connection (and, on PGlite, the database) while it asks the provider. */
export const RECONCILE_BATCH = 25;
/** Any constant shared by every process; distinct from the migration lock of db/client.ts. */
export const RECONCILE_LOCK = 4_242_002;

export interface ReconcileReport {
  /** False when another process held the lock and this run did nothing. */
  ran: boolean;
  checked: number;
  confirmed: number;
  expired: number;
  /** Unpaid checkouts whose hold on rooms lapsed, now marked released. */
  releasedHolds: number;
  /** Reservations whose guest did not follow the mailed link in time, now cancelled (their rooms released). */
  lapsedReservations: number;
  /** Promo code uses and credits held by unpaid checkouts whose hold lapsed, now given back. */
  releasedUses: number;
  /** Refunds still pending after 30 minutes, asked about again (server/refunds). */
  refunds: Omit<RefundReconcileReport, 'errors'>;
  errors: string[];
}

/**
 * Asks the provider about orders still unpaid after 15 minutes and confirms the ones it says were
 * captured (the guest paid but neither the browser's answer nor the webhook arrived), then expires
 * the abandoned ones. Several processes may run it on a timer: a transaction-scoped advisory lock
 * lets one of them work and the others skip; it is released by the commit, even if a process dies.
 * Confirmations run as savepoints inside that transaction, because PGlite has one connection and a
 * second transaction beside it would wait for ever.
 */
export async function reconcileOrders(db: Database, provider: PaymentProvider, now: Date): Promise<ReconcileReport> {
  return db.transaction(async (tx) => {
    const report: ReconcileReport = {
      ran: false,
      checked: 0,
      confirmed: 0,
      expired: 0,
      releasedHolds: 0,
      lapsedReservations: 0,
      releasedUses: 0,
      refunds: { checked: 0, processed: 0, failed: 0 },
      errors: [],
    };
    const locked = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${RECONCILE_LOCK}) as locked`);
    if (!rows<{ locked: boolean }>(locked)[0]?.locked) return report;
    report.ran = true;

    const before = new Date(now.getTime() - RECONCILE_AFTER_MS);
    const due = await tx
      .select({ providerOrderId: paymentOrders.providerOrderId })
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.state, 'created'),
          eq(paymentOrders.provider, provider.name),
          isNotNull(paymentOrders.providerOrderId),
          lt(paymentOrders.createdAt, before),
        ),
      )
      .orderBy(asc(paymentOrders.createdAt))
      .limit(RECONCILE_BATCH);

    const txDb: Database = tx;
    for (const { providerOrderId } of due) {
      if (!providerOrderId) continue;
      report.checked += 1;
      try {
        const payments = await provider.fetchOrderPayments(providerOrderId);
        const captured = payments.find((payment) => payment.status === 'captured');
        if (!captured) continue;
        await confirmPaidOrder(txDb, {
          providerOrderId,
          paymentId: captured.id,
          amountPaise: captured.amount,
          currency: captured.currency,
        });
        report.confirmed += 1;
      } catch (error) {
        // One order's trouble (provider down, mismatch) must not stop the others.
        if (error instanceof PaymentMismatch) await markOrderFailed(txDb, providerOrderId, `${error.name}: ${error.message}`);
        report.errors.push(`${providerOrderId}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }

    await failOrphanedOrders(txDb, before);
    report.expired = await expireAbandonedOrders(txDb, now);
    report.releasedHolds = await releaseLapsedHolds(txDb, now);
    report.lapsedReservations = await lapseUnconfirmedBookings(txDb, now);
    // A checkout counts a lapsed use as free at once; this gives it back for good (a credit's balance shows whole again).
    report.releasedUses = await releaseLapsedRedemptions(txDb, now);
    const { errors: refundErrors, ...refundCounts } = await reconcileRefunds(txDb, provider, now);
    report.refunds = refundCounts;
    report.errors.push(...refundErrors);
    return report;
  });
}

/** node-postgres answers { rows }, PGlite's drizzle driver too; tolerate a bare array as well. */
function rows<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) return result.rows as T[];
  return [];
}
