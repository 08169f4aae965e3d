import { and, eq } from 'drizzle-orm';
import type { BulkOutcome } from '#app/lib/admin/bulk-view.ts';
import { BULK_MESSAGES, type BulkAction } from '#app/lib/schemas/admin/bulk.ts';
import { isRecordId } from '#app/lib/schemas/admin/record.ts';
import type { Database } from '../db/client.ts';
import { bookings, paymentOrders } from '../db/schema.ts';
import type { ReinstatingStaff } from '../refunds/reinstate.ts';
import { Refusal } from '../refusal.ts';
import { updateBooking } from './admin.ts';
import { decidePendingBooking, withStatus } from './decision.ts';

// Several bookings confirmed or cancelled at once, each exactly as one at a time: confirming is the
// decision on a pending booking (Today's Confirm), cancelling is the status change of the edit form with
// the guest mailed, so each takes its own row lock, its own transaction, its mails and its line in the
// history. One refused does not stop the others; the answer says what happened to each.

/** Cancels one booking as staff would from its form, the guest mailed; a paid one is refused (its money needs deciding). */
async function cancelOne(db: Database, actor: ReinstatingStaff, id: string) {
  return db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
    if (!booking) return null;
    if (booking.status === 'cancelled') throw new Refusal(BULK_MESSAGES.alreadyCancelled, 409);
    const [paid] = await tx
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.bookingId, id), eq(paymentOrders.state, 'paid')))
      .limit(1);
    if (paid || booking.paymentId) throw new Refusal(BULK_MESSAGES.paid, 409);
    if (booking.status === 'pending') return decidePendingBooking(tx, actor, id, 'cancelled');
    return updateBooking(tx, actor, id, withStatus(booking, 'cancelled'));
  });
}

export async function bulkChange(db: Database, actor: ReinstatingStaff, action: BulkAction, ids: string[]): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = [];
  // One at a time, in the order given: the same booking twice is done once and then refused as done.
  for (const id of [...new Set(ids)]) {
    const [row] = isRecordId(id) ? await db.select({ reference: bookings.reference }).from(bookings).where(eq(bookings.id, id)) : [];
    const reference = row?.reference ?? id;
    try {
      const changed = action === 'confirm' ? await decidePendingBooking(db, actor, id, 'confirmed') : await cancelOne(db, actor, id);
      outcomes.push(changed ? { id, reference, done: true, reason: null } : { id, reference, done: false, reason: BULK_MESSAGES.notFound });
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      outcomes.push({ id, reference, done: false, reason: error.message });
    }
  }
  return outcomes;
}
