import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { addDays, isIsoDate } from '#app/lib/dates.ts';
import { priceText } from '#app/lib/money.ts';
import type { Database } from '../db/client.ts';
import { bookings, paymentOrders, type PaymentOrderDetails } from '../db/schema.ts';
import { refuseUnbookableDate } from '../bookings/booking-window.ts';
import { BookingRefused } from '../bookings/event-booking.ts';
import { notifyBookingCreated } from '../mail/notify.ts';
import { priceRetreat, priceStay, PricingError, type Occupancy } from '../bookings/pricing.ts';
import { InvalidProviderResponse, type PaymentProvider } from './provider.ts';

export interface PaymentCustomer {
  name: string;
  email: string;
  phone: string;
}

/**
 * What the browser may ask to pay for. There is deliberately no amount here: it is computed from
 * the prices of app/content, and an amount a tampered request carries is never read.
 */
export type PaymentRequest =
  | { kind: 'retreat'; occupancy: Occupancy; startDate: string; customer: PaymentCustomer }
  | { kind: 'stay'; checkIn: string; checkOut: string; adults: number; promoCode?: string | null; customer: PaymentCustomer };

export interface StartedPayment {
  paymentOrderId: string;
  providerOrderId: string;
  amountPaise: number;
  currency: 'INR';
  /** What the browser's checkout needs to open. */
  keyId: string;
}

/** The payment does not match the order it claims to pay (another amount or currency). */
export class PaymentMismatch extends Error {
  override name = 'PaymentMismatch';
}

/** No payment order carries this provider order id: the browser's answer names an order we never made. */
export class UnknownPaymentOrder extends Error {
  override name = 'UnknownPaymentOrder';
}

export const RETREAT_TITLE = 'Rejuvenation retreat (3 days)';
export const STAY_TITLE = 'Stay';
/** The retreat is 3 days and 2 nights: it ends two days after it starts. */
const RETREAT_LAST_DAY_OFFSET = 2;
/** Unpaid orders are abandoned after this long (the checkout itself times out after 900 s). */
export const ABANDONED_AFTER_MS = 24 * 60 * 60_000;

/**
 * Step 1 of the payment path: price what is booked, record a payment order, then ask the provider
 * for an order. The row is written first so that every provider order has a record to reconcile;
 * if the provider fails, the row is marked failed (never left 'created' without a provider order)
 * and the provider's typed error is rethrown for the route to turn into SPEC §8's message.
 */
export async function startPayment(db: Database, provider: PaymentProvider, input: PaymentRequest): Promise<StartedPayment> {
  const { amountPaise, details } = price(input);
  const customer = {
    customerName: input.customer.name.trim(),
    customerEmail: input.customer.email.trim(),
    customerPhone: input.customer.phone.trim(),
  };
  const [order] = await db
    .insert(paymentOrders)
    .values({ kind: details.kind, amountPaise, currency: 'INR', provider: provider.name, details, ...customer })
    .returning({ id: paymentOrders.id });
  if (!order) throw new Error('payment order was not stored');

  try {
    const created = await provider.createOrder({
      amountPaise,
      currency: 'INR',
      // Razorpay allows 40 characters; a uuid without its dashes is 32 and still finds our row.
      receipt: order.id.replaceAll('-', '').slice(0, 40),
      notes: { paymentOrderId: order.id, kind: details.kind },
    });
    // The guest must be charged exactly what we priced; anything else is not an order we can honour.
    if (created.amount !== amountPaise || created.currency !== 'INR') {
      throw new InvalidProviderResponse(`Provider order ${created.id} is for ${created.amount} ${created.currency}, not ${amountPaise} INR`);
    }
    await db
      .update(paymentOrders)
      .set({ providerOrderId: created.id, updatedAt: new Date() })
      .where(eq(paymentOrders.id, order.id));
    return { paymentOrderId: order.id, providerOrderId: created.id, amountPaise, currency: 'INR', keyId: provider.keyId };
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    await db
      .update(paymentOrders)
      .set({ state: 'failed', failureReason: reason.slice(0, 500), updatedAt: new Date() })
      .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.state, 'created')));
    throw error;
  }
}

/** The amount comes from pricing.ts only; the request's other fields are copied one by one, never spread. */
function price(input: PaymentRequest): { amountPaise: number; details: PaymentOrderDetails } {
  if (input.kind === 'retreat') {
    if (typeof input.startDate !== 'string' || !isIsoDate(input.startDate)) {
      throw new BookingRefused('Please choose a start date for the retreat.', 400);
    }
    refuseUnbookableDate('retreat', input.startDate);
    const { amountPaise } = refusingBadInput(() => priceRetreat(input.occupancy));
    return { amountPaise, details: { kind: 'retreat', occupancy: input.occupancy, startDate: input.startDate } };
  }
  if (input.kind === 'stay') {
    refuseUnbookableDate('stay', input.checkIn);
    const quote = refusingBadInput(() => priceStay({ checkIn: input.checkIn, checkOut: input.checkOut, adults: input.adults }));
    const promoCode = input.promoCode?.trim() || null;
    return {
      amountPaise: quote.amountPaise,
      details: { kind: 'stay', checkIn: input.checkIn, checkOut: input.checkOut, adults: quote.adults, nights: quote.nights, promoCode },
    };
  }
  throw new BookingRefused('Please choose what to book.', 400);
}

function refusingBadInput<T>(compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    if (error instanceof PricingError) throw new BookingRefused(error.message, 400);
    throw error;
  }
}

export interface PaidOrderEvidence {
  providerOrderId: string;
  paymentId: string;
  /** What the provider says was paid, when it says (webhooks and reconciliation do; checkout does not). */
  amountPaise?: number;
  currency?: string;
}

/**
 * Steps 3 and 4 of the payment path, shared by the checkout answer, the webhook and reconciliation:
 * in one transaction, with the payment order's row locked so concurrent confirmations queue up,
 * mark the order paid and write its confirmed booking. Idempotent: an order already paid returns
 * its booking. A failed or expired order may still become paid (a later attempt on the same
 * provider order succeeded, or the payment arrived late); a paid order never changes again.
 */
export async function confirmPaidOrder(db: Database, evidence: PaidOrderEvidence) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, evidence.providerOrderId)).for('update');
    if (!order) throw new UnknownPaymentOrder(`No payment order for ${evidence.providerOrderId}`);

    if (order.state === 'paid') {
      const [booking] = order.bookingId ? await tx.select().from(bookings).where(eq(bookings.id, order.bookingId)) : [];
      if (booking) return { booking, alreadyConfirmed: true };
      // An administrator deleted the booking after payment (the link is then null): never recreate it silently.
      throw new Error(`Payment order ${order.id} is paid but its booking no longer exists`);
    }

    if (evidence.amountPaise !== undefined && evidence.amountPaise !== order.amountPaise) {
      throw new PaymentMismatch(`Payment ${evidence.paymentId} is for ${evidence.amountPaise} paise, the order for ${order.amountPaise}`);
    }
    if (evidence.currency !== undefined && evidence.currency !== order.currency) {
      throw new PaymentMismatch(`Payment ${evidence.paymentId} is in ${evidence.currency}, the order in ${order.currency}`);
    }

    const [booking] = await tx
      .insert(bookings)
      .values({
        eventId: null,
        ...describeBooking(order.details),
        price: priceText(order.amountPaise),
        customerName: order.customerName,
        customerEmail: order.customerEmail,
        customerPhone: order.customerPhone,
        status: 'confirmed',
        paymentId: evidence.paymentId,
        orderId: evidence.providerOrderId,
      })
      .returning();
    if (!booking) throw new Error('booking was not stored');

    const now = new Date();
    await tx
      .update(paymentOrders)
      .set({ state: 'paid', paymentId: evidence.paymentId, bookingId: booking.id, paidAt: now, failureReason: null, updatedAt: now })
      .where(eq(paymentOrders.id, order.id));
    await notifyBookingCreated(tx, booking);
    return { booking, alreadyConfirmed: false };
  });
}

/** The booking's title, date, slot and notes for what was paid for (SPEC §3 columns). */
export function describeBooking(details: PaymentOrderDetails) {
  if (details.kind === 'retreat') {
    const occupancy = details.occupancy === 'single' ? 'Single occupancy' : 'Double occupancy';
    return {
      kind: 'retreat' as const,
      eventTitle: RETREAT_TITLE,
      eventDate: details.startDate,
      selectedSlot: `${details.startDate} to ${addDays(details.startDate, RETREAT_LAST_DAY_OFFSET)}`,
      notes: `Retreat package, ${occupancy.toLowerCase()}`,
    };
  }
  const parts = [`Adults: ${details.adults}`, `Nights: ${details.nights}`];
  // SPEC §5: the promo code is free text, recorded in the notes only, and gives no discount.
  if (details.promoCode) parts.push(`Promo code: ${details.promoCode} (promo code recorded, no discount applied)`);
  return {
    kind: 'stay' as const,
    eventTitle: STAY_TITLE,
    eventDate: details.checkIn,
    selectedSlot: `${details.checkIn} to ${details.checkOut}`,
    notes: parts.join('; '),
  };
}

/**
 * Records a failed attempt (payment.failed, or a checkout the provider refused). Only an order still
 * 'created' changes, so a late or out-of-order failure never undoes a payment. True when it changed.
 */
export async function markOrderFailed(db: Database, providerOrderId: string, reason: string): Promise<boolean> {
  const changed = await db
    .update(paymentOrders)
    .set({ state: 'failed', failureReason: reason.slice(0, 500), updatedAt: new Date() })
    .where(and(eq(paymentOrders.providerOrderId, providerOrderId), eq(paymentOrders.state, 'created')))
    .returning({ id: paymentOrders.id });
  return changed.length > 0;
}

/** Orders still unpaid 24 hours after they were created will not be paid: they become 'expired'. */
export async function expireAbandonedOrders(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDONED_AFTER_MS);
  const expired = await db
    .update(paymentOrders)
    .set({ state: 'expired', updatedAt: now })
    .where(and(eq(paymentOrders.state, 'created'), lt(paymentOrders.createdAt, cutoff)))
    .returning({ id: paymentOrders.id });
  return expired.length;
}

/**
 * A process that died between recording the order and storing the provider's order id leaves a row
 * 'created' with no provider order; nobody can pay it, so it is marked failed.
 */
export async function failOrphanedOrders(db: Database, olderThan: Date): Promise<number> {
  const failed = await db
    .update(paymentOrders)
    .set({ state: 'failed', failureReason: 'No provider order was created', updatedAt: sql`now()` })
    .where(and(eq(paymentOrders.state, 'created'), isNull(paymentOrders.providerOrderId), lt(paymentOrders.createdAt, olderThan)))
    .returning({ id: paymentOrders.id });
  return failed.length;
}
