import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CANCELLATION_MESSAGES } from '#app/content/cancellation-policy.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { formatPaise } from '#app/lib/money.ts';
import { cancelBookingAsGuest } from '#server/bookings/guest-cancel.ts';
import { recordOfflinePayment } from '#server/bookings/offline-payment.ts';
import { cancelEventAsEstate } from '#server/catalog/event-cancel.ts';
import { bookings, invoices, mailOutbox, paymentOrders, refunds, refundsDue } from '#server/db/schema.ts';
import { confirmPaidOrder } from '#server/payments/confirm.ts';
import type { PaymentProvider } from '#server/provider/types.ts';
import { bookingMoney } from '#server/refunds/booking-money.ts';
import { refundPanel } from '#server/refunds/history.ts';
import { REFUND_MESSAGES } from '#server/refunds/messages.ts';
import { markRefundProcessed } from '#server/refunds/settle.ts';
import { refundAsStaff } from '#server/refunds/staff.ts';
import { creditAsStaff } from '#server/refunds/staff-credit.ts';
import { requestRefund } from '#server/refunds/start.ts';
import { Refusal } from '#server/refusal.ts';
import type { TestDatabase } from '#tests/support/database.ts';
import { createEvent, TIME_ZONE } from '#tests/support/factories.ts';
import type { FakeRazorpay } from '#tests/support/fake-razorpay.ts';
import { startOpen } from '#tests/support/paid-orders.ts';
import { openPaymentSuite } from '#tests/support/payment-suite.ts';
import { mailsOf, payDueWithRazorpay, refundPosts, refundSuiteHelpers } from '#tests/support/refunds.ts';
import { refusal } from '#tests/support/refusal.ts';

// A booking paid online twice: its price, then what a move to dearer dates left due, paid from the
// guest's booking page. Every refund, credit and cancellation counts both payments: a refund goes back
// to the latest payment first, one refund row (and one provider refund) per payment, never more than
// was paid, and a cause refunds once.

const KEYS = { keyId: 'rzp_test_refunds0005', keySecret: 'fake-refund-secret-5', webhookSecret: 'fake-refund-webhook-5' };
const OWNER = { userId: 'owner-1', email: 'owner@example.org', name: 'Owner', role: 'owner' };
const STAFF = { userId: null, email: 'staff@example.org' };
const DUE = 150_000;
const SLOT = '8:00 AM';

let database: TestDatabase;
let fake: FakeRazorpay;
let razorpay: PaymentProvider;

openPaymentSuite(KEYS, (suite) => ({ database, fake, razorpay } = suite));
const { paidStay, deliver } = refundSuiteHelpers(() => ({ database, fake, razorpay }), KEYS.webhookSecret, 60);

/** A stay paid online, then its due paid online: the first payment and the due, each with its Razorpay payment. */
async function paidTwice() {
  const first = await paidStay();
  const due = await payDueWithRazorpay(database.db, razorpay, fake, first.booking.id, DUE);
  return { booking: first.booking, first, due, totalPaise: first.amountPaise + due.amountPaise };
}

const refundsOf = (bookingId: string) => database.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
const sumOf = (rows: { amountPaise: number }[]) => rows.reduce((sum, row) => sum + row.amountPaise, 0);
const byPayment = (rows: (typeof refunds.$inferSelect)[]) => new Map(rows.map((row) => [row.paymentId, row.amountPaise]));

/** The index in the fake's log of the first refund request for a payment: which payment was asked first. */
const askedAt = (paymentId: string) =>
  fake.requests.findIndex((request) => request.method === 'POST' && request.path === `/v1/payments/${paymentId}/refund`);

describe(`refunds of a booking paid in two payments (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it("a guest cancelling for the refund gets the policy's share of both payments, as two refunds, the due first; one mail tells the total", async () => {
    const { booking, first, due, totalPaise } = await paidTwice();
    const share = Math.round(totalPaise / 2);
    const result = await cancelBookingAsGuest(database.db, booking.id, { timeZone: TIME_ZONE, provider: razorpay, choice: 'refund' });
    expect(result).toMatchObject({ ok: true, creditCode: null });
    expect(result.ok && result.refundIds).toHaveLength(2);

    const rows = await refundsOf(booking.id);
    expect(byPayment(rows)).toEqual(
      new Map([
        [due.paymentId, DUE],
        [first.paymentId, share - DUE],
      ]),
    );
    expect(new Set(rows.map((row) => row.cause))).toEqual(new Set([`guest-cancel:${booking.id}`]));
    expect(refundPosts(fake, due.paymentId)).toHaveLength(1);
    expect(refundPosts(fake, first.paymentId)).toHaveLength(1);
    expect(askedAt(due.paymentId)).toBeLessThan(askedAt(first.paymentId));

    // One cancellation mail, with the total.
    const cancelled = await mailsOf(database.db, booking.id, 'booking-cancelled');
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.text).toContain(formatPaise(share));

    // The guest hears of the refund once, when both parts are processed, with the total and both references.
    const [dueRefund, firstRefund] = [
      rows.find((row) => row.paymentId === due.paymentId)!,
      rows.find((row) => row.paymentId === first.paymentId)!,
    ];
    expect(await deliver(fake.settleRefund(dueRefund.providerRefundId!, 'processed'))).toBe('refund-processed');
    expect(await mailsOf(database.db, booking.id, 'refund-processed')).toEqual([]);
    expect(await deliver(fake.settleRefund(firstRefund.providerRefundId!, 'processed'))).toBe('refund-processed');
    const mails = await mailsOf(database.db, booking.id, 'refund-processed');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(formatPaise(share));
    expect(mails[0]!.text).toContain(dueRefund.providerRefundId!);
    expect(mails[0]!.text).toContain(firstRefund.providerRefundId!);
    expect(mails[0]!.attachments).toHaveLength(2);

    // A credit note per part, each against the invoice of the payment it went back to.
    const notes = await database.db
      .select()
      .from(invoices)
      .where(inArray(invoices.refundId, [dueRefund.id, firstRefund.id]));
    expect(notes).toHaveLength(2);
    for (const refund of [dueRefund, firstRefund]) {
      const [invoice] = await database.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.paymentOrderId, refund.paymentOrderId), eq(invoices.kind, 'invoice')));
      const note = notes.find((row) => row.refundId === refund.id)!;
      expect(note.document).toMatchObject({ againstInvoiceNumber: invoice!.number, totalPaise: refund.amountPaise });
    }
  });

  it('a staff refund of more than the first payment is split in two, and the same form again refunds nothing more', async () => {
    const { booking, first, due, totalPaise } = await paidTwice();
    const amountPaise = first.amountPaise + 10_000;
    const formId = crypto.randomUUID();
    const ask = () => refundAsStaff(database.db, razorpay, OWNER, { bookingId: booking.id, formId, amountPaise, reason: 'Estate closed' });
    expect(await ask()).toEqual({ tone: 'success', text: REFUND_MESSAGES.started(amountPaise) });
    expect(await ask()).toEqual({ tone: 'success', text: REFUND_MESSAGES.already });

    const rows = await refundsOf(booking.id);
    expect(byPayment(rows)).toEqual(
      new Map([
        [due.paymentId, DUE],
        [first.paymentId, amountPaise - DUE],
      ]),
    );
    expect(refundPosts(fake, due.paymentId)).toHaveLength(1);
    expect(refundPosts(fake, first.paymentId)).toHaveLength(1);

    // Both parts settled in overlapping transactions (their webhooks at once): the later one waits for the
    // earlier one's lock, so it sees the other part processed and sends the one mail, with the total.
    const [one, other] = rows;
    const now = new Date();
    await Promise.all([
      database.db.transaction(async (tx) => {
        await markRefundProcessed(tx, one!.id, { providerRefundId: one!.providerRefundId, now });
        await new Promise((resolve) => setTimeout(resolve, 150));
      }),
      new Promise((resolve) => setTimeout(resolve, 30)).then(() =>
        database.db.transaction((tx) => markRefundProcessed(tx, other!.id, { providerRefundId: other!.providerRefundId, now })),
      ),
    ]);
    const mails = await mailsOf(database.db, booking.id, 'refund-processed');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(formatPaise(amountPaise));

    // The booking's refund section counts both payments and lists both parts.
    const panel = await refundPanel(database.db, booking.id, { timeZone: TIME_ZONE });
    expect(panel).toMatchObject({ paid: formatPaise(totalPaise), left: formatPaise(totalPaise - amountPaise) });
    expect(panel!.refunds).toHaveLength(2);

    // What is left is all that may still go back, from whichever payment still holds it.
    const beyond = await refusal(
      refundAsStaff(database.db, razorpay, OWNER, {
        bookingId: booking.id,
        formId: crypto.randomUUID(),
        amountPaise: totalPaise - amountPaise + 100,
        reason: 'Too much',
      }),
    );
    expect(beyond).toMatchObject({ status: 409, message: REFUND_MESSAGES.beyondPaid(totalPaise - amountPaise) });
  });

  it('twenty refunds of everything at once give back exactly what was paid, once', async () => {
    const { booking, first, due, totalPaise } = await paidTwice();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        requestRefund(database.db, razorpay, {
          bookingId: booking.id,
          amountPaise: totalPaise,
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
    const rows = await refundsOf(booking.id);
    expect(rows).toHaveLength(2);
    expect(sumOf(rows)).toBe(totalPaise);
    expect(refundPosts(fake, due.paymentId)).toHaveLength(1);
    expect(refundPosts(fake, first.paymentId)).toHaveLength(1);
    const atRazorpay = [...fake.refunds.values()].filter((refund) => [first.paymentId, due.paymentId].includes(refund.payment_id));
    expect(sumOf(atRazorpay.map((refund) => ({ amountPaise: refund.amount })))).toBe(totalPaise);
  });

  it('credit and refunds together never give back more than both payments', async () => {
    const { booking, totalPaise } = await paidTwice();
    const creditPaise = 200_000;
    await creditAsStaff(database.db, OWNER, { bookingId: booking.id, amountPaise: creditPaise, reason: 'Rain' }, { timeZone: TIME_ZONE });
    const left = totalPaise - creditPaise;
    const ask = (amountPaise: number) =>
      requestRefund(database.db, razorpay, {
        bookingId: booking.id,
        amountPaise,
        reason: 'Rest',
        cause: `staff:${crypto.randomUUID()}`,
        actor: STAFF,
      });
    expect(await refusal(ask(left + 100))).toMatchObject({ status: 409, message: REFUND_MESSAGES.beyondPaid(left) });
    expect((await ask(left)).refunds).toHaveLength(2);
    expect(await refusal(ask(100))).toMatchObject({ status: 409, message: REFUND_MESSAGES.creditedInFull });
    expect(sumOf(await refundsOf(booking.id)) + creditPaise).toBe(totalPaise);
    expect((await bookingMoney(database.db, booking.id)).leftPaise).toBe(0);

    // A credit and a refund of everything asked at once: one of them, never both.
    const other = await paidTwice();
    const outcomes = await Promise.allSettled([
      creditAsStaff(
        database.db,
        OWNER,
        { bookingId: other.booking.id, amountPaise: other.totalPaise, reason: 'All as credit' },
        { timeZone: TIME_ZONE },
      ),
      requestRefund(database.db, razorpay, {
        bookingId: other.booking.id,
        amountPaise: other.totalPaise,
        reason: 'All back',
        cause: `staff:${crypto.randomUUID()}`,
        actor: STAFF,
      }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const money = await bookingMoney(database.db, other.booking.id);
    expect(money.refundedPaise + money.creditedPaise).toBe(other.totalPaise);
  });

  it('the estate cancelling the class gives back both online payments, and a due paid at the desk by hand', async () => {
    const event = await createEvent(database.db, {
      title: 'Pranayama',
      paymentMode: 'online',
      pricePaise: 60_000,
      price: 'Rs 600',
      timeSlots: [SLOT],
      slotCapacity: 10,
      eventDate: addDays(todayIn(TIME_ZONE), 9),
    });
    const seat = async (email: string) => {
      const customer = { name: `Seat ${email}`, email: `${email}-${crypto.randomUUID().slice(0, 8)}@example.org`, phone: '9876543210' };
      const started = await startOpen(database.db, razorpay, { kind: 'event', eventId: event.id, slot: SLOT, customer });
      const { paymentId } = fake.capturePayment(started.providerOrderId);
      const { booking } = await confirmPaidOrder(database.db, { providerOrderId: started.providerOrderId, paymentId });
      return { booking: booking!, paymentId, amountPaise: started.amountPaise };
    };
    const online = await seat('twice-online');
    const dueOnline = await payDueWithRazorpay(database.db, razorpay, fake, online.booking.id, 20_000);
    const mixed = await seat('due-at-desk');
    await database.db.update(bookings).set({ duePaise: 30_000 }).where(eq(bookings.id, mixed.booking.id));
    await recordOfflinePayment(database.db, OWNER, { bookingId: mixed.booking.id, method: 'cash' });

    const outcome = await cancelEventAsEstate(
      database.db,
      razorpay,
      STAFF,
      { eventId: event.id, scope: 'this', reason: 'The hall is flooded.', giveBack: 'refund' },
      { timeZone: TIME_ZONE },
    );
    expect(outcome).toMatchObject({ bookings: 2, refunds: 2, credits: 0, dueByHandPaise: 30_000 });

    const onlineRows = await refundsOf(online.booking.id);
    expect(byPayment(onlineRows)).toEqual(
      new Map([
        [dueOnline.paymentId, 20_000],
        [online.paymentId, online.amountPaise],
      ]),
    );
    expect(askedAt(dueOnline.paymentId)).toBeLessThan(askedAt(online.paymentId));
    const [onlineRow] = await database.db.select().from(bookings).where(eq(bookings.id, online.booking.id));
    expect(onlineRow!.cancellation!.terms).toBe(CANCELLATION_MESSAGES.estate.refund(formatPaise(online.amountPaise + 20_000)));
    expect(await mailsOf(database.db, online.booking.id, 'booking-cancelled')).toHaveLength(1);

    // Paid online, then the due at the desk: the online payment back through Razorpay, the cash by hand.
    expect(byPayment(await refundsOf(mixed.booking.id))).toEqual(new Map([[mixed.paymentId, mixed.amountPaise]]));
    expect(await database.db.select().from(refundsDue).where(eq(refundsDue.bookingId, mixed.booking.id))).toEqual([
      expect.objectContaining({ amountPaise: 30_000 }),
    ]);
    const [mixedRow] = await database.db.select().from(bookings).where(eq(bookings.id, mixed.booking.id));
    expect(mixedRow!.cancellation!.terms).toBe(
      `${CANCELLATION_MESSAGES.estate.refund(formatPaise(mixed.amountPaise))} ${CANCELLATION_MESSAGES.estate.byHand(formatPaise(30_000))}`,
    );
    const orders = await database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.bookingId, mixed.booking.id))
      .orderBy(asc(paymentOrders.createdAt));
    expect(orders.map((order) => [order.provider, order.purpose])).toEqual([
      ['razorpay', 'booking'],
      ['offline', 'balance'],
    ]);
    const cancelMails = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.bookingId, mixed.booking.id), eq(mailOutbox.kind, 'booking-cancelled')));
    expect(cancelMails).toHaveLength(1);
  });
});
