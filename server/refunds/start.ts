import { and, desc, eq, sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import type { Database } from '../db/client.ts';
import { bookings, paymentOrders, refunds } from '../db/schema.ts';
import { logger } from '../logger.ts';
import { InvalidProviderResponse, type PaymentProvider } from '../provider/types.ts';
import { Refusal } from '../refusal.ts';
import { REFUND_MESSAGES } from './messages.ts';
import { paymentLeft } from './money-left.ts';
import { markRefundFailed, type RefundRow, settleByProvider } from './settle.ts';

// Starting a refund happens in two steps. First, in one short transaction, the booking's paid order is
// locked, what is already refunded (or on its way) and credited is summed, and the refund is recorded as pending
// under its cause, which is unique: one refund per cause, ever, and never more than was paid. Then,
// after the commit, the provider is asked with our refund's id as the idempotency key, so a retry (by
// reconciliation, after a timeout or an outage) is the same request and can never refund twice.

export interface RefundRequest {
  bookingId: string;
  amountPaise: number;
  reason: string;
  /** Why this refund exists: `guest-cancel:<booking id>`, `staff:<form id>`. The same cause is the same refund. */
  cause: string;
  actor: AuditActor;
}

export interface RecordedRefund {
  refund: RefundRow;
  /** False when the cause had its refund already: nothing new was recorded. */
  created: boolean;
}

/** Records a pending refund inside the caller's transaction (which must commit before the provider is asked). */
export async function recordRefund(tx: Database, request: RefundRequest): Promise<RecordedRefund> {
  // The booking first, as a guest's cancellation and a reinstatement take it, so that a credit issued or
  // voided for it meanwhile is counted, and the locks are always taken in the same order.
  await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, request.bookingId)).for('update');
  // The paid order is the lock every refund of this payment waits on: two staff members (or a double
  // click) cannot both see the same amount left.
  const [order] = await tx
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.bookingId, request.bookingId), eq(paymentOrders.state, 'paid'), eq(paymentOrders.purpose, 'booking')))
    .orderBy(desc(paymentOrders.paidAt))
    .limit(1)
    .for('update');
  // Money staff took at the estate goes back by hand: Razorpay never saw it (docs/decisions/0006).
  if (order?.provider === 'offline') throw new Refusal(REFUND_MESSAGES.paidOffline, 409);
  if (!order?.paymentId) throw new Refusal(REFUND_MESSAGES.noPayment, 409);

  const [earlier] = await tx.select().from(refunds).where(eq(refunds.cause, request.cause));
  if (earlier) return { refund: earlier, created: false };

  // What a credit issued for the booking is worth has gone back to the guest as surely as a refund.
  const { leftPaise: left, creditedPaise } = await paymentLeft(tx, order);
  if (left <= 0) throw new Refusal(creditedPaise > 0 ? REFUND_MESSAGES.creditedInFull : REFUND_MESSAGES.fullyRefunded, 409);
  if (!Number.isInteger(request.amountPaise) || request.amountPaise <= 0 || request.amountPaise > left) {
    throw new Refusal(REFUND_MESSAGES.beyondPaid(left), 409);
  }

  const [refund] = await tx
    .insert(refunds)
    .values({
      bookingId: request.bookingId,
      paymentOrderId: order.id,
      paymentId: order.paymentId,
      provider: order.provider,
      amountPaise: request.amountPaise,
      reason: request.reason,
      cause: request.cause,
      requestedBy: request.actor.email,
    })
    .returning();
  if (!refund) throw new Error('the refund was not stored');
  // Money owed back after a move is settled by this refund, as far as it goes.
  await tx
    .update(bookings)
    .set({ refundDuePaise: sql`greatest(0, ${bookings.refundDuePaise} - ${request.amountPaise})` })
    .where(eq(bookings.id, request.bookingId));
  await recordAudit(tx, { actor: request.actor, entity: 'refund', entityId: refund.id, action: 'create', before: null, after: refund });
  return { refund, created: true };
}

/**
 * Asks the provider for a pending refund, and records its answer. The same call again is the same
 * refund (Razorpay's X-Refund-Idempotency), so this is also how reconciliation retries. An unreachable
 * provider leaves the refund pending; a refusal (4xx) marks it failed, freeing its amount.
 */
export async function sendRefund(db: Database, provider: PaymentProvider, refundId: string, now = new Date()): Promise<RefundRow | null> {
  const [refund] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!refund || refund.state !== 'pending' || refund.provider !== provider.name) return refund ?? null;
  try {
    const answer = await provider.createRefund({
      paymentId: refund.paymentId,
      amountPaise: refund.amountPaise,
      refundId: refund.id,
      notes: { refundId: refund.id },
    });
    await settleByProvider(db, refund.id, answer, now);
  } catch (error) {
    if (error instanceof InvalidProviderResponse) {
      await db.transaction((tx) => markRefundFailed(tx, refund.id, { reason: error.message, now }));
    } else {
      // Unreachable, 5xx, or our credentials refused: nothing was learned; reconciliation asks again.
      logger.warn({ err: error, refundId: refund.id }, 'refund left pending: the payment provider did not answer');
      await db.update(refunds).set({ lastAttemptAt: now, updatedAt: now }).where(eq(refunds.id, refund.id));
    }
  }
  const [after] = await db.select().from(refunds).where(eq(refunds.id, refund.id));
  return after ?? null;
}

/** Records the refund and then asks the provider: staff's Refund action, and anything else that starts one. */
export async function requestRefund(
  db: Database,
  provider: PaymentProvider,
  request: RefundRequest,
  now = new Date(),
): Promise<RecordedRefund> {
  const recorded = await db.transaction((tx) => recordRefund(tx, request));
  if (!recorded.created) return recorded;
  const sent = await sendRefund(db, provider, recorded.refund.id, now);
  return { refund: sent ?? recorded.refund, created: true };
}
