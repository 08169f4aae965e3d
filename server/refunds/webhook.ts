import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { refunds } from '../db/schema.ts';
import { logger } from '../logger.ts';
import { markRefundFailed, markRefundProcessed } from './settle.ts';

// Razorpay's refund.processed and refund.failed, after the payments webhook checked the signature and
// the event id. The refund is found by Razorpay's id, or by our id in its notes when the webhook
// arrives before the create call's answer was stored. Only a pending refund moves.

export type RefundWebhookOutcome = 'refund-processed' | 'refund-failed' | 'refund-unchanged' | 'unknown-refund';

export interface RefundEntity {
  id: string;
  paymentId: string;
  amount: number;
  ourId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** payload.refund.entity, or null when it lacks what we rely on. */
export function refundEntityOf(payload: Record<string, unknown>): RefundEntity | null {
  const holder = payload.refund;
  const entity = isRecord(holder) && isRecord(holder.entity) ? holder.entity : null;
  if (!entity) return null;
  const { id, payment_id: paymentId, amount, notes } = entity;
  if (typeof id !== 'string' || !id || typeof paymentId !== 'string' || typeof amount !== 'number') return null;
  const ourId = isRecord(notes) && typeof notes.refundId === 'string' && UUID.test(notes.refundId) ? notes.refundId : null;
  return { id, paymentId, amount, ourId };
}

export async function applyRefundWebhook(
  db: Database,
  event: 'refund.processed' | 'refund.failed',
  entity: RefundEntity,
  now = new Date(),
): Promise<RefundWebhookOutcome> {
  return db.transaction(async (tx) => {
    let [refund] = await tx.select().from(refunds).where(eq(refunds.providerRefundId, entity.id));
    if (!refund && entity.ourId) {
      [refund] = await tx
        .select()
        .from(refunds)
        .where(and(eq(refunds.id, entity.ourId), eq(refunds.paymentId, entity.paymentId)));
    }
    if (!refund) return 'unknown-refund';
    if (refund.amountPaise !== entity.amount) {
      logger.warn({ refundId: refund.id, ours: refund.amountPaise, theirs: entity.amount }, 'a refund webhook names another amount');
    }
    const changed =
      event === 'refund.processed'
        ? await markRefundProcessed(tx, refund.id, { providerRefundId: entity.id, now })
        : await markRefundFailed(tx, refund.id, { reason: 'Razorpay reported the refund failed', providerRefundId: entity.id, now });
    if (!changed) return 'refund-unchanged';
    return event === 'refund.processed' ? 'refund-processed' : 'refund-failed';
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
