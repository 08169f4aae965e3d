import { describe, expect, it } from 'vitest';
import { cancelBookingAsGuest } from '#server/bookings/guest-cancel.ts';
import { reconcileOrders } from '#server/payments/reconcile.ts';
import { handleWebhook, WebhookMalformed, WebhookSignatureInvalid } from '#server/payments/webhook.ts';
import type { PaymentProvider } from '#server/provider/types.ts';
import { REFUND_MESSAGES } from '#server/refunds/messages.ts';
import { REFUND_RECONCILE_AFTER_MS } from '#server/refunds/reconcile.ts';
import { requestRefund } from '#server/refunds/start.ts';
import { Refusal } from '#server/refusal.ts';
import type { TestDatabase } from '#tests/support/database.ts';
import { TIME_ZONE } from '#tests/support/factories.ts';
import type { FakeRazorpay } from '#tests/support/fake-razorpay.ts';
import { openPaymentSuite } from '#tests/support/payment-suite.ts';
import { mailsOf, refundPosts, refundsOf, refundSuiteHelpers } from '#tests/support/refunds.ts';

const KEYS = { keyId: 'rzp_test_refunds0001', keySecret: 'fake-refund-secret', webhookSecret: 'fake-refund-webhook-secret' };
const STAFF = { userId: null, email: 'staff@example.org' };

let database: TestDatabase;
let fake: FakeRazorpay;
let razorpay: PaymentProvider;

openPaymentSuite(KEYS, (suite) => ({ database, fake, razorpay } = suite));
const { paidStay, deliver } = refundSuiteHelpers(() => ({ database, fake, razorpay }), KEYS.webhookSecret, 20);

async function refusalOf(promise: Promise<unknown>): Promise<Refusal> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof Refusal)) throw new Error(`expected a Refusal, got ${String(error)}`);
  return error;
}

describe(`refunds through Razorpay (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('duplicated and out-of-order refund webhooks change nothing twice', async () => {
    const { booking, amountPaise } = await paidStay();
    const { refunds: made } = await requestRefund(database.db, razorpay, {
      bookingId: booking.id,
      amountPaise,
      reason: 'Estate closed for repairs',
      cause: `staff:${crypto.randomUUID()}`,
      actor: STAFF,
    });
    const providerRefundId = made[0]!.providerRefundId!;
    const processedBody = fake.settleRefund(providerRefundId, 'processed');
    const failedBody = fake.refundWebhookBody('refund.failed', { ...fake.refunds.get(providerRefundId)!, status: 'failed' });

    expect(await deliver(processedBody, 'evt_refund_dup_1')).toBe('refund-processed');
    expect(await deliver(processedBody, 'evt_refund_dup_1')).toBe('duplicate');
    // Redelivered under a new event id, then a stale failure arriving late: both change nothing.
    expect(await deliver(processedBody)).toBe('refund-unchanged');
    expect(await deliver(failedBody)).toBe('refund-unchanged');

    const [row] = await refundsOf(database.db, booking.id);
    expect(row).toMatchObject({ state: 'processed', failureReason: null });
    expect(await mailsOf(database.db, booking.id, 'refund-processed')).toHaveLength(1);
  });

  it('refuses a refund webhook with a wrong signature or without its refund, changing nothing', async () => {
    const { booking, amountPaise } = await paidStay();
    const { refunds: made } = await requestRefund(database.db, razorpay, {
      bookingId: booking.id,
      amountPaise,
      reason: 'Closed',
      cause: `staff:${crypto.randomUUID()}`,
      actor: STAFF,
    });
    const refund = made[0]!;
    const body = fake.settleRefund(refund.providerRefundId!, 'processed');
    await expect(
      handleWebhook(database.db, razorpay, body, { 'x-razorpay-signature': 'f'.repeat(64), 'x-razorpay-event-id': 'evt_bad_sig' }),
    ).rejects.toBeInstanceOf(WebhookSignatureInvalid);
    const empty = JSON.stringify({ event: 'refund.processed', payload: { refund: { entity: { id: refund.providerRefundId } } } });
    await expect(deliver(empty)).rejects.toBeInstanceOf(WebhookMalformed);
    // A refund we never asked for is answered, and recorded nowhere.
    const stranger = JSON.parse(body) as { payload: { refund: { entity: Record<string, unknown> } } };
    stranger.payload.refund.entity.id = 'rfnd_unknown000001';
    stranger.payload.refund.entity.notes = {};
    expect(await deliver(JSON.stringify(stranger))).toBe('unknown-refund');
    expect((await refundsOf(database.db, booking.id))[0]).toMatchObject({ state: 'pending' });
  });

  it('a refund.failed frees its amount, and a processed one that arrives after it changes nothing', async () => {
    const { booking, amountPaise } = await paidStay();
    const first = await requestRefund(database.db, razorpay, {
      bookingId: booking.id,
      amountPaise,
      reason: 'Guest asked on the phone',
      cause: `staff:${crypto.randomUUID()}`,
      actor: STAFF,
    });
    const id = first.refunds[0]!.providerRefundId!;
    const processedLater = fake.refundWebhookBody('refund.processed', { ...fake.refunds.get(id)!, status: 'processed' });
    expect(await deliver(fake.settleRefund(id, 'failed'))).toBe('refund-failed');
    expect(await deliver(processedLater)).toBe('refund-unchanged');
    expect((await refundsOf(database.db, booking.id))[0]).toMatchObject({ state: 'failed' });

    // Its amount may be refunded again.
    const again = await requestRefund(database.db, razorpay, {
      bookingId: booking.id,
      amountPaise,
      reason: 'Second try',
      cause: `staff:${crypto.randomUUID()}`,
      actor: STAFF,
    });
    expect(again).toMatchObject({ created: true, refunds: [{ state: 'pending' }] });
  });

  it('a staff partial refund and a later one never exceed the payment', async () => {
    const { booking, paymentId, amountPaise } = await paidStay();
    const ask = (paise: number, cause = `staff:${crypto.randomUUID()}`) =>
      requestRefund(database.db, razorpay, { bookingId: booking.id, amountPaise: paise, reason: 'Partial', cause, actor: STAFF });

    const firstPart = Math.floor(amountPaise * 0.3);
    const secondPart = Math.floor(amountPaise * 0.6);
    const cause = `staff:${crypto.randomUUID()}`;
    expect((await ask(firstPart, cause)).created).toBe(true);
    // The same form sent twice is the same refund.
    expect(await ask(firstPart, cause)).toMatchObject({ created: false });
    expect((await ask(secondPart)).created).toBe(true);

    const left = amountPaise - firstPart - secondPart;
    const refused = await refusalOf(ask(left + 100));
    expect(refused.message).toBe(REFUND_MESSAGES.beyondPaid(left));
    expect(refused.status).toBe(409);
    expect((await ask(left)).created).toBe(true);
    expect((await refusalOf(ask(100))).message).toBe(REFUND_MESSAGES.fullyRefunded);

    const rows = await refundsOf(database.db, booking.id);
    expect(rows.reduce((sum, row) => sum + row.amountPaise, 0)).toBe(amountPaise);
    expect(refundPosts(fake, paymentId)).toHaveLength(3);
    const atRazorpay = [...fake.refunds.values()].filter((refund) => refund.payment_id === paymentId);
    expect(atRazorpay.reduce((sum, refund) => sum + refund.amount, 0)).toBe(amountPaise);
  });

  it('concurrent refund requests for one payment make one refund', async () => {
    const { booking, paymentId, amountPaise } = await paidStay();
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        requestRefund(database.db, razorpay, {
          bookingId: booking.id,
          amountPaise,
          reason: 'Full refund',
          cause: `staff:${crypto.randomUUID()}`,
          actor: STAFF,
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toEqual(new Refusal(REFUND_MESSAGES.fullyRefunded, 409));
    }
    // The same cause from several requests at once: one refund as well.
    const other = await paidStay();
    const cause = `guest-cancel:${other.booking.id}`;
    const same = await Promise.all(
      Array.from({ length: 6 }, () =>
        requestRefund(database.db, razorpay, { bookingId: other.booking.id, amountPaise: 10_000, reason: 'Once', cause, actor: STAFF }),
      ),
    );
    expect(same.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(same.flatMap((result) => result.refunds.map((refund) => refund.id))).size).toBe(1);

    expect(await refundsOf(database.db, booking.id)).toHaveLength(1);
    expect(refundPosts(fake, paymentId)).toHaveLength(1);
    expect(refundPosts(fake, other.paymentId)).toHaveLength(1);
  });

  it('leaves the refund pending while Razorpay is down; reconciliation sends it once, and settles it by the refunds list', async () => {
    const down = await paidStay();
    const lost = await paidStay();
    fake.setRefundOutage('down');
    const cancelDown = await cancelBookingAsGuest(database.db, down.booking.id, {
      timeZone: TIME_ZONE,
      provider: razorpay,
      choice: 'refund',
    });
    expect(cancelDown.ok).toBe(true);
    fake.setRefundOutage('lost-answer');
    expect(
      (await cancelBookingAsGuest(database.db, lost.booking.id, { timeZone: TIME_ZONE, provider: razorpay, choice: 'refund' })).ok,
    ).toBe(true);
    fake.setRefundOutage(null);
    for (const { booking } of [down, lost]) {
      expect(await refundsOf(database.db, booking.id)).toEqual([expect.objectContaining({ state: 'pending', providerRefundId: null })]);
    }
    // Razorpay made the lost-answer refund already; the down one not.
    expect([...fake.refunds.values()].filter((refund) => refund.payment_id === lost.paymentId)).toHaveLength(1);
    expect([...fake.refunds.values()].filter((refund) => refund.payment_id === down.paymentId)).toHaveLength(0);

    // Not yet due: nothing is asked.
    const early = await reconcileOrders(database.db, razorpay, new Date(Date.now() + 60_000));
    expect(early.refunds.checked).toBe(0);

    const later = new Date(Date.now() + REFUND_RECONCILE_AFTER_MS + 60_000);
    const report = await reconcileOrders(database.db, razorpay, later);
    expect(report.refunds.checked).toBeGreaterThanOrEqual(2);
    for (const { booking, paymentId } of [down, lost]) {
      const [row] = await refundsOf(database.db, booking.id);
      const atRazorpay = [...fake.refunds.values()].filter((refund) => refund.payment_id === paymentId);
      expect(atRazorpay).toHaveLength(1);
      expect(row).toMatchObject({ state: 'pending', providerRefundId: atRazorpay[0]!.id });
      // Razorpay processes it but its webhook never comes: the next run reads the payment's refunds.
      fake.settleRefund(atRazorpay[0]!.id, 'processed');
    }
    const evenLater = new Date(later.getTime() + REFUND_RECONCILE_AFTER_MS + 60_000);
    await reconcileOrders(database.db, razorpay, evenLater);
    for (const { booking, paymentId } of [down, lost]) {
      expect((await refundsOf(database.db, booking.id))[0]).toMatchObject({ state: 'processed' });
      expect(await mailsOf(database.db, booking.id, 'refund-processed')).toHaveLength(1);
      expect([...fake.refunds.values()].filter((refund) => refund.payment_id === paymentId)).toHaveLength(1);
    }
  });
});
