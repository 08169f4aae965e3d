import crypto from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OFFLINE_PAYMENT_MESSAGES } from '#app/lib/admin/offline-payment.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { formatPaise } from '#app/lib/money.ts';
import { BALANCE_MESSAGES, CHECKOUT_MESSAGES } from '#app/lib/payment-messages.ts';
import { listAudit } from '#server/audit/index.ts';
import { createEventBooking } from '#server/bookings/event-booking.ts';
import { recordOfflinePayment } from '#server/bookings/offline-payment.ts';
import { bookings, invoices, mailOutbox, paymentOrders } from '#server/db/schema.ts';
import type { TestDatabase } from '#tests/support/database.ts';
import { bookingRequest, createEvent } from '#tests/support/factories.ts';
import type { FakePayment, FakeRazorpay } from '#tests/support/fake-razorpay.ts';
import { payRetreat } from '#tests/support/paid-orders.ts';
import { openPaymentSuite } from '#tests/support/payment-suite.ts';
import { refusal } from '#tests/support/refusal.ts';
import { sendPaymentLink } from '../bookings/payment-link.ts';
import type { PaymentProvider } from '../provider/types.ts';
import { Refusal } from '../refusal.ts';
import { startBalancePayment } from './balance.ts';
import { confirmPaidOrder } from './confirm.ts';
import { RECONCILE_AFTER_MS, reconcileOrders } from './reconcile.ts';
import { handleWebhook } from './webhook.ts';

// What is due on a booking already paid (a move to dearer dates leaves it), paid online by the guest: an
// order for exactly the due, applied once however many confirmations race, and never lost.

const KEYS = { keyId: 'rzp_test_fakekey0009', keySecret: 'fake-key-secret', webhookSecret: 'fake-webhook-secret' };
const DUE = 342_000;
const actor = { userId: 'user-1', email: 'desk@example.org' };

let database: TestDatabase;
let fake: FakeRazorpay;
let razorpay: PaymentProvider;

openPaymentSuite(KEYS, (suite) => ({ database, fake, razorpay } = suite));

let guests = 0;
/** A retreat paid online with `due` owed on top, as a move to dearer dates records it. */
async function paidWithDue(due = DUE) {
  guests += 1;
  const { booking } = await payRetreat(database.db, addDays(todayIn('Asia/Kolkata'), 40 + guests), {
    name: `Guest ${guests}`,
    email: `due-${guests}@example.org`,
    phone: '+91 98765 43210',
  });
  const [owing] = await database.db.update(bookings).set({ duePaise: due }).where(eq(bookings.id, booking.id)).returning();
  return owing!;
}

function deliver(event: string, payment: FakePayment) {
  const body = fake.webhookBody(event, payment);
  return handleWebhook(database.db, razorpay, body, {
    'content-type': 'application/json',
    'x-razorpay-signature': fake.signWebhook(body, KEYS.webhookSecret),
    'x-razorpay-event-id': `evt_${crypto.randomUUID()}`,
  });
}

async function reread(id: string) {
  const [row] = await database.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

const invoicesOf = (bookingId: string) =>
  database.db.select().from(invoices).where(eq(invoices.bookingId, bookingId)).orderBy(asc(invoices.sequence));
const ordersOf = (bookingId: string) =>
  database.db.select().from(paymentOrders).where(eq(paymentOrders.bookingId, bookingId)).orderBy(asc(paymentOrders.createdAt));

describe(`paying what is due online (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('charges exactly the due, reuses the open order on a second click, and applies it once when verify, webhooks and reconciliation race', async () => {
    const booking = await paidWithDue();
    const started = await startBalancePayment(database.db, razorpay, booking.id);
    expect(started.amountPaise).toBe(DUE);
    expect(fake.orders.get(started.providerOrderId)).toMatchObject({ amount: DUE, currency: 'INR' });
    const again = await startBalancePayment(database.db, razorpay, booking.id);
    expect(again.providerOrderId).toBe(started.providerOrderId);
    expect((await ordersOf(booking.id)).filter((order) => order.purpose === 'balance')).toHaveLength(1);

    const { paymentId, payment } = fake.capturePayment(started.providerOrderId);
    const outcomes = await Promise.all([
      confirmPaidOrder(database.db, { providerOrderId: started.providerOrderId, paymentId }),
      deliver('payment.captured', payment),
      deliver('order.paid', payment),
      reconcileOrders(database.db, razorpay, new Date(Date.now() + RECONCILE_AFTER_MS + 60_000)),
      confirmPaidOrder(database.db, { providerOrderId: started.providerOrderId, paymentId }),
    ]);
    const [verified, captured, orderPaid, , verifiedAgain] = outcomes;
    expect([captured, orderPaid].every((outcome) => outcome === 'confirmed' || outcome === 'already-confirmed')).toBe(true);
    // At most one of them applied it (reconciliation, when it came first, was the one).
    const applied = [verified, verifiedAgain].filter((answer) => !answer.alreadyConfirmed).length;
    expect(applied + [captured, orderPaid].filter((outcome) => outcome === 'confirmed').length).toBeLessThanOrEqual(1);

    const after = await reread(booking.id);
    expect(after).toMatchObject({ duePaise: 0, refundDuePaise: 0, status: 'confirmed', price: booking.price });
    const orders = await ordersOf(booking.id);
    expect(orders.map((order) => [order.purpose, order.state, order.amountPaise])).toEqual([
      ['booking', 'paid', expect.any(Number)],
      ['balance', 'paid', DUE],
    ]);
    expect(orders[1]!.paymentId).toBe(paymentId);
    // One invoice per payment, numbered one after the other.
    const issued = await invoicesOf(booking.id);
    expect(issued.map((invoice) => [invoice.paymentOrderId, invoice.document.totalPaise])).toEqual([
      [orders[0]!.id, orders[0]!.amountPaise],
      [orders[1]!.id, DUE],
    ]);
    expect(issued[1]!.sequence).toBe(issued[0]!.sequence + 1);
    expect(issued[1]!.document.lines[0]!.description).toContain('balance due');
    // One receipt, with that payment's invoice; one line in the history.
    const receipts = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.bookingId, booking.id), eq(mailOutbox.kind, 'payment-received')));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe(`We have received your payment: ${booking.eventTitle}`);
    expect(receipts[0]!.text).toContain('Nothing more is due on this booking.');
    expect(receipts[0]!.attachments.map((attachment) => attachment.filename)).toEqual([`${issued[1]!.number.replaceAll('/', '-')}.pdf`]);
    const history = (await listAudit(database.db, 'booking', booking.id)).filter((entry) => 'payment' in entry.changes);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ actorEmail: 'guest', changes: { duePaise: [DUE, 0] } });
  });

  it('charges once when the balance is paid from two tabs at once', async () => {
    const booking = await paidWithDue();
    const ordersAsked = () => fake.requests.filter((request) => request.method === 'POST' && request.path === '/v1/orders').length;
    const before = ordersAsked();
    // Both tabs press PAY at once; a tab told the order is being prepared presses it again, as the page asks.
    const openTab = async () => {
      for (;;) {
        try {
          return await startBalancePayment(database.db, razorpay, booking.id);
        } catch (error) {
          if (!(error instanceof Refusal) || error.message !== CHECKOUT_MESSAGES.preparing) throw error;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    };
    const [first, second] = await Promise.all([openTab(), openTab()]);
    expect(second.providerOrderId).toBe(first.providerOrderId);
    expect(ordersAsked() - before).toBe(1);

    // The provider takes one payment for the order; both tabs send the checkout's answer at once.
    const { paymentId } = fake.capturePayment(first.providerOrderId);
    const answers = await Promise.all([
      confirmPaidOrder(database.db, { providerOrderId: first.providerOrderId, paymentId }),
      confirmPaidOrder(database.db, { providerOrderId: second.providerOrderId, paymentId }),
    ]);
    expect(answers.map((answer) => answer.alreadyConfirmed).sort()).toEqual([false, true]);
    expect(await reread(booking.id)).toMatchObject({ duePaise: 0, refundDuePaise: 0 });
    const balance = (await ordersOf(booking.id)).filter((order) => order.purpose === 'balance');
    expect(balance.map((order) => [order.state, order.amountPaise, order.paymentId])).toEqual([['paid', DUE, paymentId]]);
    expect(await invoicesOf(booking.id)).toHaveLength(2);
    // A third tab opened afterwards finds nothing due and opens no order.
    expect((await refusal(startBalancePayment(database.db, razorpay, booking.id))).message).toBe(BALANCE_MESSAGES.nothingDue);
    expect(ordersAsked() - before).toBe(1);
  });

  it('records once a balance payment that arrives only by webhook, however often and in whatever order', async () => {
    const booking = await paidWithDue();
    const started = await startBalancePayment(database.db, razorpay, booking.id);
    // The guest closed the tab after paying: no checkout answer, only Razorpay's events, redelivered.
    const { payment } = fake.capturePayment(started.providerOrderId);
    const deliverAs = (event: string, eventId: string) => {
      const body = fake.webhookBody(event, payment);
      return handleWebhook(database.db, razorpay, body, {
        'content-type': 'application/json',
        'x-razorpay-signature': fake.signWebhook(body, KEYS.webhookSecret),
        'x-razorpay-event-id': eventId,
      });
    };
    const outcomes = await Promise.all([
      deliverAs('order.paid', 'evt_balance_order_paid'),
      deliverAs('payment.captured', 'evt_balance_captured'),
      deliverAs('order.paid', 'evt_balance_order_paid'),
      deliverAs('payment.captured', 'evt_balance_captured_again'),
    ]);
    expect(outcomes.filter((outcome) => outcome === 'confirmed')).toHaveLength(1);
    expect(outcomes.every((outcome) => ['confirmed', 'already-confirmed', 'duplicate'].includes(outcome))).toBe(true);
    expect(await deliverAs('payment.captured', 'evt_balance_captured')).toBe('duplicate');

    expect(await reread(booking.id)).toMatchObject({ duePaise: 0, refundDuePaise: 0, status: 'confirmed' });
    const balance = (await ordersOf(booking.id)).filter((order) => order.purpose === 'balance');
    expect(balance.map((order) => [order.state, order.amountPaise, order.paymentId])).toEqual([['paid', DUE, payment.id]]);
    const issued = await invoicesOf(booking.id);
    expect(issued.filter((invoice) => invoice.paymentOrderId === balance[0]!.id)).toHaveLength(1);
    const receipts = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.bookingId, booking.id), eq(mailOutbox.kind, 'payment-received')));
    expect(receipts).toHaveLength(1);
    const history = (await listAudit(database.db, 'booking', booking.id)).filter((entry) => 'payment' in entry.changes);
    expect(history).toHaveLength(1);
  });

  it('refuses an order when nothing is due, or the booking is cancelled or not confirmed, and opens none', async () => {
    const settled = await paidWithDue(0);
    const nothing = await refusal(startBalancePayment(database.db, razorpay, settled.id));
    expect([nothing.status, nothing.message]).toEqual([409, BALANCE_MESSAGES.nothingDue]);

    const cancelled = await paidWithDue();
    await database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, cancelled.id));
    const refusedCancelled = await refusal(startBalancePayment(database.db, razorpay, cancelled.id));
    expect([refusedCancelled.status, refusedCancelled.message]).toEqual([409, BALANCE_MESSAGES.cancelled]);

    const pending = await paidWithDue();
    await database.db.update(bookings).set({ status: 'pending' }).where(eq(bookings.id, pending.id));
    expect((await refusal(startBalancePayment(database.db, razorpay, pending.id))).message).toBe(BALANCE_MESSAGES.notConfirmed);

    const unknown = await refusal(startBalancePayment(database.db, razorpay, crypto.randomUUID()));
    expect(unknown.status).toBe(404);
    for (const id of [settled.id, cancelled.id, pending.id]) {
      expect((await ordersOf(id)).filter((order) => order.purpose === 'balance')).toHaveLength(0);
    }
  });

  it('counts a payment whose due was taken meanwhile at the desk: nothing is lost, the excess is owed back', async () => {
    const booking = await paidWithDue();
    const started = await startBalancePayment(database.db, razorpay, booking.id);
    // Staff take the due at the desk while the guest's checkout is open.
    await recordOfflinePayment(database.db, actor, { bookingId: booking.id, method: 'cash' });
    expect(await reread(booking.id)).toMatchObject({ duePaise: 0 });

    const { paymentId } = fake.capturePayment(started.providerOrderId);
    await confirmPaidOrder(database.db, { providerOrderId: started.providerOrderId, paymentId });
    const after = await reread(booking.id);
    expect(after).toMatchObject({ duePaise: 0, refundDuePaise: DUE });
    expect(after.refundDueNote?.reason).toContain('was due');
    expect((await ordersOf(booking.id)).map((order) => [order.purpose, order.state])).toEqual([
      ['booking', 'paid'],
      ['balance', 'paid'],
      ['balance', 'paid'],
    ]);
    expect(await invoicesOf(booking.id)).toHaveLength(3);
  });

  it('closes an open order whose amount is no longer what is due, and opens one for the new due', async () => {
    const booking = await paidWithDue();
    const first = await startBalancePayment(database.db, razorpay, booking.id);
    await database.db
      .update(bookings)
      .set({ duePaise: DUE + 50_000 })
      .where(eq(bookings.id, booking.id));
    const second = await startBalancePayment(database.db, razorpay, booking.id);
    expect(second.providerOrderId).not.toBe(first.providerOrderId);
    expect(second.amountPaise).toBe(DUE + 50_000);
    const balance = (await ordersOf(booking.id)).filter((order) => order.purpose === 'balance');
    expect(balance.map((order) => [order.state, order.amountPaise])).toEqual([
      ['failed', DUE],
      ['created', DUE + 50_000],
    ]);
    // The closed order, paid after all (the guest's tab was still open), still counts.
    const { paymentId } = fake.capturePayment(first.providerOrderId);
    await confirmPaidOrder(database.db, { providerOrderId: first.providerOrderId, paymentId });
    expect(await reread(booking.id)).toMatchObject({ duePaise: 50_000, refundDuePaise: 0 });
  });
  it('takes part of what is due at the desk and leaves the rest for the guest to pay online; never more than is due', async () => {
    const booking = await paidWithDue();
    const tooMuch = await refusal(
      recordOfflinePayment(database.db, actor, { bookingId: booking.id, method: 'cash', amountPaise: DUE + 1 }),
    );
    expect(tooMuch).toMatchObject({ status: 409, message: OFFLINE_PAYMENT_MESSAGES.tooMuch(formatPaise(DUE)) });
    expect(await reread(booking.id)).toMatchObject({ duePaise: DUE });

    await recordOfflinePayment(database.db, actor, { bookingId: booking.id, method: 'upi', reference: 'UPI-1', amountPaise: 100_000 });
    expect(await reread(booking.id)).toMatchObject({ duePaise: DUE - 100_000 });
    const online = await startBalancePayment(database.db, razorpay, booking.id);
    expect(online.amountPaise).toBe(DUE - 100_000);
    const { paymentId } = fake.capturePayment(online.providerOrderId);
    await confirmPaidOrder(database.db, { providerOrderId: online.providerOrderId, paymentId });
    expect(await reread(booking.id)).toMatchObject({ duePaise: 0 });
    // One invoice per payment: the retreat, the desk's part and the online rest.
    expect((await invoicesOf(booking.id)).map((invoice) => invoice.kind)).toEqual(['invoice', 'invoice', 'invoice']);
  });

  it('records part of an unpaid booking’s price at the desk: the rest of the price is due', async () => {
    const event = await createEvent(database.db, {
      title: 'Mud bath',
      eventDate: addDays(todayIn('Asia/Kolkata'), 9),
      timeSlots: ['8:00 AM'],
      price: 'Rs 1,500',
    });
    const { booking } = await createEventBooking(database.db, bookingRequest({ eventId: event.id, slot: '8:00 AM' }), {
      timeZone: 'Asia/Kolkata',
    });
    const order = await recordOfflinePayment(database.db, actor, { bookingId: booking.id, method: 'cash', amountPaise: 50_000 });
    expect(order).toMatchObject({ purpose: 'booking', amountPaise: 50_000 });
    expect(await reread(booking.id)).toMatchObject({ duePaise: 100_000 });
    const rest = await recordOfflinePayment(database.db, actor, { bookingId: booking.id, method: 'card' });
    expect(rest).toMatchObject({ purpose: 'balance', amountPaise: 100_000 });
    expect(await reread(booking.id)).toMatchObject({ duePaise: 0 });
    expect(await refusal(recordOfflinePayment(database.db, actor, { bookingId: booking.id, method: 'cash' }))).toMatchObject({
      status: 409,
    });
  });
  it('sends a phone booking’s guest a link to pay its price online, which the guest pays once', async () => {
    const event = await createEvent(database.db, {
      title: 'Steam bath',
      eventDate: addDays(todayIn('Asia/Kolkata'), 12),
      timeSlots: ['8:00 AM'],
      price: 'Rs 2,000',
    });
    const { booking } = await createEventBooking(database.db, bookingRequest({ eventId: event.id, slot: '8:00 AM' }), {
      timeZone: 'Asia/Kolkata',
    });
    await database.db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, booking.id));

    const sent = await sendPaymentLink(database.db, actor, booking.id);
    expect(sent).toMatchObject({ amount: '₹2,000', mailedTo: booking.customerEmail });
    expect(sent!.url).toMatch(/\/booking\/[\w-]+\.[\w-]+#pay$/);
    expect(await reread(booking.id)).toMatchObject({ duePaise: 200_000 });
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.bookingId, booking.id), eq(mailOutbox.kind, 'payment-link')));
    expect(mail?.text).toContain(sent!.url);
    // Sent again (the guest lost it): the same amount, another mail, and still one price to pay.
    await sendPaymentLink(database.db, actor, booking.id);
    expect(await reread(booking.id)).toMatchObject({ duePaise: 200_000 });

    const order = await startBalancePayment(database.db, razorpay, booking.id);
    expect(order.amountPaise).toBe(200_000);
    const { paymentId } = fake.capturePayment(order.providerOrderId);
    await confirmPaidOrder(database.db, { providerOrderId: order.providerOrderId, paymentId });
    expect(await reread(booking.id)).toMatchObject({ duePaise: 0 });
    expect(await refusal(sendPaymentLink(database.db, actor, booking.id))).toMatchObject({
      status: 409,
      message: BALANCE_MESSAGES.nothingDue,
    });
  });

  it('refuses a payment link for a cancelled booking or one not confirmed, and mails none to a guest without e-mail', async () => {
    const event = await createEvent(database.db, {
      title: 'Mud bath',
      eventDate: addDays(todayIn('Asia/Kolkata'), 12),
      timeSlots: ['8:00 AM'],
      price: 'Rs 900',
    });
    const book = async () =>
      (await createEventBooking(database.db, bookingRequest({ eventId: event.id, slot: '8:00 AM' }), { timeZone: 'Asia/Kolkata' })).booking;
    const cancelled = await book();
    await database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, cancelled.id));
    expect(await refusal(sendPaymentLink(database.db, actor, cancelled.id))).toMatchObject({
      status: 409,
      message: BALANCE_MESSAGES.cancelled,
    });
    expect(await reread(cancelled.id)).toMatchObject({ duePaise: 0 });

    const walkIn = await book();
    await database.db.update(bookings).set({ status: 'confirmed', customerEmail: null }).where(eq(bookings.id, walkIn.id));
    expect(await sendPaymentLink(database.db, actor, walkIn.id)).toMatchObject({ amount: '₹900', mailedTo: null });
    expect(
      await database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.bookingId, walkIn.id), eq(mailOutbox.kind, 'payment-link'))),
    ).toEqual([]);
  });
});
