import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { bookings, refunds } from '../db/schema.ts';
import { documentAttachment, issueCreditNote } from '../invoices/index.ts';
import { notifyRefundProcessed } from './mail.ts';

// A refund's end: processed (money went back) or failed (it did not, and its amount may be refunded
// again). Only a pending refund moves, so a late, repeated or out-of-order event changes nothing.

export type RefundRow = typeof refunds.$inferSelect;

/**
 * The one place a refund becomes processed, inside the caller's transaction: the state, the
 * provider's reference and the guest's mail are written together or not at all. Returns null when the
 * refund was not pending (already processed or failed): nothing is done twice.
 */
export async function markRefundProcessed(
  tx: Database,
  refundId: string,
  settled: { providerRefundId?: string | null; now: Date },
): Promise<RefundRow | null> {
  const [refund] = await tx
    .update(refunds)
    .set({
      state: 'processed',
      processedAt: settled.now,
      updatedAt: settled.now,
      providerRefundId: settled.providerRefundId ? sql`coalesce(${refunds.providerRefundId}, ${settled.providerRefundId})` : undefined,
    })
    .where(and(eq(refunds.id, refundId), eq(refunds.state, 'pending')))
    .returning();
  if (!refund) return null;
  // The GST credit note for this refund, numbered in the same transaction, travels with the guest's mail.
  const creditNote = await issueCreditNote(tx, { refundId: refund.id }, undefined, settled.now);
  if (refund.bookingId) {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, refund.bookingId));
    const attachment = creditNote ? await documentAttachment(tx, creditNote.id) : null;
    if (booking) await notifyRefundProcessed(tx, booking, refund, attachment ? [attachment] : []);
  }
  return refund;
}

/** A pending refund that the provider refused or reported failed: its amount is free to refund again. */
export async function markRefundFailed(
  tx: Database,
  refundId: string,
  failed: { reason: string; providerRefundId?: string | null; now: Date },
): Promise<RefundRow | null> {
  const [refund] = await tx
    .update(refunds)
    .set({
      state: 'failed',
      failureReason: failed.reason.slice(0, 500),
      updatedAt: failed.now,
      providerRefundId: failed.providerRefundId ? sql`coalesce(${refunds.providerRefundId}, ${failed.providerRefundId})` : undefined,
    })
    .where(and(eq(refunds.id, refundId), eq(refunds.state, 'pending')))
    .returning();
  return refund ?? null;
}

/** Settles a pending refund by what the provider says of it; a refund still pending there is only touched. */
export async function settleByProvider(
  db: Database,
  refundId: string,
  seen: { id: string; status: string },
  now: Date,
): Promise<'processed' | 'failed' | 'pending'> {
  return db.transaction(async (tx) => {
    if (seen.status === 'processed') {
      await markRefundProcessed(tx, refundId, { providerRefundId: seen.id, now });
      return 'processed';
    }
    if (seen.status === 'failed') {
      await markRefundFailed(tx, refundId, { reason: 'The payment service reported the refund failed', providerRefundId: seen.id, now });
      return 'failed';
    }
    await tx
      .update(refunds)
      .set({ providerRefundId: sql`coalesce(${refunds.providerRefundId}, ${seen.id})`, lastAttemptAt: now, updatedAt: now })
      .where(and(eq(refunds.id, refundId), eq(refunds.state, 'pending')));
    return 'pending';
  });
}
