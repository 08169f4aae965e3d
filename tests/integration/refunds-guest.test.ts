import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stay } from '#app/content/stay.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { formatPaise } from '#app/lib/money.ts';
import { createEventBooking } from '#server/bookings/event-booking.ts';
import { cancelBookingAsGuest } from '#server/bookings/guest-cancel.ts';
import { bookings, invoices, paymentOrders, promoCodes, refunds } from '#server/db/schema.ts';
import { createDemoProvider } from '#server/provider/demo.ts';
import type { PaymentProvider } from '#server/provider/types.ts';
import { bookingStartsAt } from '#server/refunds/cancellation-policy.ts';
import { requestRefund } from '#server/refunds/start.ts';
import type { TestDatabase } from '#tests/support/database.ts';
import { bookingRequest, createEvent, TIME_ZONE } from '#tests/support/factories.ts';
import type { FakeRazorpay } from '#tests/support/fake-razorpay.ts';
import { payStay } from '#tests/support/paid-orders.ts';
import { openPaymentSuite } from '#tests/support/payment-suite.ts';
import { mailsOf, payStayWithRazorpay, refundPosts, refundsOf, refundSuiteHelpers } from '#tests/support/refunds.ts';

const KEYS = { keyId: 'rzp_test_refunds0003', keySecret: 'fake-refund-secret-3', webhookSecret: 'fake-refund-webhook-3' };

let database: TestDatabase;
let fake: FakeRazorpay;
let razorpay: PaymentProvider;

openPaymentSuite(KEYS, (suite) => ({ database, fake, razorpay } = suite));
const { paidStay, deliver } = refundSuiteHelpers(() => ({ database, fake, razorpay }), KEYS.webhookSecret, 20);

describe(`a guest's cancellation gives what the policy gives (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('a guest cancelling a paid stay 20 days ahead gets the policy refund once; refund.processed settles it and mails the guest', async () => {
    const { booking, paymentId, amountPaise } = await payStayWithRazorpay(database.db, razorpay, fake, 20);

    // The policy offers a choice: without one nothing changes.
    expect(await cancelBookingAsGuest(database.db, booking.id, { timeZone: TIME_ZONE, provider: razorpay })).toEqual({
      ok: false,
      reason: 'choice-required',
    });
    const [untouched] = await database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(untouched!.status).toBe('confirmed');
    expect(await refundsOf(database.db, booking.id)).toEqual([]);

    const result = await cancelBookingAsGuest(database.db, booking.id, { timeZone: TIME_ZONE, provider: razorpay, choice: 'refund' });
    expect(result).toMatchObject({ ok: true, creditCode: null });
    const [cancelled] = await database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(cancelled!.cancellation).toMatchObject({ outcome: 'refund-or-credit', choice: 'refund' });

    const [refund] = await refundsOf(database.db, booking.id);
    expect(refund).toMatchObject({
      state: 'pending',
      amountPaise: Math.round(amountPaise / 2),
      cause: `guest-cancel:${booking.id}`,
      requestedBy: 'guest',
      paymentId,
    });
    const posts = refundPosts(fake, paymentId);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      idempotencyKey: refund!.id,
      body: { amount: Math.round(amountPaise / 2), speed: 'normal', receipt: refund!.id, notes: { refundId: refund!.id } },
    });
    expect(refund!.providerRefundId).toBe([...fake.refunds.values()].find((item) => item.payment_id === paymentId)!.id);

    // A second cancel asks nothing more of Razorpay.
    expect(await cancelBookingAsGuest(database.db, booking.id, { timeZone: TIME_ZONE, provider: razorpay, choice: 'refund' })).toEqual({
      ok: false,
      reason: 'cancelled',
    });
    expect(refundPosts(fake, paymentId)).toHaveLength(1);

    expect(await deliver(fake.settleRefund(refund!.providerRefundId!, 'processed'))).toBe('refund-processed');
    const [processed] = await refundsOf(database.db, booking.id);
    expect(processed).toMatchObject({ state: 'processed', providerRefundId: refund!.providerRefundId });
    expect(processed!.processedAt).not.toBeNull();

    const mails = await mailsOf(database.db, booking.id, 'refund-processed');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(booking.customerEmail);
    expect(mails[0]!.text).toContain(formatPaise(Math.round(amountPaise / 2)));
    expect(mails[0]!.text).toContain(refund!.providerRefundId!);
    // The refund's numbered credit note, issued with it against the booking's invoice, travels with the mail.
    const [creditNote] = await database.db.select().from(invoices).where(eq(invoices.refundId, refund!.id));
    expect(creditNote).toMatchObject({ kind: 'credit-note', bookingId: booking.id });
    expect(creditNote!.document.totalPaise).toBe(refund!.amountPaise);
    expect(mails[0]!.attachments.map((file) => file.contentType)).toEqual(['application/pdf']);
  });

  it('a guest choosing credit gets a credit note with a code, the amount paid and the policy expiry, mailed; no refund', async () => {
    const { booking, paymentId, amountPaise } = await paidStay();
    const result = await cancelBookingAsGuest(database.db, booking.id, { timeZone: TIME_ZONE, provider: razorpay, choice: 'credit' });
    if (!result.ok) throw new Error('the cancel was refused');
    expect(result.creditCode).toMatch(/^CR-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    const [credit] = await database.db.select().from(promoCodes).where(eq(promoCodes.sourceBookingId, booking.id));
    expect(credit).toMatchObject({
      code: result.creditCode,
      kind: 'credit',
      discountType: 'fixed',
      amountPaise,
      balancePaise: amountPaise,
      validUntil: result.quote.creditValidUntil,
      appliesTo: ['stay', 'retreat', 'event'],
      ownerEmail: booking.customerEmail,
      active: true,
    });
    const [mail] = await mailsOf(database.db, booking.id, 'credit-issued');
    expect(mail!.text).toContain(result.creditCode!);
    expect(mail!.text).toContain(formatPaise(amountPaise));
    expect(await refundsOf(database.db, booking.id)).toEqual([]);
    expect(refundPosts(fake, paymentId)).toHaveLength(0);
  });

  it('a guest cancelling an event paid online two days ahead gets the workshop credit, without a choice', async () => {
    const event = await createEvent(database.db, { timeSlots: ['9:00 AM'] });
    const { booking } = await createEventBooking(database.db, bookingRequest({ eventId: event.id, slot: '9:00 AM' }), {
      timeZone: TIME_ZONE,
    });
    // Paid online as the online-event checkout records it: a paid order of the booking.
    const [order] = await database.db
      .insert(paymentOrders)
      .values({
        kind: 'event',
        amountPaise: 50_000,
        provider: 'razorpay',
        providerOrderId: `order_evt_${crypto.randomUUID().slice(0, 8)}`,
        state: 'paid',
        details: { kind: 'event', eventId: event.id, eventDate: booking.eventDate, slot: '9:00 AM', title: booking.eventTitle },
        customerName: booking.customerName,
        customerEmail: booking.customerEmail,
        customerPhone: booking.customerPhone,
        paymentId: 'pay_event_online01',
        bookingId: booking.id,
        paidAt: new Date(),
      })
      .returning();
    const now = new Date(bookingStartsAt(booking, TIME_ZONE, stay.checkInTime).getTime() - 72 * 3_600_000);
    const result = await cancelBookingAsGuest(database.db, booking.id, { timeZone: TIME_ZONE, provider: razorpay, now });
    if (!result.ok) throw new Error('the cancel was refused');
    expect(result.quote.outcome).toBe('credit');
    const [credit] = await database.db.select().from(promoCodes).where(eq(promoCodes.sourceBookingId, booking.id));
    expect(credit).toMatchObject({
      amountPaise: order!.amountPaise,
      balancePaise: 50_000,
      validUntil: addDays(todayIn(TIME_ZONE, now), 60),
    });
    expect(await refundsOf(database.db, booking.id)).toEqual([]);
  });

  it('after staff refunded part, the guest gets the policy share of what is left; after all of it, nothing and no choice', async () => {
    const staff = { userId: null, email: 'staff@example.org' };
    const part = await paidStay();
    const earlier = Math.round(part.amountPaise * 0.8);
    await requestRefund(database.db, razorpay, {
      bookingId: part.booking.id,
      amountPaise: earlier,
      reason: 'Room not ready',
      cause: `staff:${crypto.randomUUID()}`,
      actor: staff,
    });
    const cancelled = await cancelBookingAsGuest(database.db, part.booking.id, {
      timeZone: TIME_ZONE,
      provider: razorpay,
      choice: 'refund',
    });
    expect(cancelled.ok).toBe(true);
    const amounts = (await refundsOf(database.db, part.booking.id)).map((row) => row.amountPaise).sort((a, b) => a - b);
    expect(amounts).toEqual([part.amountPaise - earlier, earlier].sort((a, b) => a - b));

    const all = await paidStay();
    await requestRefund(database.db, razorpay, {
      bookingId: all.booking.id,
      amountPaise: all.amountPaise,
      reason: 'Estate closed',
      cause: `staff:${crypto.randomUUID()}`,
      actor: staff,
    });
    const nothing = await cancelBookingAsGuest(database.db, all.booking.id, { timeZone: TIME_ZONE, provider: razorpay });
    expect(nothing).toMatchObject({ ok: true, refundIds: [], creditCode: null });
    expect(await refundsOf(database.db, all.booking.id)).toHaveLength(1);
  });

  it('the demo provider refunds through the same path and settles at once', async () => {
    const demo = createDemoProvider({ secret: 'test-demo-secret' });
    const checkIn = addDays(todayIn(TIME_ZONE), 200);
    const { booking } = await payStay(database.db, checkIn, addDays(checkIn, 2), {
      name: 'Demo',
      email: 'demo@example.org',
      phone: '9876543210',
    });
    const result = await cancelBookingAsGuest(database.db, booking.id, { timeZone: TIME_ZONE, provider: demo, choice: 'refund' });
    expect(result.ok).toBe(true);
    const [row] = await database.db.select().from(refunds).where(eq(refunds.bookingId, booking.id));
    expect(row).toMatchObject({ provider: 'demo', state: 'processed' });
    expect(row!.providerRefundId).toMatch(/^rfnd_demo_/);
    expect(await mailsOf(database.db, booking.id, 'refund-processed')).toHaveLength(1);
  });
});
