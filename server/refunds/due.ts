import { and, asc, eq, isNull } from 'drizzle-orm';
import { REFUND_DUE_MESSAGES, type RefundDueView } from '#app/lib/admin/refund-due.ts';
import { formatPaise } from '#app/lib/money.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import type { Database } from '../db/client.ts';
import { refundsDue } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';

// Money taken at the estate (cash, UPI, card at the desk) that is owed back: it never goes through the
// provider. Staff pay it out by hand and record that here, once; until then the dashboard lists it.

/** What the booking details show: each sum owed back by hand, and whether it has been given. */
export async function refundsDueOf(db: Database, bookingId: string): Promise<RefundDueView[]> {
  const rows = await db.select().from(refundsDue).where(eq(refundsDue.bookingId, bookingId)).orderBy(asc(refundsDue.createdAt));
  return rows.map((row) => ({
    id: row.id,
    amount: formatPaise(row.amountPaise),
    reason: row.reason,
    requestedBy: row.requestedBy,
    requestedAt: row.createdAt.toISOString(),
    paidOutAt: row.paidOutAt?.toISOString() ?? null,
    paidOutBy: row.paidOutBy,
  }));
}

/**
 * Records that staff gave back by hand what the booking is owed, with a line in the refund's history.
 * Refuses (409) when nothing is owed: a double click records it once. Answers the sum given back.
 */
export async function recordGivenBack(db: Database, actor: AuditActor, bookingId: string, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const owed = await tx
      .select()
      .from(refundsDue)
      .where(and(eq(refundsDue.bookingId, bookingId), isNull(refundsDue.paidOutAt)))
      .for('update');
    if (owed.length === 0) throw new Refusal(REFUND_DUE_MESSAGES.nothingDue, 409);
    let total = 0;
    for (const before of owed) {
      const [after] = await tx
        .update(refundsDue)
        .set({ paidOutAt: now, paidOutBy: actor.email })
        .where(and(eq(refundsDue.id, before.id), isNull(refundsDue.paidOutAt)))
        .returning();
      if (!after) continue;
      total += after.amountPaise;
      await recordAudit(tx, { actor, entity: 'refund', entityId: after.id, action: 'update', before, after });
    }
    return total;
  });
}
