import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { formatPaise, priceText } from '#app/lib/money.ts';
import { PROMO_MESSAGES, promoLine, promoNotAppliedNote } from '#app/lib/promo.ts';
import { retreatQuote } from '#app/lib/retreat-quote.ts';
import { guestBookingView } from '#server/bookings/guest-view.ts';
import { config } from '#server/config.ts';
import type { Database, DatabaseHandle } from '#server/db/client.ts';
import { bookings, invoices, mailOutbox, paymentOrders, promoCodes, promoRedemptions, roomHolds, roomTypes } from '#server/db/schema.ts';
import { type PaymentRequest, startPayment } from '#server/payments/checkout.ts';
import { confirmPaidOrder } from '#server/payments/confirm.ts';
import { reconcileOrders } from '#server/payments/reconcile.ts';
import { markOrderFailed } from '#server/payments/unpaid.ts';
import { handleWebhook } from '#server/payments/webhook.ts';
import { quotePromo } from '#server/promo/quote.ts';
import { judgeCode } from '#server/promo/redeem.ts';
import { createRazorpayProvider } from '#server/provider/razorpay.ts';
import { loadNeedsAction } from '#server/refunds/needs-action.ts';
import { setRoomCount } from '#server/rooms/units.ts';
import { createSharedTestDatabase } from '../support/database.ts';
import { TIME_ZONE } from '../support/factories.ts';
import { type FakeRazorpay, startFakeRazorpay } from '../support/fake-razorpay.ts';
import { demoProvider, payDemoOrder, payStay, roomTypeId, startOpen } from '../support/paid-orders.ts';
import { createPromoCode } from '../support/promo-codes.ts';
import { refusal } from '../support/refusal.ts';

// A code's use and a credit's balance are spent once. A checkout that failed or lapsed gives its use
// back; when its payment arrives after all, it takes the use again only if nobody else has, and
// otherwise the booking stands at what was paid, flagged for staff, with the discount it was priced
// with due.

const KEYS = { keyId: 'rzp_test_fakekey0016', keySecret: 'fake-key-secret-16', webhookSecret: 'fake-webhook-secret-16' };
const DOUBLE = retreatQuote('double', 1).amountPaise;
const CREDIT = 60_000;
const start = addDays(todayIn(TIME_ZONE), 42);
const serverUrl = process.env.TEST_DATABASE_URL;

let handles: DatabaseHandle[] = [];
let db: Database;
let fake: FakeRazorpay;
let cleanup = async () => {};

beforeAll(async () => {
  ({ handles, close: cleanup } = await createSharedTestDatabase());
  db = handles[0]!.db;
  // Rooms never run out here: what is at stake is the code's uses.
  await setRoomCount(db, 1000);
  fake = await startFakeRazorpay(KEYS);
});
afterAll(async () => {
  await fake.close();
  await cleanup();
});

const pageOptions = {
  timeZone: TIME_ZONE,
  estate: {
    siteName: 'Sukoon Healing Estate',
    contactEmail: 'namaste@example.org',
    publicUrl: 'https://sukoon.example.org',
    address: 'Pune',
  },
};

let guests = 0;
const newGuest = () => `spent.once.${(guests += 1)}@example.org`;

function retreat(promoCode: string, email = newGuest()): Omit<Extract<PaymentRequest, { kind: 'retreat' }>, 'idempotencyKey'> {
  return {
    kind: 'retreat',
    occupancy: 'double',
    guests: 1,
    startDate: start,
    promoCode,
    customer: { name: 'Asha Rao', email, phone: '+91 91234 56789' },
  };
}

const credit = (ownerEmail: string) =>
  createPromoCode(db, { kind: 'credit', discountType: 'fixed', percentOff: null, amountPaise: CREDIT, balancePaise: CREDIT, ownerEmail });

async function standingUses(promoCodeId: string) {
  return db
    .select()
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCodeId, promoCodeId), isNull(promoRedemptions.releasedAt)));
}

async function balanceOf(promoCodeId: string) {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, promoCodeId));
  return row!.balancePaise;
}

/** What the code took off the bookings that keep their discount: the paid orders' discounts, less those not applied. */
async function discountsGiven(promoCodeId: string) {
  const rows = await db
    .select({ discountPaise: paymentOrders.discountPaise, notApplied: bookings.discountNotApplied })
    .from(promoRedemptions)
    .innerJoin(paymentOrders, eq(paymentOrders.id, promoRedemptions.paymentOrderId))
    .innerJoin(bookings, eq(bookings.id, paymentOrders.bookingId))
    .where(eq(promoRedemptions.promoCodeId, promoCodeId));
  return rows.filter((row) => !row.notApplied).reduce((sum, row) => sum + row.discountPaise, 0);
}

/** `count` checkouts with the code, one after another: each fails, giving the code back to the next. */
async function failedInTurn(code: string, count: number, email?: () => string) {
  const failed = [];
  for (let i = 0; i < count; i += 1) {
    const started = await startOpen(db, demoProvider, retreat(code, email?.()));
    expect(started.amountPaise).toBeLessThan(DOUBLE);
    expect(await markOrderFailed(db, started.providerOrderId, 'Payment was declined by the bank')).toBe(true);
    failed.push(started);
  }
  return failed;
}

describe(`a promo code's use and a credit's balance are spent once (${serverUrl ? 'postgres, two processes' : 'pglite'})`, () => {
  it('a single-use code released by a failed order and used by another is not applied again by a late payment', async () => {
    const code = await createPromoCode(db, { maxUses: 1, percentOff: 10 });
    const discount = Math.floor(DOUBLE / 10);
    const [first] = await failedInTurn(code.code, 1);
    const second = await startOpen(db, demoProvider, retreat(code.code));
    const paid = await payDemoOrder(db, second.providerOrderId);
    expect(paid.booking).toMatchObject({ status: 'confirmed', discountNotApplied: false, duePaise: 0 });

    // The first guest's payment arrives after all: the money was taken, so the booking stands at what
    // was paid, and the discount it was priced with is due.
    const late = await payDemoOrder(db, first!.providerOrderId);
    expect(late.booking).toMatchObject({
      status: 'confirmed',
      price: priceText(DOUBLE - discount),
      discountNotApplied: true,
      duePaise: discount,
    });
    expect(late.booking.notes).toContain(promoNotAppliedNote(code.code, discount));
    expect(late.booking.notes).not.toContain(`Promo code: ${code.code} (`);
    expect(await standingUses(code.id)).toMatchObject([{ paymentOrderId: second.paymentOrderId }]);
    expect(await discountsGiven(code.id)).toBe(discount);

    // Staff see it among what needs action; the guest is told on their page and in the mail.
    expect(await loadNeedsAction(db, 100)).toContainEqual(
      expect.objectContaining({ bookingId: late.booking.id, kind: 'discount-not-applied', amount: formatPaise(discount) }),
    );
    const page = await guestBookingView(db, late.booking.id, pageOptions);
    expect(page?.payment).toMatchObject({
      state: 'paid',
      amount: formatPaise(DOUBLE - discount),
      discount: null,
      due: { amount: formatPaise(discount), text: PROMO_MESSAGES.notApplied(discount) },
    });
    expect((await guestBookingView(db, paid.booking.id, pageOptions))?.payment).toMatchObject({
      discount: promoLine(code.code, discount),
      due: null,
    });
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.bookingId, late.booking.id), eq(mailOutbox.kind, 'booking-confirmed')));
    expect(mail?.text).toContain(PROMO_MESSAGES.notApplied(discount));
    // Its invoice is for the payment received, with no discount given.
    const [invoice] = await db.select().from(invoices).where(eq(invoices.bookingId, late.booking.id));
    expect(invoice?.document).toMatchObject({ totalPaise: DOUBLE - discount, discountPaise: 0 });

    // Asked again (the webhook after the checkout's answer), the booking is the same.
    const again = await payDemoOrder(db, first!.providerOrderId);
    expect(again).toMatchObject({ alreadyConfirmed: true, booking: { id: late.booking.id, duePaise: discount } });
  });

  it('a single-use code released by a failed attempt is not applied again when Razorpay’s retry of the same order succeeds', async () => {
    const razorpay = createRazorpayProvider({ ...KEYS, apiBase: fake.url });
    const deliver = (body: string) =>
      handleWebhook(db, razorpay, body, {
        'content-type': 'application/json',
        'x-razorpay-signature': fake.signWebhook(body, KEYS.webhookSecret),
        'x-razorpay-event-id': `evt_${crypto.randomUUID()}`,
      });
    const code = await createPromoCode(db, { maxUses: 1, percentOff: 10 });
    const first = await startOpen(db, razorpay, retreat(code.code));
    const failedAttempt = fake.failPayment(first.providerOrderId);
    expect(await deliver(fake.webhookBody('payment.failed', failedAttempt))).toBe('failure-recorded');

    const second = await startOpen(db, razorpay, retreat(code.code));
    expect(await deliver(fake.webhookBody('payment.captured', fake.capturePayment(second.providerOrderId).payment))).toBe('confirmed');
    // The first guest tries again in the same checkout, and pays.
    expect(await deliver(fake.webhookBody('payment.captured', fake.capturePayment(first.providerOrderId).payment))).toBe('confirmed');

    const [late] = await db.select().from(bookings).where(eq(bookings.orderId, first.providerOrderId));
    expect(late).toMatchObject({ status: 'confirmed', discountNotApplied: true, duePaise: Math.floor(DOUBLE / 10) });
    expect(await standingUses(code.id)).toHaveLength(1);
  });

  it('a ₹600 credit never gives more than ₹600', async () => {
    const owner = newGuest();
    const code = await credit(owner);
    const [first] = await failedInTurn(code.code, 1, () => owner);
    expect(await balanceOf(code.id)).toBe(CREDIT);
    const second = await startOpen(db, demoProvider, retreat(code.code, owner));
    expect(second.amountPaise).toBe(DOUBLE - CREDIT);
    await payDemoOrder(db, second.providerOrderId);
    expect(await balanceOf(code.id)).toBe(0);

    const late = await payDemoOrder(db, first!.providerOrderId);
    expect(late.booking).toMatchObject({
      status: 'confirmed',
      price: priceText(DOUBLE - CREDIT),
      discountNotApplied: true,
      duePaise: CREDIT,
    });
    expect(await balanceOf(code.id)).toBe(0);
    expect(await discountsGiven(code.id)).toBe(CREDIT);
  });

  it('a ₹600 credit never gives more than ₹600, even when every checkout it was released from is paid late at once', async () => {
    const owner = newGuest();
    const code = await credit(owner);
    const failed = await failedInTurn(code.code, 8, () => owner);
    const paid = await Promise.all(
      failed.map((order, i) => {
        const database = handles[i % handles.length]!.db;
        return payDemoOrder(database, order.providerOrderId);
      }),
    );
    expect(paid.filter(({ booking }) => !booking.discountNotApplied)).toHaveLength(1);
    expect(paid.filter(({ booking }) => booking.discountNotApplied && booking.duePaise === CREDIT)).toHaveLength(failed.length - 1);
    expect(await discountsGiven(code.id)).toBe(CREDIT);
    expect(await balanceOf(code.id)).toBe(0);
    expect(await standingUses(code.id)).toHaveLength(1);
  });

  it('a single-use code released by failed orders gives one discount when they are all paid late at once', async () => {
    const code = await createPromoCode(db, { maxUses: 1, percentOff: 10 });
    const failed = await failedInTurn(code.code, 8);
    const paid = await Promise.all(failed.map((order, i) => payDemoOrder(handles[i % handles.length]!.db, order.providerOrderId)));
    expect(paid.filter(({ booking }) => !booking.discountNotApplied)).toHaveLength(1);
    expect(paid.filter(({ booking }) => booking.discountNotApplied)).toHaveLength(failed.length - 1);
    expect(await standingUses(code.id)).toHaveLength(1);
  });

  it('a code with one use per guest is not applied again to a guest who used it meanwhile', async () => {
    const code = await createPromoCode(db, { maxUsesPerEmail: 1, percentOff: 10 });
    const email = newGuest();
    const [first] = await failedInTurn(code.code, 1, () => email);
    await payDemoOrder(db, (await startOpen(db, demoProvider, retreat(code.code, email))).providerOrderId);
    const late = await payDemoOrder(db, first!.providerOrderId);
    expect(late.booking).toMatchObject({ discountNotApplied: true, duePaise: Math.floor(DOUBLE / 10) });
  });

  it('a late payment keeps its discount when nobody took the code meanwhile', async () => {
    const code = await createPromoCode(db, { maxUses: 1, percentOff: 10 });
    const [first] = await failedInTurn(code.code, 1);
    const late = await payDemoOrder(db, first!.providerOrderId);
    expect(late.booking).toMatchObject({ status: 'confirmed', discountNotApplied: false, duePaise: 0 });
    expect(await standingUses(code.id)).toHaveLength(1);
    expect((await refusal(startOpen(db, demoProvider, retreat(code.code)))).message).toBe(PROMO_MESSAGES.usedUp);
  });

  it('a late payment that finds no room owes nothing and gives the code’s use back', async () => {
    const code = await createPromoCode(db, { maxUses: 1, percentOff: 10 });
    const [single] = await db.select().from(roomTypes).where(eq(roomTypes.name, 'Forest Single'));
    await setRoomCount(db, 1, single!.id);
    const checkIn = addDays(todayIn(TIME_ZONE), 70);
    const checkOut = addDays(checkIn, 1);
    const abandoned = await startOpen(db, demoProvider, {
      kind: 'stay',
      checkIn,
      checkOut,
      adults: 1,
      roomTypeId: await roomTypeId(db, 'Forest Single'),
      promoCode: code.code,
      customer: { name: 'Asha Rao', email: newGuest(), phone: '+91 91234 56789' },
    });
    // Its hold (and so its use of the code) lapses, and another guest takes the last room and the code.
    const past = new Date(Date.now() - 1000);
    await db.update(roomHolds).set({ expiresAt: past }).where(eq(roomHolds.paymentOrderId, abandoned.paymentOrderId));
    await db.update(promoRedemptions).set({ expiresAt: past }).where(eq(promoRedemptions.paymentOrderId, abandoned.paymentOrderId));
    await payStay(
      db,
      checkIn,
      checkOut,
      { name: 'Ravi Menon', email: newGuest(), phone: '+91 98765 43210' },
      {
        adults: 1,
        roomType: 'Forest Single',
        promoCode: code.code,
      },
    );

    const late = await payDemoOrder(db, abandoned.providerOrderId);
    // Nothing is booked and the payment is refunded whole: no discount is due on top of it.
    expect(late.booking).toMatchObject({ status: 'pending', paidWithoutRoom: true, discountNotApplied: false, duePaise: 0 });
    expect(await standingUses(code.id)).toHaveLength(1);
  });

  it("an abandoned checkout's redemption is released when its hold lapses", async () => {
    const code = await createPromoCode(db, { maxUses: 1, percentOff: 10 });
    const opened = new Date();
    const at = (minutes: number) => new Date(opened.getTime() + minutes * 60_000);
    const abandoned = await startPayment(
      db,
      demoProvider,
      { ...retreat(code.code), idempotencyKey: crypto.randomUUID(), allowDuplicate: true },
      { now: opened },
    );
    if (abandoned.state !== 'open') throw new Error('expected an open order');
    const lapse = config().ROOM_HOLD_MINUTES;
    const judged = (now: Date) => judgeCode(db, { code: code.code, target: 'retreat', listPaise: DOUBLE, now });

    // While its hold runs, the use is the checkout's.
    expect(await judged(at(lapse - 1))).toMatchObject({ ok: false, message: PROMO_MESSAGES.usedUp });
    // Once it lapses, the code is free again: counted so at once, and given back by the next reconciliation.
    expect(await judged(at(lapse + 1))).toMatchObject({ ok: true });
    await reconcileOrders(db, demoProvider, at(lapse + 1));
    const [use] = await db.select().from(promoRedemptions).where(eq(promoRedemptions.paymentOrderId, abandoned.paymentOrderId));
    expect(use!.releasedAt).not.toBeNull();

    const next = await startPayment(
      db,
      demoProvider,
      { ...retreat(code.code), idempotencyKey: crypto.randomUUID(), allowDuplicate: true },
      { now: at(lapse + 2) },
    );
    expect(next).toMatchObject({ state: 'open', amountPaise: DOUBLE - Math.floor(DOUBLE / 10) });
    // The abandoned checkout paid after all finds the code gone.
    const late = await payDemoOrder(db, abandoned.providerOrderId);
    expect(late.booking).toMatchObject({ discountNotApplied: true, duePaise: Math.floor(DOUBLE / 10) });
  });

  it('an abandoned checkout’s credit comes back when its hold lapses, without waiting for reconciliation', async () => {
    const owner = newGuest();
    const code = await credit(owner);
    const opened = new Date();
    const lapsed = new Date(opened.getTime() + (config().ROOM_HOLD_MINUTES + 1) * 60_000);
    await startPayment(
      db,
      demoProvider,
      { ...retreat(code.code, owner), idempotencyKey: crypto.randomUUID(), allowDuplicate: true },
      { now: opened },
    );
    expect(await balanceOf(code.id)).toBe(0);
    const next = await startPayment(
      db,
      demoProvider,
      { ...retreat(code.code, owner), idempotencyKey: crypto.randomUUID(), allowDuplicate: true },
      { now: lapsed },
    );
    expect(next).toMatchObject({ state: 'open', amountPaise: DOUBLE - CREDIT });
    expect(await balanceOf(code.id)).toBe(0);
    expect(await standingUses(code.id)).toHaveLength(1);
  });

  it('a credit is refused to another e-mail', async () => {
    const code = await credit('Owner.Guest@Example.org');
    const before = (await db.select().from(paymentOrders)).length;
    const refused = await refusal(startOpen(db, demoProvider, retreat(code.code, 'someone.else@example.org')));
    expect(refused).toMatchObject({ status: 409, message: PROMO_MESSAGES.notYours });
    expect(await db.select().from(paymentOrders)).toHaveLength(before);

    const quote = (email?: string) => quotePromo(db, { kind: 'retreat', occupancy: 'double', guests: 1, promoCode: code.code, email });
    // Before an e-mail is typed, the preview asks for it and shows nothing of the balance.
    expect(await quote()).toEqual({ ok: false, error: PROMO_MESSAGES.creditNeedsEmail, listPaise: DOUBLE, amountPaise: DOUBLE });
    expect(await quote('someone.else@example.org')).toEqual({
      ok: false,
      error: PROMO_MESSAGES.notYours,
      listPaise: DOUBLE,
      amountPaise: DOUBLE,
    });
    expect(await quote('owner.guest@example.org')).toMatchObject({ ok: true, discountPaise: CREDIT, amountPaise: DOUBLE - CREDIT });

    const owned = await startOpen(db, demoProvider, retreat(code.code, ' OWNER.GUEST@example.org '));
    expect(owned.amountPaise).toBe(DOUBLE - CREDIT);
    const { booking } = await confirmPaidOrder(db, { providerOrderId: owned.providerOrderId, paymentId: `pay_${crypto.randomUUID()}` });
    expect(booking).toMatchObject({ discountNotApplied: false, duePaise: 0 });
  });
});
