import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatPaise } from '#app/lib/money.ts';
import { refundFormSchema } from '#app/lib/schemas/admin/refund.ts';
import { bookings } from '#server/db/schema.ts';
import type { PaymentProvider } from '#server/provider/types.ts';
import { refundPanel } from '#server/refunds/history.ts';
import { REFUND_MESSAGES } from '#server/refunds/messages.ts';
import { loadNeedsAction } from '#server/refunds/needs-action.ts';
import { refundAsStaff } from '#server/refunds/staff.ts';
import type { TestDatabase } from '#tests/support/database.ts';
import type { FakeRazorpay } from '#tests/support/fake-razorpay.ts';
import { openPaymentSuite } from '#tests/support/payment-suite.ts';
import { deliverRefundWebhook, refundSuiteHelpers } from '#tests/support/refunds.ts';

const KEYS = { keyId: 'rzp_test_refunds0002', keySecret: 'fake-refund-secret-2', webhookSecret: 'fake-refund-webhook-2' };
const STAFF = { userId: 'staff-1', email: 'staff@example.org', name: 'Staff', role: 'owner' };

let database: TestDatabase;
let fake: FakeRazorpay;
let razorpay: PaymentProvider;

openPaymentSuite(KEYS, (suite) => ({ database, fake, razorpay } = suite));
const { paidStay } = refundSuiteHelpers(() => ({ database, fake, razorpay }), KEYS.webhookSecret, 40);

describe(`staff refunds and what needs action (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('reads the form in rupees, and refuses a missing reason or a non-amount in sentences', () => {
    const formId = crypto.randomUUID();
    expect(refundFormSchema.parse({ intent: 'refund', id: 'x', formId, amount: '1500.5', reason: 'Rain' })).toMatchObject({
      amount: 150_050,
    });
    const bad = refundFormSchema.safeParse({ intent: 'refund', id: 'x', formId, amount: '-3', reason: ' ' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((issue) => issue.message)).toEqual([
      'Please enter the amount to refund in rupees, e.g. 1500 or 1500.50.',
      'Please give the reason for this refund.',
    ]);
  });

  it('answers the Refund action with a sentence, shows the history, and the same form twice is one refund', async () => {
    const { booking, amountPaise } = await paidStay();
    const formId = crypto.randomUUID();
    const part = 150_000;
    const first = await refundAsStaff(database.db, razorpay, STAFF, { bookingId: booking.id, formId, amountPaise: part, reason: 'Rain' });
    expect(first).toEqual({ tone: 'success', text: REFUND_MESSAGES.started(part) });
    expect(await refundAsStaff(database.db, razorpay, STAFF, { bookingId: booking.id, formId, amountPaise: part, reason: 'Rain' })).toEqual(
      {
        tone: 'success',
        text: REFUND_MESSAGES.already,
      },
    );

    const panel = await refundPanel(database.db, booking.id);
    expect(panel).toMatchObject({ paid: formatPaise(amountPaise), left: formatPaise(amountPaise - part) });
    expect(panel!.refunds).toEqual([
      expect.objectContaining({ state: 'pending', amount: formatPaise(part), reason: 'Rain', requestedBy: STAFF.email }),
    ]);
    expect(panel!.refunds[0]!.reference).toMatch(/^rfnd_/);

    fake.setRefundOutage('down');
    const pending = await refundAsStaff(database.db, razorpay, STAFF, {
      bookingId: booking.id,
      formId: crypto.randomUUID(),
      amountPaise: 10_000,
      reason: 'Breakfast missed',
    });
    fake.setRefundOutage(null);
    expect(pending).toEqual({ tone: 'error', text: REFUND_MESSAGES.pending(10_000) });
  });

  it('lists a paid-no-room booking and a failed refund as needing action, until a refund covers them', async () => {
    const noRoom = await paidStay();
    await database.db.update(bookings).set({ paidWithoutRoom: true, status: 'pending' }).where(eq(bookings.id, noRoom.booking.id));
    const failing = await paidStay();
    const { text } = await refundAsStaff(database.db, razorpay, STAFF, {
      bookingId: failing.booking.id,
      formId: crypto.randomUUID(),
      amountPaise: failing.amountPaise,
      reason: 'Guest unwell',
    });
    expect(text).toBe(REFUND_MESSAGES.started(failing.amountPaise));
    const [refund] = [...fake.refunds.values()].filter((item) => item.payment_id === failing.paymentId);
    await deliverRefundWebhook(database.db, razorpay, KEYS.webhookSecret, fake, fake.settleRefund(refund!.id, 'failed'));

    const listed = await loadNeedsAction(database.db);
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ bookingId: noRoom.booking.id, kind: 'paid-no-room', amount: formatPaise(noRoom.amountPaise) }),
        expect.objectContaining({ bookingId: failing.booking.id, kind: 'refund-failed', amount: formatPaise(failing.amountPaise) }),
      ]),
    );

    for (const { booking, amountPaise } of [noRoom, failing]) {
      await refundAsStaff(database.db, razorpay, STAFF, {
        bookingId: booking.id,
        formId: crypto.randomUUID(),
        amountPaise,
        reason: 'Refunded',
      });
    }
    const after = (await loadNeedsAction(database.db)).map((item) => item.bookingId);
    expect(after).not.toContain(noRoom.booking.id);
    expect(after).not.toContain(failing.booking.id);
  });

  it('lowers what a move left owed back by the refund an owner makes, and drops it from the list once settled', async () => {
    const { booking } = await paidStay();
    // As a move to fewer nights leaves it (server/bookings/move-stay.ts).
    await database.db.update(bookings).set({ refundDuePaise: 200_000 }).where(eq(bookings.id, booking.id));
    const refund = (amountPaise: number) =>
      refundAsStaff(database.db, razorpay, STAFF, { bookingId: booking.id, formId: crypto.randomUUID(), amountPaise, reason: 'Moved' });
    await refund(150_000);
    const owed = async () => (await database.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!.refundDuePaise;
    expect(await owed()).toBe(50_000);
    expect((await loadNeedsAction(database.db)).filter((item) => item.bookingId === booking.id)).toMatchObject([{ kind: 'refund-due' }]);
    await refund(100_000);
    expect(await owed()).toBe(0);
    expect((await loadNeedsAction(database.db)).map((item) => item.bookingId)).not.toContain(booking.id);
  });
});
