import { eq } from 'drizzle-orm';
import { termsPricePaise } from '#app/lib/deposit.ts';
import { priceText } from '#app/lib/money.ts';
import { promoNotAppliedNote } from '#app/lib/promo.ts';
import { describeBooking } from '../bookings/describe.ts';
import { notifyBookingCreated } from '../bookings/notify.ts';
import { placePaidSeat } from '../bookings/online-event.ts';
import { waitsForCareReview } from '../care/doctor-guided.ts';
import { policyFiguresNow } from '../content/policy-figures.ts';
import type { Database } from '../db/client.ts';
import { bookings, calendarEvents, type PaymentOrderDetails, paymentOrders } from '../db/schema.ts';
import { clearPageCache } from '../http/page-cache-clear.ts';
import { issueInvoice } from '../invoices/index.ts';
import { placePaidEnrolment } from '../learning/enrol.ts';
import { type PaidDiscount, settlePaidDiscount } from '../promo/order.ts';
import { releaseRedemptions } from '../promo/release.ts';
import { settlePaidHold, withRooms } from '../rooms/inventory.ts';
import { placePaidAppointment } from './appointment.ts';
import { settleBalanceOrder } from './balance.ts';

// Confirming a paid order: the one path the checkout's answer, the webhook and reconciliation share.

type BookingRow = typeof bookings.$inferSelect;

/** The payment does not match the order it claims to pay (another amount or currency). */

/** A paid order whose booking an administrator deleted: never recreated silently, so confirming it fails loudly. */
const bookingGone = (what: 'Payment' | 'Balance', orderId: string) =>
  new Error(`${what} order ${orderId} is paid but its booking no longer exists`);
export class PaymentMismatch extends Error {
  override name = 'PaymentMismatch';
}

/** No payment order carries this provider order id: the browser's answer names an order we never made. */
export class UnknownPaymentOrder extends Error {
  override name = 'UnknownPaymentOrder';
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
 * mark the order paid and write its confirmed booking (or, for a balance order, lower what its booking
 * owes: balance.ts). Idempotent: an order already paid returns its booking. A failed or expired order
 * may still become paid (a later attempt on the same provider order succeeded, or the payment arrived
 * late); a paid order never changes again.
 */
export async function confirmPaidOrder(db: Database, evidence: PaidOrderEvidence) {
  const confirmed = await db.transaction(async (tx) => {
    // An order paying for a booking already made (its balance) changes that booking's money: its row is
    // locked first, as staff taking a payment and a cancellation lock it, then the order's.
    const [peek] = await tx
      .select({ purpose: paymentOrders.purpose, bookingId: paymentOrders.bookingId })
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, evidence.providerOrderId));
    const [lockedBooking] =
      peek?.purpose === 'balance' && peek.bookingId
        ? await tx.select().from(bookings).where(eq(bookings.id, peek.bookingId)).for('update')
        : [];
    const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, evidence.providerOrderId)).for('update');
    if (!order) throw new UnknownPaymentOrder(`No payment order for ${evidence.providerOrderId}`);
    const balance = order.purpose === 'balance';

    if (order.state === 'paid') {
      const [booking] = order.bookingId ? await tx.select().from(bookings).where(eq(bookings.id, order.bookingId)) : [];
      if (booking) return { booking, alreadyConfirmed: true, balance };
      // An administrator deleted the booking after payment (the link is then null): never recreate it silently.
      throw bookingGone('Payment', order.id);
    }

    if (evidence.amountPaise !== undefined && evidence.amountPaise !== order.amountPaise) {
      throw new PaymentMismatch(`Payment ${evidence.paymentId} is for ${evidence.amountPaise} paise, the order for ${order.amountPaise}`);
    }
    if (evidence.currency !== undefined && evidence.currency !== order.currency) {
      throw new PaymentMismatch(`Payment ${evidence.paymentId} is in ${evidence.currency}, the order in ${order.currency}`);
    }

    const now = new Date();
    if (balance) {
      if (!lockedBooking) throw bookingGone('Balance', order.id);
      return { booking: await settleBalanceOrder(tx, order, lockedBooking, evidence, now), alreadyConfirmed: false, balance };
    }
    // Locks in the order a checkout takes them (the event's row, then the code's, then the room types'),
    // so that a payment and a checkout never wait on each other.
    if (order.kind === 'event' && order.eventId && order.discountPaise > 0)
      await tx.select({ id: calendarEvents.id }).from(calendarEvents).where(eq(calendarEvents.id, order.eventId)).for('update');
    const discount = await settlePaidDiscount(tx, order, now);
    const described = describePaidBooking(order.details, order.discountPaise, discount);
    // Paid a deposit: the booking costs the deposit and the balance, and the balance is due by its date.
    const deposit = order.details.deposit ?? null;
    const [booking] = await tx
      .insert(bookings)
      .values({
        ...described,
        ...(deposit
          ? {
              depositTerms: deposit,
              duePaise: ('duePaise' in described ? described.duePaise : 0) + deposit.balancePaise,
              balanceDueOn: deposit.balanceDueOn,
            }
          : {}),
        // The order's own link to its event, which a deleted event has set null (the details keep its old id).
        eventId: order.eventId,
        // A booking's price is what it costs, whatever part of it this payment is: an enrolment's is its batch's fee.
        price: priceText(
          deposit ? termsPricePaise(deposit) : order.details.kind === 'training' ? order.details.feePaise : order.amountPaise,
        ),
        customerName: order.customerName,
        customerEmail: order.customerEmail,
        customerPhone: order.customerPhone,
        customerState: order.customerState,
        // A paid enrolment is an application: it holds its seat while the owner decides (server/learning/applications.ts).
        status: order.kind === 'training' ? 'pending' : 'confirmed',
        learningBatchId: order.learningBatchId,
        paymentId: evidence.paymentId,
        orderId: evidence.providerOrderId,
        cancellationPolicy: await policyFiguresNow(tx),
      })
      .returning();
    if (!booking) throw new Error('booking was not stored');

    const placed = await nothingDueUnplaced(
      tx,
      order,
      order.kind === 'event'
        ? await placePaidSeat(tx, order, booking, now)
        : order.kind === 'training'
          ? await placePaidEnrolment(tx, order, booking, now)
          : order.kind === 'appointment'
            ? await placePaidAppointment(tx, order, booking, now)
            : await placePaidBooking(tx, order.id, booking, now),
      now,
    );
    // The invoice is for the payment received: a discount not applied was not given, and a deposit's
    // invoice is for the deposit alone (the discount was taken off the price it is a share of).
    await issueInvoice(tx, { booking: placed, order: discount.applied && !deposit ? order : { ...order, discountPaise: 0 } });
    await tx
      .update(paymentOrders)
      .set({ state: 'paid', paymentId: evidence.paymentId, bookingId: booking.id, paidAt: now, failureReason: null, updatedAt: now })
      .where(eq(paymentOrders.id, order.id));
    // The owner's setting may hold a paid doctor-guided booking until its guests' health answers are
    // reviewed: it waits as pending (the guest told it was received), and the last review confirms it.
    const held = placed.status === 'confirmed' && (await waitsForCareReview(tx, placed)) ? await holdForCare(tx, placed.id, now) : placed;
    await notifyBookingCreated(tx, held);
    return { booking: held, alreadyConfirmed: false, balance };
  });
  // A paid seat or room may replace a hold that had lapsed; a balance paid changes no public page.
  if (!confirmed.alreadyConfirmed && !confirmed.balance) clearPageCache();
  return confirmed;
}

/**
 * The booking's facts with what became of its discount. Applied, its notes name the code and what it
 * took off. Not applied (paid late, after the code had gone to another booking), the booking keeps what
 * was paid as its price paid and records the discount as due, flagged for staff to collect or waive.
 */
function describePaidBooking(details: PaymentOrderDetails, discountPaise: number, discount: PaidDiscount) {
  if (discount.applied) return describeBooking(details, discountPaise);
  const described = describeBooking(details);
  return {
    ...described,
    notes: [described.notes, promoNotAppliedNote(discount.code, discount.duePaise)].filter(Boolean).join('; '),
    discountNotApplied: true,
    duePaise: discount.duePaise,
  };
}

/**
 * A payment that found no room or seat books nothing and is refunded whole: nothing is due from the
 * guest, and its code's use goes back to the code.
 */
async function nothingDueUnplaced(tx: Database, order: { id: string; discountPaise: number }, placed: BookingRow, now: Date) {
  if (!placed.paidWithoutRoom) return placed;
  if (order.discountPaise > 0) await releaseRedemptions(tx, [order.id], now);
  // A deposit's balance is not owed on a booking that got no room, any more than a discount not applied.
  if (!placed.discountNotApplied && placed.duePaise === 0) return placed;
  const [cleared] = await tx
    .update(bookings)
    .set({ discountNotApplied: false, duePaise: 0, balanceDueOn: null, updatedAt: now })
    .where(eq(bookings.id, placed.id))
    .returning();
  return cleared ?? placed;
}

/** A paid booking held pending until its guests' health answers are reviewed (server/care confirms it). */
async function holdForCare(tx: Pick<Database, 'update'>, bookingId: string, now: Date) {
  const [held] = await tx
    .update(bookings)
    .set({ status: 'pending', careHold: true, updatedAt: now })
    .where(eq(bookings.id, bookingId))
    .returning();
  if (!held) throw new Error('the booking held for care review was not stored');
  return held;
}

/**
 * The paid booking takes the rooms its checkout held. When the hold had lapsed and the rooms were sold
 * meanwhile, the booking is kept as a record of the payment but not confirmed: pending and marked
 * "paid, no room", for staff to refund and for the guest to be told plainly (never an overbooking).
 */
async function placePaidBooking(tx: Database, paymentOrderId: string, booking: BookingRow, now: Date): Promise<BookingRow> {
  const settled = await settlePaidHold(tx, paymentOrderId, booking.id, now);
  if (settled.outcome === 'none') return booking;
  if (settled.outcome === 'kept') return withRooms(tx, booking, settled.rooms);
  const [unplaced] = await tx
    .update(bookings)
    .set({ status: 'pending', paidWithoutRoom: true, notes: `${booking.notes ?? ''}; paid, no room: to be refunded`, updatedAt: now })
    .where(eq(bookings.id, booking.id))
    .returning();
  if (!unplaced) throw new Error('the booking paid without a room was not stored');
  return unplaced;
}
