import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { paymentOrders, promoCodes, refunds } from '../db/schema.ts';

// How much of a booking's online payments may still go back to the guest, read from money records only:
// every paid online order of the booking (the one that made it, and each later payment of what was due
// on top), the refunds made of them, and the credit issued for the booking. Nothing a booking form can
// retype (its price text, dates or kind) enters the sum. Staff's refunds and credits, the guest's
// cancellation, the estate's and the screens that show what is left all ask here, so they cannot differ.
// A payment staff took at the estate (provider 'offline') is not one of them: it counts as paid (CSV,
// invoice, revenue) but goes back the way it came, by hand, never through Razorpay (docs/decisions/0006).

export type PaidOrder = typeof paymentOrders.$inferSelect;

export interface OrderMoney {
  order: PaidOrder;
  /** Refunded of this order or on its way: every refund of it but the failed ones. */
  refundedPaise: number;
}

export interface BookingMoney {
  /** The booking's paid online orders, by id (the order their rows are locked in). */
  orders: OrderMoney[];
  /**
   * The order whose details say what was bought, for the cancellation policy's dates: the latest paid
   * online order that made the booking, else (a booking first paid at the estate) its first paid online
   * order. Null when nothing was paid online.
   */
  bought: PaidOrder | null;
  paidPaise: number;
  refundedPaise: number;
  creditedPaise: number;
  /** Paid, less refunds not failed, less credit issued; never below zero. */
  leftPaise: number;
}

/**
 * What the credit issued for a cancelled booking is worth against its payments: the sum it was issued
 * for, spent or not, expired or not (the guest was given that value), less what an owner took back when
 * reinstating the booking.
 */
export async function creditedPaise(db: Database, bookingId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`coalesce(sum(${promoCodes.amountPaise} - ${promoCodes.voidedPaise}), 0)` })
    .from(promoCodes)
    .where(and(eq(promoCodes.sourceBookingId, bookingId), eq(promoCodes.kind, 'credit')));
  return Number(row?.total ?? 0);
}

/** What is refunded or on its way of each of these orders: every refund but the failed ones. */
export async function refundedByOrder(db: Database, orderIds: string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: refunds.paymentOrderId, total: sql<string | number | null>`coalesce(sum(${refunds.amountPaise}), 0)` })
    .from(refunds)
    .where(and(inArray(refunds.paymentOrderId, orderIds), ne(refunds.state, 'failed')))
    .groupBy(refunds.paymentOrderId);
  return new Map(rows.map((row) => [row.orderId, Number(row.total ?? 0)]));
}

/**
 * What the booking's online payments come to and what may still go back of them. With `lock`, every
 * paid online order of the booking is held (by id) to the end of the caller's transaction: the lock each
 * refund and credit of the booking waits on, after the booking's own row, so that two of them are never
 * decided at once from the same amount left.
 */
export async function bookingMoney(db: Database, bookingId: string, options: { lock?: boolean } = {}): Promise<BookingMoney> {
  const query = db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.bookingId, bookingId), eq(paymentOrders.state, 'paid'), ne(paymentOrders.provider, 'offline')))
    .orderBy(asc(paymentOrders.id));
  const orders = options.lock ? await query.for('update') : await query;
  // One after the other: inside a transaction they go down its one connection anyway.
  const refunded = await refundedByOrder(
    db,
    orders.map((order) => order.id),
  );
  const credited = await creditedPaise(db, bookingId);
  const money = orders.map((order) => ({ order, refundedPaise: refunded.get(order.id) ?? 0 }));
  const paidPaise = sum(orders.map((order) => order.amountPaise));
  const refundedPaise = sum(money.map((item) => item.refundedPaise));
  return {
    orders: money,
    bought: boughtOrder(orders),
    paidPaise,
    refundedPaise,
    creditedPaise: credited,
    leftPaise: Math.max(0, paidPaise - refundedPaise - credited),
  };
}

function boughtOrder(orders: PaidOrder[]): PaidOrder | null {
  const made = orders.filter((order) => order.purpose === 'booking').sort((a, b) => paidTime(b) - paidTime(a));
  if (made[0]) return made[0];
  return [...orders].sort((a, b) => paidTime(a) - paidTime(b))[0] ?? null;
}

function paidTime(order: Pick<PaidOrder, 'paidAt' | 'createdAt'>): number {
  return (order.paidAt ?? order.createdAt).getTime();
}

/** Latest paid first: what was paid last goes back first. */
export function latestPaidFirst(
  a: Pick<PaidOrder, 'id' | 'paidAt' | 'createdAt'>,
  b: Pick<PaidOrder, 'id' | 'paidAt' | 'createdAt'>,
): number {
  return paidTime(b) - paidTime(a) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

export interface RefundPart {
  order: PaidOrder;
  amountPaise: number;
}

/**
 * A refund of `amountPaise` split across the orders it goes back to: the latest paid first, each part
 * no more than is left of that order (its amount less its refunds). An order the provider cannot refund
 * (no payment id) takes none. The parts add up to less than asked only when the orders hold less.
 */
export function splitRefund(orders: OrderMoney[], amountPaise: number): RefundPart[] {
  const parts: RefundPart[] = [];
  let rest = amountPaise;
  for (const { order, refundedPaise } of [...orders].sort((a, b) => latestPaidFirst(a.order, b.order))) {
    if (rest <= 0) break;
    const room = order.paymentId ? order.amountPaise - refundedPaise : 0;
    const part = Math.min(room, rest);
    if (part <= 0) continue;
    parts.push({ order, amountPaise: part });
    rest -= part;
  }
  return parts;
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
