import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { priceText } from '#app/lib/money.ts';
import { retreatQuote } from '#app/lib/retreat-quote.ts';
import { bookings, paymentOrders, processedWebhookEvents } from '#server/db/schema.ts';
import type { TestDatabase } from '#tests/support/database.ts';
import type { FakePayment, FakeRazorpay } from '#tests/support/fake-razorpay.ts';
import { startOpen } from '#tests/support/paid-orders.ts';
import { openPaymentSuite } from '#tests/support/payment-suite.ts';
import { createDemoProvider } from '../provider/demo.ts';
import type { PaymentProvider } from '../provider/types.ts';
import { confirmPaidOrder } from './confirm.ts';
import { handleWebhook, WebhookMalformed, WebhookSignatureInvalid } from './webhook.ts';

const KEYS = { keyId: 'rzp_test_fakekey0002', keySecret: 'fake-key-secret', webhookSecret: 'fake-webhook-secret' };
const retreat = {
  kind: 'retreat' as const,
  occupancy: 'double' as const,
  guests: 1,
  startDate: addDays(todayIn('Asia/Kolkata'), 30),
  customer: { name: 'Ravi Menon', email: 'ravi@example.org', phone: '9876543210' },
};

let database: TestDatabase;
let fake: FakeRazorpay;
let razorpay: PaymentProvider;

openPaymentSuite(KEYS, (suite) => ({ database, fake, razorpay } = suite));

/** Delivers an event as Razorpay does: signed raw body, event id header (a new one unless given). */
function deliver(event: string, payment: FakePayment, eventId: string = `evt_${crypto.randomUUID()}`) {
  const body = fake.webhookBody(event, payment);
  return handleWebhook(database.db, razorpay, body, {
    'content-type': 'application/json',
    'x-razorpay-signature': fake.signWebhook(body, KEYS.webhookSecret),
    'x-razorpay-event-id': eventId,
  });
}

async function bookingsFor(providerOrderId: string) {
  return database.db.select().from(bookings).where(eq(bookings.orderId, providerOrderId));
}

async function stateOf(providerOrderId: string) {
  const [row] = await database.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, providerOrderId));
  return row?.state;
}

const label = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

describe(`handleWebhook (${label})`, () => {
  it('confirms a booking on its own, when the guest closed the tab after paying', async () => {
    const started = await startOpen(database.db, razorpay, retreat);
    const { payment } = fake.capturePayment(started.providerOrderId);

    expect(await deliver('payment.captured', payment)).toBe('confirmed');

    expect(await bookingsFor(started.providerOrderId)).toEqual([
      expect.objectContaining({
        status: 'confirmed',
        paymentId: payment.id,
        price: priceText(retreatQuote('double', 1).amountPaise),
        customerEmail: 'ravi@example.org',
      }),
    ]);
    expect(await stateOf(started.providerOrderId)).toBe('paid');
  });

  it('gives exactly one booking for two verifications and three webhooks out of order', async () => {
    const started = await startOpen(database.db, razorpay, retreat);
    const { paymentId, signature, payment } = fake.capturePayment(started.providerOrderId);

    expect(await deliver('order.paid', payment, 'evt_order_paid_1')).toBe('confirmed');
    expect(razorpay.verifyCheckout(started.providerOrderId, paymentId, signature)).toBe(true);
    const verified = await confirmPaidOrder(database.db, { providerOrderId: started.providerOrderId, paymentId });
    expect(await deliver('payment.captured', payment, 'evt_captured_1')).toBe('already-confirmed');
    expect(await deliver('order.paid', payment, 'evt_order_paid_1')).toBe('duplicate');
    const again = await confirmPaidOrder(database.db, { providerOrderId: started.providerOrderId, paymentId });

    expect(verified.alreadyConfirmed).toBe(true);
    expect(again.booking.id).toBe(verified.booking.id);
    expect(await bookingsFor(started.providerOrderId)).toHaveLength(1);
  });

  it('refuses a webhook without a signature, or with a wrong one, and changes nothing', async () => {
    const started = await startOpen(database.db, razorpay, retreat);
    const { payment } = fake.capturePayment(started.providerOrderId);
    const body = fake.webhookBody('payment.captured', payment);

    const missing = handleWebhook(database.db, razorpay, body, { 'x-razorpay-event-id': 'evt_unsigned' });
    await expect(missing).rejects.toBeInstanceOf(WebhookSignatureInvalid);
    const wrong = handleWebhook(database.db, razorpay, body, {
      'x-razorpay-signature': fake.signWebhook(body, 'not-the-webhook-secret'),
      'x-razorpay-event-id': 'evt_wrong',
    });
    await expect(wrong).rejects.toMatchObject({ status: 401 });
    // A body altered after signing.
    const altered = handleWebhook(database.db, razorpay, body.replace(String(payment.amount), '100'), {
      'x-razorpay-signature': fake.signWebhook(body, KEYS.webhookSecret),
    });
    await expect(altered).rejects.toBeInstanceOf(WebhookSignatureInvalid);

    expect(await bookingsFor(started.providerOrderId)).toHaveLength(0);
    expect(await database.db.select().from(processedWebhookEvents).where(eq(processedWebhookEvents.eventId, 'evt_unsigned'))).toHaveLength(
      0,
    );
  });

  it('refuses a signed body it cannot read', async () => {
    const body = 'not json';
    await expect(
      handleWebhook(database.db, razorpay, body, { 'x-razorpay-signature': fake.signWebhook(body, KEYS.webhookSecret) }),
    ).rejects.toBeInstanceOf(WebhookMalformed);
  });

  // Found by the fuzz (tests/integration/fuzz): a NUL failed in the database, so the event was answered
  // 503 and Razorpay would have redelivered it for days; a lone surrogate was stored altered.
  it.each([
    ['a NUL in the order id', 'payment.captured', (payment: FakePayment) => ({ ...payment, order_id: `${payment.order_id}\u0000` })],
    ['a NUL in the failure reason', 'payment.failed', (payment: FakePayment) => ({ ...payment, error_description: 'Declined\u0000' })],
    ['a lone surrogate in the payment id', 'payment.captured', (payment: FakePayment) => ({ ...payment, id: `${payment.id}\uD800` })],
  ])('refuses a signed body with text it cannot store (%s), and changes nothing', async (_case, event, bend) => {
    const started = await startOpen(database.db, razorpay, retreat);
    const payment = bend(fake.capturePayment(started.providerOrderId).payment);
    const body = fake.webhookBody(event, payment);
    const delivered = handleWebhook(database.db, razorpay, body, {
      'x-razorpay-signature': fake.signWebhook(body, KEYS.webhookSecret),
      'x-razorpay-event-id': 'evt_unstorable',
    });
    await expect(delivered).rejects.toBeInstanceOf(WebhookMalformed);
    expect(await bookingsFor(started.providerOrderId)).toHaveLength(0);
    expect(await stateOf(started.providerOrderId)).toBe('created');
    expect(
      await database.db.select().from(processedWebhookEvents).where(eq(processedWebhookEvents.eventId, 'evt_unstorable')),
    ).toHaveLength(0);
  });

  it('marks the attempt failed on payment.failed, and never moves a paid order back', async () => {
    const started = await startOpen(database.db, razorpay, retreat);
    const failed = fake.failPayment(started.providerOrderId, 'Card declined by the bank');
    expect(await deliver('payment.failed', failed)).toBe('failure-recorded');
    expect(await stateOf(started.providerOrderId)).toBe('failed');

    // The guest retries on the same order and pays; the failure arrives again afterwards.
    const { payment } = fake.capturePayment(started.providerOrderId);
    expect(await deliver('payment.captured', payment)).toBe('confirmed');
    expect(await deliver('payment.failed', failed)).toBe('failure-ignored');
    expect(await stateOf(started.providerOrderId)).toBe('paid');
    expect(await bookingsFor(started.providerOrderId)).toHaveLength(1);
  });

  it('answers a payment of another amount with mismatch and writes no booking', async () => {
    const started = await startOpen(database.db, razorpay, retreat);
    const { payment } = fake.capturePayment(started.providerOrderId, 100);
    expect(await deliver('payment.captured', payment)).toBe('mismatch');
    expect(await bookingsFor(started.providerOrderId)).toHaveLength(0);
    const [row] = await database.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, started.providerOrderId));
    expect(row).toMatchObject({ state: 'failed', failureReason: expect.stringMatching(/PaymentMismatch/) });
  });

  it('ignores other events and orders it does not know', async () => {
    const started = await startOpen(database.db, razorpay, retreat);
    const { payment } = fake.capturePayment(started.providerOrderId);
    expect(await deliver('refund.created', payment)).toBe('ignored');
    expect(await deliver('payment.captured', { ...payment, order_id: 'order_notours000000' })).toBe('unknown-order');
    expect(await stateOf(started.providerOrderId)).toBe('created');
  });

  it('is refused by the demo provider, which has no webhooks', async () => {
    const demo = createDemoProvider({ secret: KEYS.webhookSecret });
    const body = '{"event":"payment.captured"}';
    await expect(
      handleWebhook(database.db, demo, body, { 'x-razorpay-signature': fake.signWebhook(body, KEYS.webhookSecret) }),
    ).rejects.toBeInstanceOf(WebhookSignatureInvalid);
  });
});
