import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { bookings, invoices, type MailAttachment, refunds } from '../db/schema.ts';
import { documentAttachment, issueCreditNote } from '../invoices/index.ts';
import { notifyRefundProcessed } from './mail.ts';

// A refund's end: processed (money went back) or failed (it did not, and its amount may be refunded
// again). Only a pending refund moves, so a late, repeated or out-of-order event changes nothing. A
// refund that went back to several payments is several rows under one cause, settled one by one; the
// guest is mailed once, when the last of them is settled, with the total that went back.

export type RefundRow = typeof refunds.$inferSelect;

/**
 * Every row of this refund's cause, locked by id: two settlements of the same refund (its parts'
 * webhooks arriving at once) take turns, so the later one sees the other's part settled.
 */
async function lockCause(tx: Database, refundId: string): Promise<RefundRow[]> {
  const [own] = await tx.select({ cause: refunds.cause }).from(refunds).where(eq(refunds.id, refundId));
  if (!own) return [];
  return tx.select().from(refunds).where(eq(refunds.cause, own.cause)).orderBy(asc(refunds.id)).for('update');
}

/** The guest's one mail for a refund, once none of its parts is pending and some went back. */
async function mailOnceSettled(tx: Database, rows: RefundRow[]): Promise<void> {
  if (rows.some((row) => row.state === 'pending')) return;
  const processed = rows.filter((row) => row.state === 'processed');
  const bookingId = processed[0]?.bookingId;
  if (!bookingId) return;
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) return;
  // The GST credit note of each part, numbered as the part was processed, travels with the mail.
  const notes = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      inArray(
        invoices.refundId,
        processed.map((row) => row.id),
      ),
    )
    .orderBy(asc(invoices.sequence));
  const attachments: MailAttachment[] = [];
  for (const note of notes) {
    const attachment = await documentAttachment(tx, note.id);
    if (attachment) attachments.push(attachment);
  }
  await notifyRefundProcessed(tx, booking, processed, attachments);
}

/**
 * The one place a refund becomes processed, inside the caller's transaction: the state, the
 * provider's reference, its credit note and (once the whole refund is settled) the guest's mail are
 * written together or not at all. Returns null when the refund was not pending (already processed or
 * failed): nothing is done twice.
 */
export async function markRefundProcessed(
  tx: Database,
  refundId: string,
  settled: { providerRefundId?: string | null; now: Date },
): Promise<RefundRow | null> {
  const cause = await lockCause(tx, refundId);
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
  // The GST credit note for this part, against the invoice of the payment it goes back to.
  await issueCreditNote(tx, { refundId: refund.id }, undefined, settled.now);
  await mailOnceSettled(
    tx,
    cause.map((row) => (row.id === refund.id ? refund : row)),
  );
  return refund;
}

/** A pending refund that the provider refused or reported failed: its amount is free to refund again. */
export async function markRefundFailed(
  tx: Database,
  refundId: string,
  failed: { reason: string; providerRefundId?: string | null; now: Date },
): Promise<RefundRow | null> {
  const cause = await lockCause(tx, refundId);
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
  if (!refund) return null;
  // The other parts of the refund went back: the guest hears of them now that none is on its way.
  await mailOnceSettled(
    tx,
    cause.map((row) => (row.id === refund.id ? refund : row)),
  );
  return refund;
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
