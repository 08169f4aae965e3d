import { and, desc, eq } from 'drizzle-orm';
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
// Razorpay: paidOrderOf and recordRefund leave it out (docs/decisions/0006-offline-payments.md).

type Actor = Pick<StaffSession, 'userId' | 'email'>;
type BookingRow = typeof bookings.$inferSelect;

/** What the booking was for, in the order's words, from the booking itself. */
function detailsOf(booking: BookingRow): PaymentOrderDetails {
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
 * Records the booking's price as paid by `method`, with its invoice and a line in the booking's history,
 * in one transaction. Null when there is no such booking; a Refusal (409) when it is paid already (online
 * or offline), cancelled, or its price is not an amount. The amount is the booking's price: staff never type it.
 */
export async function recordOfflinePayment(
  db: Database,
  actor: Actor,
  input: { bookingId: string; method: OfflinePaymentMethod; reference?: string | undefined },
  now: Date = new Date(),
) {
  if (!isRecordId(input.bookingId)) return null;
  return db.transaction(async (tx) => {
    // Locked: two staff members pressing "Mark paid" at once record one payment.
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, input.bookingId)).for('update');
    if (!booking) return null;
    const [paid] = await tx
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.bookingId, booking.id), eq(paymentOrders.state, 'paid')))
      .limit(1);
    if (paid || booking.paymentId) throw new Refusal(OFFLINE_PAYMENT_MESSAGES.alreadyPaid, 409);
    if (booking.status === 'cancelled') throw new Refusal(OFFLINE_PAYMENT_MESSAGES.cancelled, 409);
    const amountPaise = priceTextPaise(booking.price);
    if (!amountPaise || amountPaise <= 0) throw new Refusal(OFFLINE_PAYMENT_MESSAGES.unpriced, 409);

    const reference = input.reference || null;
    const [order] = await tx
      .insert(paymentOrders)
      .values({
        kind: booking.kind,
        amountPaise,
        provider: 'offline',
        offlineMethod: input.method,
        state: 'paid',
        details: detailsOf(booking),
        customerName: booking.customerName,
        customerEmail: booking.customerEmail,
        customerPhone: booking.customerPhone,
        paymentId: reference,
        bookingId: booking.id,
        paidAt: now,
      })
      .returning();
    if (!order) throw new Error('the payment was not stored');
    await issueInvoice(tx, { booking, order }, undefined, now);
    const note = offlinePaymentNote(formatPaise(amountPaise), input.method, reference);
    await recordFieldChanges(tx, { actor, entity: 'booking', entityId: booking.id, changes: { payment: [null, note] } });
    return order;
  });
}

/** The booking's paid order as the details show it, online or offline; null when it is not paid. */
export async function bookingPayment(db: Database, bookingId: string): Promise<BookingPaymentView | null> {
  const [order] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.bookingId, bookingId), eq(paymentOrders.state, 'paid')))
    .orderBy(desc(paymentOrders.paidAt))
    .limit(1);
  if (!order) return null;
  const offline = order.provider === 'offline';
  return {
    amount: formatPaise(order.amountPaise),
    paidAt: (order.paidAt ?? order.updatedAt).toISOString(),
    how: offline && order.offlineMethod ? offlineMethodLabels[order.offlineMethod] : 'Online',
    reference: order.paymentId,
    offline,
  };
}
