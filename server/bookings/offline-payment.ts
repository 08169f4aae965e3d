import { and, asc, eq } from 'drizzle-orm';
import {
  type BookingPaymentView,
  OFFLINE_PAYMENT_MESSAGES,
  offlineMethodLabels,
  offlinePaymentNote,
} from '#app/lib/admin/offline-payment.ts';
import { addDays } from '#app/lib/dates.ts';
import type { OfflinePaymentMethod } from '#app/lib/enums.ts';
import { formatPaise, priceTextPaise } from '#app/lib/money.ts';
import { isRecordId } from '#app/lib/schemas/admin/record.ts';
import { recordFieldChanges } from '../audit/field-changes.ts';
import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { bookings, type PaymentOrderDetails, paymentOrders } from '../db/schema.ts';
import { issueInvoice } from '../invoices/index.ts';
import { Refusal } from '../refusal.ts';

// A booking paid at the estate: cash, UPI or a bank transfer taken by staff, recorded as a
// payment order of provider 'offline' already paid. So it counts wherever a paid order counts (the CSV's
// paid_rupees, the invoice, the dashboard's revenue, the guest's page), and is never refunded through
// Razorpay: bookingMoney and recordRefund leave it out (docs/decisions/0006-offline-payments.md).

type Actor = Pick<StaffSession, 'userId' | 'email'>;
type BookingRow = typeof bookings.$inferSelect;

/** What the booking was for, in the order's words, from the booking itself (an order paying for a booking already made). */
export function orderDetailsOf(booking: BookingRow): PaymentOrderDetails {
  if (booking.kind === 'retreat') {
    const details = booking.details?.kind === 'retreat' ? booking.details : null;
    return {
      kind: 'retreat',
      occupancy: details?.occupancy ?? 'double',
      startDate: booking.eventDate,
      guests: details?.guests ?? 1,
      // The retreat as booked, so that its own title and length follow the booking.
      ...(details?.retreat ? { retreat: details.retreat } : {}),
    };
  }
  if (booking.kind === 'stay') {
    const details = booking.details?.kind === 'stay' ? booking.details : null;
    const nights = details?.nights ?? 1;
    return {
      kind: 'stay',
      checkIn: booking.eventDate,
      checkOut: addDays(booking.eventDate, nights),
      adults: details?.adults ?? 1,
      nights,
      promoCode: null,
    };
  }
  return {
    kind: 'event',
    eventId: booking.eventId ?? '',
    eventDate: booking.eventDate,
    slot: booking.selectedSlot,
    title: booking.eventTitle,
  };
}

/**
 * Records a payment taken by `method`, with its invoice and a line in the booking's history, in one
 * transaction. A booking not paid yet pays its price; one paid already pays what is due on top of it
 * (duePaise). Staff may record part of either (`amountPaise`, never more than is due): the rest is due.
 * Null when there is no such booking; a Refusal (409) when it is cancelled, its price is not an amount,
 * it is paid with nothing due, or the amount is more than is due.
 */
export async function recordOfflinePayment(
  db: Database,
  actor: Actor,
  input: { bookingId: string; method: OfflinePaymentMethod; reference?: string | undefined; amountPaise?: number | undefined },
  now: Date = new Date(),
) {
  if (!isRecordId(input.bookingId)) return null;
  return db.transaction(async (tx) => {
    // Locked: two staff members pressing "Mark paid" at once record one payment, and a guest paying the
    // due online meanwhile waits for this one to end (then finds nothing due).
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, input.bookingId)).for('update');
    if (!booking) return null;
    const [paid] = await tx
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.bookingId, booking.id), eq(paymentOrders.state, 'paid')))
      .limit(1);
    const alreadyPaid = Boolean(paid || booking.paymentId);
    if (alreadyPaid && booking.duePaise <= 0) throw new Refusal(OFFLINE_PAYMENT_MESSAGES.alreadyPaid, 409);
    if (booking.status === 'cancelled') throw new Refusal(OFFLINE_PAYMENT_MESSAGES.cancelled, 409);
    const duePaise = alreadyPaid ? booking.duePaise : priceTextPaise(booking.price);
    if (!duePaise || duePaise <= 0) throw new Refusal(OFFLINE_PAYMENT_MESSAGES.unpriced, 409);
    // Part of it when staff say so (a deposit at the desk, a guest paying in two goes); the rest stays due.
    const amountPaise = input.amountPaise ?? duePaise;
    if (amountPaise > duePaise) throw new Refusal(OFFLINE_PAYMENT_MESSAGES.tooMuch(formatPaise(duePaise)), 409);
    const stillDuePaise = duePaise - amountPaise;

    const reference = input.reference || null;
    const [order] = await tx
      .insert(paymentOrders)
      .values({
        kind: booking.kind,
        purpose: alreadyPaid ? 'balance' : 'booking',
        amountPaise,
        provider: 'offline',
        offlineMethod: input.method,
        state: 'paid',
        details: orderDetailsOf(booking),
        customerName: booking.customerName,
        customerEmail: booking.customerEmail,
        customerPhone: booking.customerPhone,
        customerState: booking.customerState,
        paymentId: reference,
        bookingId: booking.id,
        paidAt: now,
        recordedBy: actor.email,
      })
      .returning();
    if (!order) throw new Error('the payment was not stored');
    const note = offlinePaymentNote(formatPaise(amountPaise), input.method, reference);
    // A price sent as a payment link is the booking's due until it is paid: kept as what is left.
    if (alreadyPaid || stillDuePaise > 0 || booking.duePaise !== stillDuePaise) {
      // What is left to pay stays on the booking, for the desk or the guest's PAY button; paid in full, nothing
      // is owed on top any more. A discount not applied stays flagged: it was not.
      const [settled] = await tx
        .update(bookings)
        .set({ duePaise: stillDuePaise, updatedAt: now })
        .where(eq(bookings.id, booking.id))
        .returning();
      await issueInvoice(tx, { booking: settled ?? booking, order }, undefined, now);
      await recordFieldChanges(tx, {
        actor,
        entity: 'booking',
        entityId: booking.id,
        changes: { payment: [null, note], duePaise: [booking.duePaise, stillDuePaise] },
      });
      return order;
    }
    await issueInvoice(tx, { booking, order }, undefined, now);
    await recordFieldChanges(tx, { actor, entity: 'booking', entityId: booking.id, changes: { payment: [null, note] } });
    return order;
  });
}

/** The booking's paid orders as the details show them, online or offline, oldest first; empty when it is not paid. */
export async function bookingPayments(db: Database, bookingId: string): Promise<BookingPaymentView[]> {
  const orders = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.bookingId, bookingId), eq(paymentOrders.state, 'paid')))
    .orderBy(asc(paymentOrders.paidAt));
  return orders.map(paymentView);
}

/** A paid order as a booking's details show it: how much, when, how, and its reference. */
export function paymentView(order: typeof paymentOrders.$inferSelect): BookingPaymentView {
  const offline = order.provider === 'offline';
  return {
    amount: formatPaise(order.amountPaise),
    paidAt: (order.paidAt ?? order.updatedAt).toISOString(),
    how: offline && order.offlineMethod ? offlineMethodLabels[order.offlineMethod] : 'Online',
    reference: order.paymentId,
    offline,
    balance: order.purpose === 'balance',
  };
}
