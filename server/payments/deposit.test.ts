import { and, asc, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CANCELLATION_MESSAGES } from '#app/content/cancellation-policy.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { DEPOSIT_BOOKING_MESSAGES, type DepositRule, depositTermsOf } from '#app/lib/deposit.ts';
import { formatPaise, priceText } from '#app/lib/money.ts';
import { CHECKOUT_MESSAGES, DEPOSIT_MESSAGES } from '#app/lib/payment-messages.ts';
import { cancelBookingAsGuest } from '#server/bookings/guest-cancel.ts';
import { guestBookingView } from '#server/bookings/guest-view.ts';
import { bookings, invoices, mailOutbox, paymentOrders, refunds, retreats } from '#server/db/schema.ts';
import { cancellationMoney } from '#server/refunds/cancellation-money.ts';
import type { TestDatabase } from '#tests/support/database.ts';
import type { FakeRazorpay } from '#tests/support/fake-razorpay.ts';
import { openPaymentSuite } from '#tests/support/payment-suite.ts';
import { refusal } from '#tests/support/refusal.ts';
import type { PaymentProvider } from '../provider/types.ts';
import { startBalancePayment } from './balance.ts';
import { type PaymentRequest, startPayment } from './checkout.ts';
import { confirmPaidOrder } from './confirm.ts';

// A retreat booked paying its deposit, then its balance from the booking page, then cancelled: every
// amount exact to the paisa, the order priced on the server whatever the browser sends, and what goes
// back never more than was paid, less a deposit the rule keeps.

const KEYS = { keyId: 'rzp_test_fakekey0031', keySecret: 'fake-key-secret', webhookSecret: 'fake-webhook-secret' };
const ZONE = 'Asia/Kolkata';
const VIEW = {
  timeZone: ZONE,
  estate: { siteName: 'Sukoon', contactEmail: 'namaste@example.org', publicUrl: 'https://example.org', address: 'Pune' },
};

let database: TestDatabase;
let fake: FakeRazorpay;
let razorpay: PaymentProvider;

openPaymentSuite(KEYS, (suite) => ({ database, fake, razorpay } = suite));

let guests = 0;
function retreatRequest(startDate: string, extra: Partial<PaymentRequest> = {}): PaymentRequest {
  guests += 1;
  return {
    kind: 'retreat',
    occupancy: 'double',
    guests: 2,
    startDate,
    customer: { name: `Guest ${guests}`, email: `deposit-${guests}@example.org`, phone: '+91 98765 43210' },
    idempotencyKey: crypto.randomUUID(),
    allowDuplicate: true,
    ...extra,
  } as PaymentRequest;
}

async function setRule(rule: DepositRule) {
  await database.db.update(retreats).set({ depositRule: rule }).where(eq(retreats.slug, 'package'));
}

/** The retreat's price for two sharing a double, as the server prices it (an order paid in full). */
async function fullPrice(startDate: string) {
  await setRule({ type: 'none' });
  const started = await startPayment(database.db, razorpay, retreatRequest(startDate));
  if (started.state !== 'open') throw new Error('expected an open order');
  return started.amountPaise;
}

async function pay(providerOrderId: string) {
  const { paymentId } = fake.capturePayment(providerOrderId);
  return confirmPaidOrder(database.db, { providerOrderId, paymentId });
}

async function reread(id: string) {
  const [row] = await database.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

const refundsOf = (bookingId: string) =>
  database.db
    .select({ amountPaise: refunds.amountPaise })
    .from(refunds)
    .innerJoin(paymentOrders, eq(paymentOrders.id, refunds.paymentOrderId))
    .where(and(eq(paymentOrders.bookingId, bookingId), ne(refunds.state, 'failed')));

/** Books the retreat paying the deposit the rule offers: the booking and the terms it was sold with. */
async function bookWithDeposit(rule: DepositRule, startDate: string) {
  const price = await fullPrice(startDate);
  await setRule(rule);
  const terms = depositTermsOf(rule, price, startDate, todayIn(ZONE))!;
  const started = await startPayment(database.db, razorpay, retreatRequest(startDate, { payment: 'deposit' }));
  if (started.state !== 'open') throw new Error('expected an open order');
  expect(started.amountPaise).toBe(terms.depositPaise);
  expect(fake.orders.get(started.providerOrderId)).toMatchObject({ amount: terms.depositPaise });
  const { booking } = await pay(started.providerOrderId);
  return { booking, price, terms };
}

describe(`deposits at checkout (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('takes the deposit, then the balance from the booking page, then refunds the policy’s share of the price', async () => {
    const start = addDays(todayIn(ZONE), 45);
    const rule: DepositRule = { type: 'percent', percent: 30, balanceDaysBefore: 14, nonRefundable: false };
    const { booking, price, terms } = await bookWithDeposit(rule, start);
    expect(terms).toMatchObject({ balancePaise: price - terms.depositPaise, balanceDueOn: addDays(start, -14) });
    expect(booking).toMatchObject({
      status: 'confirmed',
      price: priceText(price),
      duePaise: terms.balancePaise,
      balanceDueOn: terms.balanceDueOn,
      depositTerms: terms,
    });
    // The invoice is for the deposit paid; the mail states the balance and its date.
    const [invoice] = await database.db.select().from(invoices).where(eq(invoices.bookingId, booking.id));
    expect(invoice!.document.totalPaise).toBe(terms.depositPaise);
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.bookingId, booking.id), eq(mailOutbox.kind, 'booking-confirmed')));
    const balanceWords = DEPOSIT_BOOKING_MESSAGES.balanceDue(formatPaise(terms.balancePaise), terms.balanceDueOn);
    expect(mail!.text).toContain(balanceWords);
    const page = await guestBookingView(database.db, booking.id, VIEW);
    expect(page!.payDue).toEqual({ amount: formatPaise(terms.balancePaise) });
    expect(page!.payment).toMatchObject({ state: 'paid', due: { text: balanceWords } });

    // Before the balance: the policy's half of the price is more than the deposit, so the deposit goes back whole.
    const early = await cancellationMoney(database.db, booking, { now: new Date(), timeZone: ZONE });
    expect(early.refundPaise).toBe(Math.min(Math.round(price / 2), terms.depositPaise));

    const balance = await startBalancePayment(database.db, razorpay, booking.id);
    expect(balance.amountPaise).toBe(terms.balancePaise);
    await pay(balance.providerOrderId);
    expect(await reread(booking.id)).toMatchObject({ duePaise: 0 });
    const paid = await guestBookingView(database.db, booking.id, VIEW);
    expect(paid!.payDue).toBeNull();

    const cancelled = await cancelBookingAsGuest(database.db, booking.id, { timeZone: ZONE, provider: razorpay, choice: 'refund' });
    expect(cancelled.ok).toBe(true);
    const back = await refundsOf(booking.id);
    expect(back.reduce((sum, refund) => sum + refund.amountPaise, 0)).toBe(Math.round(price / 2));
    // Split across the payments, the latest (the balance) first, none above what it paid.
    expect(back.every((refund) => refund.amountPaise <= terms.balancePaise)).toBe(true);
  });

  it('keeps a non-refundable deposit: nothing back on the deposit alone, at most the balance once it is paid', async () => {
    const rule: DepositRule = { type: 'percent', percent: 60, balanceDaysBefore: 10, nonRefundable: true };
    const onlyDeposit = await bookWithDeposit(rule, addDays(todayIn(ZONE), 50));
    const quote = await cancellationMoney(database.db, onlyDeposit.booking, { now: new Date(), timeZone: ZONE });
    expect(quote).toMatchObject({ refundPaise: 0, creditPaise: 0, money: null });
    expect(quote.quote).toMatchObject({
      outcome: 'none',
      terms: CANCELLATION_MESSAGES.depositKept(formatPaise(onlyDeposit.terms.depositPaise)),
    });
    const cancelled = await cancelBookingAsGuest(database.db, onlyDeposit.booking.id, { timeZone: ZONE, provider: razorpay });
    expect(cancelled.ok).toBe(true);
    expect(await refundsOf(onlyDeposit.booking.id)).toEqual([]);

    // Paid in all: half the price would be more than the balance, which is all that may go back.
    const { booking, price, terms } = await bookWithDeposit(rule, addDays(todayIn(ZONE), 51));
    const balance = await startBalancePayment(database.db, razorpay, booking.id);
    await pay(balance.providerOrderId);
    expect(Math.round(price / 2)).toBeGreaterThan(terms.balancePaise);
    const money = await cancellationMoney(database.db, await reread(booking.id), { now: new Date(), timeZone: ZONE });
    expect(money).toMatchObject({ refundPaise: terms.balancePaise, creditPaise: terms.balancePaise });
    const done = await cancelBookingAsGuest(database.db, booking.id, { timeZone: ZONE, provider: razorpay, choice: 'refund' });
    expect(done.ok).toBe(true);
    expect(await refundsOf(booking.id)).toEqual([{ amountPaise: terms.balancePaise }]);
  });

  it('charges what the server works out, whatever the browser sends; refuses a deposit not offered, and a changed choice under one key', async () => {
    const start = addDays(todayIn(ZONE), 60);
    const rule: DepositRule = { type: 'fixed', paise: 500_000, balanceDaysBefore: 30, nonRefundable: false };
    await setRule(rule);
    const forged = retreatRequest(start, { payment: 'deposit' });
    const started = await startPayment(database.db, razorpay, {
      ...forged,
      amountPaise: 100,
      depositPaise: 100,
    } as unknown as PaymentRequest);
    if (started.state !== 'open') throw new Error('expected an open order');
    expect(started.amountPaise).toBe(500_000);
    const [order] = await database.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, started.providerOrderId));
    expect(order!.amountPaise).toBe(500_000);
    expect(order!.details.deposit).toMatchObject({ depositPaise: 500_000, balanceDueOn: addDays(start, -30) });

    // The same key again is the same order; another choice under it is refused in words.
    const again = await startPayment(database.db, razorpay, forged);
    expect(again).toMatchObject({ state: 'open', providerOrderId: started.providerOrderId });
    const changed = await refusal(startPayment(database.db, razorpay, { ...forged, payment: 'full' } as PaymentRequest));
    expect(changed.message).toBe(CHECKOUT_MESSAGES.otherDetails);

    // Within the due window there is no deposit: the guest is asked to pay in full, and nothing is stored.
    const before = await database.db.select().from(paymentOrders).orderBy(asc(paymentOrders.createdAt));
    const late = await refusal(startPayment(database.db, razorpay, retreatRequest(addDays(todayIn(ZONE), 20), { payment: 'deposit' })));
    expect([late.message, late.status]).toEqual([DEPOSIT_MESSAGES.notOffered, 409]);
    await setRule({ type: 'none' });
    const none = await refusal(startPayment(database.db, razorpay, retreatRequest(start, { payment: 'deposit' })));
    expect(none.message).toBe(DEPOSIT_MESSAGES.notOffered);
    expect(await database.db.select().from(paymentOrders)).toHaveLength(before.length);
  });
});
