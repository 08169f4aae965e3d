import { and, eq, sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import type { Database } from '../db/client.ts';
import { bookings, paymentOrders, refunds } from '../db/schema.ts';
import { logger } from '../logger.ts';
import { InvalidProviderResponse, type PaymentProvider } from '../provider/types.ts';
import { Refusal } from '../refusal.ts';
import { bookingMoney, latestPaidFirst, type OrderMoney, splitRefund } from './booking-money.ts';
import { REFUND_MESSAGES } from './messages.ts';
import { markRefundFailed, type RefundRow, settleByProvider } from './settle.ts';

// Starting a refund happens in two steps. First, in one short transaction, the booking and its paid
// online orders are locked, what is already refunded (or on its way) and credited is summed, and the
// refund is recorded as pending under its cause: one row for each order it goes back to, the latest paid
// first. A cause refunds once, ever, and never more than was paid. Then, after the commit, the provider
// is asked for each row with the row's id as the idempotency key, so a retry (by reconciliation, after a
// timeout or an outage) is the same request and can never refund twice.

export interface RefundRequest {
  bookingId: string;
  amountPaise: number;
  reason: string;
  /** Why this refund exists: `guest-cancel:<booking id>`, `staff:<form id>`. The same cause is the same refund. */
  cause: string;
  actor: AuditActor;
}

export interface RecordedRefund {
  /** The refund's rows, one per order it goes back to, the latest paid order's first. */
  refunds: RefundRow[];
  /** False when the cause had its refund already: nothing new was recorded. */
  created: boolean;
}

/** Whether the booking has a payment staff took at the estate. */
async function paidAtEstate(tx: Database, bookingId: string): Promise<boolean> {
  const [offline] = await tx
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.bookingId, bookingId), eq(paymentOrders.state, 'paid'), eq(paymentOrders.provider, 'offline')))
    .limit(1);
  return Boolean(offline);
}

/** Records a pending refund inside the caller's transaction (which must commit before the provider is asked). */
export async function recordRefund(tx: Database, request: RefundRequest): Promise<RecordedRefund> {
  // The booking first, as a guest's cancellation and a reinstatement take it, so that a credit issued or
  // voided for it meanwhile is counted, and the locks are always taken in the same order.
  await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, request.bookingId)).for('update');
  // Then every paid online order of the booking, by id: two staff members (or a double click) cannot
  // both see the same amount left.
  const money = await bookingMoney(tx, request.bookingId, { lock: true });
  if (money.orders.length === 0) {
    // Money staff took at the estate goes back by hand: Razorpay never saw it (docs/decisions/0006).
    throw new Refusal((await paidAtEstate(tx, request.bookingId)) ? REFUND_MESSAGES.paidOffline : REFUND_MESSAGES.noPayment, 409);
  }

  const earlier = await tx.select().from(refunds).where(eq(refunds.cause, request.cause));
  if (earlier.length > 0) return { refunds: inSplitOrder(earlier, money.orders), created: false };

  // What a credit issued for the booking is worth has gone back to the guest as surely as a refund.
  const { leftPaise: left, creditedPaise } = money;
  if (left <= 0) throw new Refusal(creditedPaise > 0 ? REFUND_MESSAGES.creditedInFull : REFUND_MESSAGES.fullyRefunded, 409);
  if (!Number.isInteger(request.amountPaise) || request.amountPaise <= 0 || request.amountPaise > left) {
    throw new Refusal(REFUND_MESSAGES.beyondPaid(left), 409);
  }
  const parts = splitRefund(money.orders, request.amountPaise);
  const covered = parts.reduce((total, part) => total + part.amountPaise, 0);
  // Only an order the provider cannot refund (no payment id) leaves a part uncovered.
  if (covered < request.amountPaise) throw new Refusal(covered > 0 ? REFUND_MESSAGES.beyondPaid(covered) : REFUND_MESSAGES.noPayment, 409);

  const stored = await tx
    .insert(refunds)
    .values(
      parts.map(({ order, amountPaise }) => {
        const { provider } = order;
        if (provider === 'offline') throw new Error(`order ${order.id} was paid at the estate: it is never refunded online`);
        return {
          bookingId: request.bookingId,
          paymentOrderId: order.id,
          paymentId: order.paymentId ?? '',
          provider,
          amountPaise,
          reason: request.reason,
          cause: request.cause,
          requestedBy: request.actor.email,
        };
      }),
    )
    .returning();
  if (stored.length !== parts.length) throw new Error('the refund was not stored');
  // Money owed back after a move is settled by this refund, as far as it goes.
  await tx
    .update(bookings)
    .set({ refundDuePaise: sql`greatest(0, ${bookings.refundDuePaise} - ${request.amountPaise})` })
    .where(eq(bookings.id, request.bookingId));
  for (const refund of stored) {
    await recordAudit(tx, { actor: request.actor, entity: 'refund', entityId: refund.id, action: 'create', before: null, after: refund });
  }
  return { refunds: inSplitOrder(stored, money.orders), created: true };
}

/** A cause's rows as its refund was split: the latest paid order's first. */
function inSplitOrder(rows: RefundRow[], orders: OrderMoney[]): RefundRow[] {
  const rank = new Map(
    [...orders]
      .map(({ order }) => order)
      .sort(latestPaidFirst)
      .map((order, index) => [order.id, index]),
  );
  return [...rows].sort((a, b) => (rank.get(a.paymentOrderId) ?? rank.size) - (rank.get(b.paymentOrderId) ?? rank.size));
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

/** Records the refund and then asks the provider for each of its rows: staff's Refund action, and anything else that starts one. */
export async function requestRefund(
  db: Database,
  provider: PaymentProvider,
  request: RefundRequest,
  now = new Date(),
): Promise<RecordedRefund> {
  const recorded = await db.transaction((tx) => recordRefund(tx, request));
  if (!recorded.created) return recorded;
  const sent: RefundRow[] = [];
  for (const refund of recorded.refunds) sent.push((await sendRefund(db, provider, refund.id, now)) ?? refund);
  return { refunds: sent, created: true };
}
