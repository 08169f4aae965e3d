import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { addDays, todayIn } from '#app/lib/dates.ts';
import type { Database } from '#server/db/client.ts';
import { bookings, mailOutbox, refunds } from '#server/db/schema.ts';
import { startBalancePayment } from '#server/payments/balance.ts';
import { confirmPaidOrder } from '#server/payments/confirm.ts';
import { handleWebhook } from '#server/payments/webhook.ts';
import type { PaymentProvider } from '#server/provider/types.ts';
import { TIME_ZONE } from './factories.ts';
import type { FakeRazorpay } from './fake-razorpay.ts';
import { roomTypeId, startOpen } from './paid-orders.ts';
import type { PaymentSuite } from './payment-suite.ts';

// Stays paid through the real Razorpay provider against the fake, and refund webhooks delivered as
// Razorpay delivers them, for the refund suites.

let guests = 0;

/** A Garden Room stay `daysAhead` days from today, paid through Razorpay (the fake) and confirmed. */
export async function payStayWithRazorpay(db: Database, razorpay: PaymentProvider, fake: FakeRazorpay, daysAhead: number) {
  guests += 1;
  const checkIn = addDays(todayIn(TIME_ZONE), daysAhead);
  const started = await startOpen(db, razorpay, {
    kind: 'stay',
    checkIn,
    checkOut: addDays(checkIn, 2),
    adults: 2,
    promoCode: null,
    roomTypeId: await roomTypeId(db),
    customer: {
      name: `Refund Guest ${guests}`,
      email: `refund-guest-${guests}-${crypto.randomUUID().slice(0, 8)}@example.org`,
      phone: '9876543210',
    },
  });
  const { paymentId } = fake.capturePayment(started.providerOrderId);
  const paid = await confirmPaidOrder(db, { providerOrderId: started.providerOrderId, paymentId });
  return { booking: paid.booking, paymentId, amountPaise: started.amountPaise };
}

/**
 * What a move to dearer dates leaves due on a paid booking (`duePaise`), then paid online from the guest's
 * booking page through Razorpay (the fake): the booking's second online payment, an order of purpose 'balance'.
 */
export async function payDueWithRazorpay(db: Database, razorpay: PaymentProvider, fake: FakeRazorpay, bookingId: string, duePaise: number) {
  await db.update(bookings).set({ duePaise }).where(eq(bookings.id, bookingId));
  const started = await startBalancePayment(db, razorpay, bookingId);
  const { paymentId } = fake.capturePayment(started.providerOrderId);
  await confirmPaidOrder(db, { providerOrderId: started.providerOrderId, paymentId });
  return { paymentId, amountPaise: started.amountPaise, paymentOrderId: started.paymentOrderId };
}

/** Posts Razorpay's signed webhook body to our handler, with an event id (a new one unless given). */
export function deliverRefundWebhook(
  db: Database,
  razorpay: PaymentProvider,
  webhookSecret: string,
  fake: FakeRazorpay,
  body: string,
  eventId = `evt_${crypto.randomUUID()}`,
) {
  return handleWebhook(db, razorpay, body, {
    'content-type': 'application/json',
    'x-razorpay-signature': fake.signWebhook(body, webhookSecret),
    'x-razorpay-event-id': eventId,
  });
}

export async function refundsOf(db: Database, bookingId: string) {
  return db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
}

export async function mailsOf(db: Database, bookingId: string, kind: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.bookingId, bookingId), eq(mailOutbox.kind, kind)));
}

/** The refund requests the fake received for a payment (each retry counts). */
export function refundPosts(fake: FakeRazorpay, paymentId: string) {
  return fake.requests.filter((request) => request.method === 'POST' && request.path === `/v1/payments/${paymentId}/refund`);
}

/**
 * A refund suite's two habits over its open payment suite: a stay paid through Razorpay on nights of its
 * own (from `firstDay` ahead, three days apart, so that each test has free rooms), and a refund webhook
 * delivered with the suite's secret.
 */
export function refundSuiteHelpers(suite: () => PaymentSuite, webhookSecret: string, firstDay: number) {
  let daysAhead = firstDay;
  return {
    paidStay() {
      daysAhead += 3;
      const { database, razorpay, fake } = suite();
      return payStayWithRazorpay(database.db, razorpay, fake, daysAhead);
    },
    deliver(body: string, eventId?: string) {
      const { database, razorpay, fake } = suite();
      return deliverRefundWebhook(database.db, razorpay, webhookSecret, fake, body, eventId);
    },
  };
}
