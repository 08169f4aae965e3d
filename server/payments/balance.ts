import { and, eq } from 'drizzle-orm';
import { formatPaise } from '#app/lib/money.ts';
import { BALANCE_MESSAGES, CHECKOUT_MESSAGES } from '#app/lib/payment-messages.ts';
import { recordFieldChanges } from '../audit/field-changes.ts';
import { GUEST_ACTOR } from '../bookings/guest-cancel.ts';
import { notifyPaymentReceived } from '../bookings/notify.ts';
import { orderDetailsOf } from '../bookings/offline-payment.ts';
import type { Database } from '../db/client.ts';
import { bookings, paymentOrders } from '../db/schema.ts';
import { issueInvoice } from '../invoices/index.ts';
import { InvalidProviderResponse, type PaymentProvider } from '../provider/types.ts';
import { Refusal } from '../refusal.ts';

// What is due on a booking already made (bookings.due_paise: a move to dearer dates, a discount that
// came too late) paid online from the guest's booking page: an order of purpose 'balance' for exactly the
// due, priced here and never by the browser, then confirmed by the one path every payment takes
// (confirm.ts), which hands it to settleBalanceOrder. Deposits and payment schedules will open orders of
// their own purposes the same way.

type BookingRow = typeof bookings.$inferSelect;
type OrderRow = typeof paymentOrders.$inferSelect;

export interface OpenBalanceOrder {
  paymentOrderId: string;
  providerOrderId: string;
  amountPaise: number;
  currency: 'INR';
  keyId: string;
  /** Who pays, for the provider's checkout to prefill. */
  customer: { name: string; email: string | null; phone: string };
}

/** Why the due of this booking cannot be paid online now; null when it can. */
function refusalOf(booking: BookingRow): Refusal | null {
  if (booking.status === 'cancelled') return new Refusal(BALANCE_MESSAGES.cancelled, 409);
  if (booking.status !== 'confirmed' || booking.paidWithoutRoom) return new Refusal(BALANCE_MESSAGES.notConfirmed, 409);
  if (booking.duePaise <= 0) return new Refusal(BALANCE_MESSAGES.nothingDue, 409);
  return null;
}

/**
 * Opens (or finds again) the provider order for what is due on the booking. One open balance order per
 * booking: a second click gets the same provider order, never a second one. An open order for an amount
 * no longer due (staff took part of it, or it changed with a move) is closed and a new one opened; should
 * the guest still pay the old one, confirmation counts it all the same.
 */
export async function startBalancePayment(db: Database, provider: PaymentProvider, bookingId: string): Promise<OpenBalanceOrder> {
  const prepared = await db.transaction(async (tx) => {
    // The booking's lock, as staff taking a payment and a confirmation take it: the due read here stands.
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!booking) throw new Refusal(BALANCE_MESSAGES.notFound, 404);
    const refused = refusalOf(booking);
    if (refused) throw refused;
    const [open] = await tx
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.bookingId, booking.id), eq(paymentOrders.purpose, 'balance'), eq(paymentOrders.state, 'created')));
    if (open && open.amountPaise === booking.duePaise) {
      // Another click is still waiting for the provider's order: it will be there in a moment.
      if (!open.providerOrderId) throw new Refusal(CHECKOUT_MESSAGES.preparing, 409);
      return { booking, order: open, reused: true };
    }
    if (open) {
      await tx
        .update(paymentOrders)
        .set({ state: 'failed', failureReason: 'The amount due changed before it was paid', updatedAt: new Date() })
        .where(eq(paymentOrders.id, open.id));
    }
    const [order] = await tx
      .insert(paymentOrders)
      .values({
        kind: booking.kind,
        purpose: 'balance',
        amountPaise: booking.duePaise,
        currency: 'INR',
        provider: provider.name,
        details: orderDetailsOf(booking),
        customerName: booking.customerName,
        customerEmail: booking.customerEmail,
        customerPhone: booking.customerPhone,
        customerState: booking.customerState,
        bookingId: booking.id,
      })
      .returning();
    if (!order) throw new Error('the balance order was not stored');
    return { booking, order, reused: false };
  });

  const { booking, order } = prepared;
  const answer = (providerOrderId: string): OpenBalanceOrder => ({
    paymentOrderId: order.id,
    providerOrderId,
    amountPaise: order.amountPaise,
    currency: 'INR',
    keyId: provider.keyId,
    customer: { name: booking.customerName, email: booking.customerEmail, phone: booking.customerPhone },
  });
  if (prepared.reused && order.providerOrderId) return answer(order.providerOrderId);
  try {
    const created = await provider.createOrder({
      amountPaise: order.amountPaise,
      currency: 'INR',
      receipt: order.id.replaceAll('-', '').slice(0, 40),
      notes: { paymentOrderId: order.id, kind: order.kind, purpose: 'balance' },
    });
    if (created.amount !== order.amountPaise || created.currency !== 'INR') {
      throw new InvalidProviderResponse(
        `Provider order ${created.id} is for ${created.amount} ${created.currency}, not ${order.amountPaise} INR`,
      );
    }
    await db.update(paymentOrders).set({ providerOrderId: created.id, updatedAt: new Date() }).where(eq(paymentOrders.id, order.id));
    return answer(created.id);
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    await db
      .update(paymentOrders)
      .set({ state: 'failed', failureReason: reason.slice(0, 500), updatedAt: new Date() })
      .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.state, 'created')));
    throw error;
  }
}

/**
 * A balance order paid: called by confirmPaidOrder inside its transaction, with the booking's row and
 * then the order's locked (in that order, as every other writer of the booking's money takes them).
 * The order is recorded paid, its invoice issued, and the due lowered by what was paid, never below 0:
 * when the due fell meanwhile (staff took it at the desk, a move made the stay cheaper), what was paid
 * beyond it is recorded as owed back to the guest, for an owner to refund or credit. Nothing paid is lost.
 */
export async function settleBalanceOrder(
  tx: Database,
  order: OrderRow,
  booking: BookingRow,
  evidence: { paymentId: string },
  now: Date,
): Promise<BookingRow> {
  const appliedPaise = Math.min(booking.duePaise, order.amountPaise);
  const beyondPaise = order.amountPaise - appliedPaise;
  const [paidOrder] = await tx
    .update(paymentOrders)
    .set({ state: 'paid', paymentId: evidence.paymentId, paidAt: now, failureReason: null, updatedAt: now })
    .where(eq(paymentOrders.id, order.id))
    .returning();
  const [after] = await tx
    .update(bookings)
    .set({
      duePaise: booking.duePaise - appliedPaise,
      ...(beyondPaise > 0
        ? {
            refundDuePaise: booking.refundDuePaise + beyondPaise,
            refundDueNote: {
              reason: `Paid ${formatPaise(order.amountPaise)} online when ${formatPaise(booking.duePaise)} was due`,
              byEmail: GUEST_ACTOR.email,
              at: now.toISOString(),
            },
          }
        : {}),
      updatedAt: now,
    })
    .where(eq(bookings.id, booking.id))
    .returning();
  if (!paidOrder || !after) throw new Error(`the balance payment ${order.id} was not stored`);
  const invoice = await issueInvoice(tx, { booking: after, order: paidOrder }, undefined, now);
  await recordFieldChanges(tx, {
    actor: GUEST_ACTOR,
    entity: 'booking',
    entityId: booking.id,
    changes: {
      payment: [null, `${formatPaise(order.amountPaise)} paid online, payment ${evidence.paymentId}`],
      duePaise: [booking.duePaise, after.duePaise],
      ...(beyondPaise > 0 ? { refundDuePaise: [booking.refundDuePaise, after.refundDuePaise] } : {}),
    },
  });
  await notifyPaymentReceived(tx, after, { paymentOrderId: order.id, amountPaise: order.amountPaise, invoiceId: invoice.id });
  return after;
}
