import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { paymentOrders } from '../db/schema.ts';
import { clearPageCache } from '../http/page-cache-clear.ts';
import { releaseRedemptions } from '../promo/release.ts';
import { releaseRooms } from '../rooms/inventory.ts';
import { releaseHeld } from '../therapies/take.ts';

// Orders that end without a payment: a failed attempt, an order left unpaid for a day, an order that never
// reached the provider. What they still hold (rooms, a therapy's time, a code's use) is given back; a paid order never changes here.

/** Unpaid orders are abandoned after this long (the checkout itself times out after 900 s). */
export const ABANDONED_AFTER_MS = 24 * 60 * 60_000;

/**
 * Records a failed attempt (payment.failed, or a checkout the provider refused). Only an order still
 * 'created' changes, so a late or out-of-order failure never undoes a payment. True when it changed.
 */
export async function markOrderFailed(db: Database, providerOrderId: string, reason: string): Promise<boolean> {
  const changed = await db
    .update(paymentOrders)
    // A failed payment frees an online class's seat at once (a failed order holds none anyway; cleared for the record).
    .set({ state: 'failed', failureReason: reason.slice(0, 500), seatHeldUntil: null, updatedAt: new Date() })
    .where(and(eq(paymentOrders.providerOrderId, providerOrderId), eq(paymentOrders.state, 'created')))
    .returning({ id: paymentOrders.id });
  for (const { id } of changed) {
    await releaseRooms(db, { paymentOrderId: id });
    // A therapy's held time is for sale again at once, as a class's seat is.
    await releaseHeld(db, id);
  }
  await releaseRedemptions(
    db,
    changed.map(({ id }) => id),
  );
  // Its seat or rooms are for sale again.
  if (changed.length > 0) clearPageCache();
  return changed.length > 0;
}

/** Orders still unpaid 24 hours after they were created will not be paid: they become 'expired'. */
export async function expireAbandonedOrders(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDONED_AFTER_MS);
  const expired = await db
    .update(paymentOrders)
    .set({ state: 'expired', updatedAt: now })
    .where(and(eq(paymentOrders.state, 'created'), lt(paymentOrders.createdAt, cutoff)))
    .returning({ id: paymentOrders.id });
  await releaseRedemptions(
    db,
    expired.map(({ id }) => id),
  );
  // Its hold had lapsed long before; marked cancelled so the staff's day no longer lists it.
  for (const { id } of expired) await releaseHeld(db, id, now);
  return expired.length;
}

/**
 * A process that died between recording the order and storing the provider's order id leaves a row
 * 'created' with no provider order; nobody can pay it, so it is marked failed.
 */
export async function failOrphanedOrders(db: Database, olderThan: Date): Promise<number> {
  const failed = await db
    .update(paymentOrders)
    .set({ state: 'failed', failureReason: 'No provider order was created', updatedAt: sql`now()` })
    .where(and(eq(paymentOrders.state, 'created'), isNull(paymentOrders.providerOrderId), lt(paymentOrders.createdAt, olderThan)))
    .returning({ id: paymentOrders.id });
  await releaseRedemptions(
    db,
    failed.map(({ id }) => id),
  );
  for (const { id } of failed) await releaseHeld(db, id);
  return failed.length;
}
