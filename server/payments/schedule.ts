import { database } from '../db/index.ts';
import { clearPageCache } from '../http/page-cache-clear.ts';
import { logger } from '../logger.ts';
import { paymentProvider } from '../provider/index.ts';
import { reconcileOrders } from './reconcile.ts';

export const RECONCILE_EVERY_MS = 5 * 60_000;

/** Asks the provider about unpaid orders every few minutes; a database lock lets one process at a time do it. */
export function scheduleReconciliation(everyMs = RECONCILE_EVERY_MS): () => void {
  const timer = setInterval(() => {
    reconcileOrders(database().db, paymentProvider(), new Date())
      .then((report) => {
        // Seats and rooms given back: the calendar and stay pages may show more left.
        if (report.expired > 0 || report.releasedHolds > 0 || report.lapsedReservations > 0) clearPageCache();
        if (report.ran && (report.checked > 0 || report.expired > 0 || report.lapsedReservations > 0 || report.refunds.checked > 0))
          logger.info({ report }, 'payment reconciliation');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'payment reconciliation failed'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
