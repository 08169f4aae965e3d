import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { stay as stayContent } from '#app/content/stay.ts';
import { addMonths } from '#app/lib/booking-window.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { priceText } from '#app/lib/money.ts';
import { CHECKOUT_MESSAGES } from '#app/lib/payment-messages.ts';
import { promoNote } from '#app/lib/promo.ts';
import { retreatQuote } from '#app/lib/retreat-quote.ts';
import { managePath } from '#server/bookings/manage-link.ts';
import { bookings, paymentOrders } from '#server/db/schema.ts';
import { Refusal } from '#server/refusal.ts';
import { setRoomCount } from '#server/rooms/units.ts';
import type { TestDatabase } from '#tests/support/database.ts';
import { TIME_ZONE } from '#tests/support/factories.ts';
import { type FakeRazorpay, startFakeRazorpay } from '#tests/support/fake-razorpay.ts';
import { roomTypeId as roomTypeIdOf, startOpen } from '#tests/support/paid-orders.ts';
import { openPaymentSuite } from '#tests/support/payment-suite.ts';
import { createPromoCode, uniqueCode } from '#tests/support/promo-codes.ts';
import { createDemoProvider, signDemoPayment } from '../provider/demo.ts';
import { createRazorpayProvider } from '../provider/razorpay.ts';
import { InvalidProviderResponse, type PaymentProvider, ProviderAuthError, ProviderUnavailable } from '../provider/types.ts';
import { DuplicateBooking, type PaymentRequest, startPayment } from './checkout.ts';
import { confirmPaidOrder, PaymentMismatch, UnknownPaymentOrder } from './confirm.ts';
import { RECONCILE_LOCK, reconcileOrders } from './reconcile.ts';
import { expireAbandonedOrders, markOrderFailed } from './unpaid.ts';

// What the retreat costs comes from the content's figures through the one quote (its sums are checked in
// server/bookings/pricing.test.ts); these tests check that orders charge and record exactly that.
const retreatPaise = (occupancy: 'double' | 'single', guests = 1) => retreatQuote(occupancy, guests).amountPaise;
const DOUBLE = retreatPaise('double');
const SINGLE = retreatPaise('single');
const COUPLE = retreatPaise('double', 2);
/** The stay these tests book: 2 nights for 3 adults at the content's rate. */
const STAY = stayContent.nightlyRatePerAdultRupees * 100 * 2 * 3;

const KEYS = { keyId: 'rzp_test_fakekey0001', keySecret: 'fake-key-secret', webhookSecret: 'fake-webhook-secret' };
const customer = { name: 'Asha Rao', email: 'asha@example.org', phone: '+91 91234 56789' };

let database: TestDatabase;
let fake: FakeRazorpay;
let razorpay: PaymentProvider;

let roomTypeId: string;

openPaymentSuite(KEYS, (suite) => ({ database, fake, razorpay } = suite));
beforeAll(async () => {
  // These tests are about payments, not inventory (server/rooms has its own): rooms never run out here.
  await setRoomCount(database.db, 1000);
  roomTypeId = await roomTypeIdOf(database.db, 'River Cottage');
});

// Dates well inside the bookable window (from today to 18 months ahead), whenever the tests run.
const today = todayIn(TIME_ZONE);
const retreatStart = addDays(today, 48);
const checkIn = addDays(today, 70);
const checkOut = addDays(checkIn, 2);
const retreat = (
  occupancy: 'double' | 'single',
  extra: Partial<Extract<PaymentRequest, { kind: 'retreat' }>> = {},
): Extract<PaymentRequest, { kind: 'retreat' }> => ({
  kind: 'retreat',
  occupancy,
  startDate: retreatStart,
  guests: 1,
  customer,
  idempotencyKey: crypto.randomUUID(),
  ...extra,
});
const stay = (extra: Partial<Extract<PaymentRequest, { kind: 'stay' }>> = {}): PaymentRequest => ({
  kind: 'stay',
  checkIn,
  checkOut,
  adults: 3,
  roomTypeId,
  customer,
  idempotencyKey: crypto.randomUUID(),
  ...extra,
});

/** The amount of the last order the fake was asked to create. */
function lastChargedAmount(): unknown {
  const created = fake.requests.filter((request) => request.method === 'POST' && request.path === '/v1/orders');
  return (created.at(-1)?.body as { amount?: unknown } | undefined)?.amount;
}

async function orderRow(id: string) {
  const [row] = await database.db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  return row;
}

async function bookingsFor(providerOrderId: string) {
  return database.db.select().from(bookings).where(eq(bookings.orderId, providerOrderId));
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (reason: unknown) => reason,
  );
}

const label = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

describe(`startPayment with Razorpay (${label})`, () => {
  it('charges the server price of the retreat, double and single', async () => {
    const double = await startOpen(database.db, razorpay, retreat('double'));
    expect(lastChargedAmount()).toBe(DOUBLE);
    expect(double).toMatchObject({ amountPaise: DOUBLE, currency: 'INR', keyId: KEYS.keyId });
    expect(fake.orders.get(double.providerOrderId)?.receipt).toBe(double.paymentOrderId.replaceAll('-', ''));
    expect(fake.orders.get(double.providerOrderId)?.notes).toEqual({ paymentOrderId: double.paymentOrderId, kind: 'retreat' });

    const single = await startOpen(database.db, razorpay, retreat('single'));
    expect(lastChargedAmount()).toBe(SINGLE);
    expect(await orderRow(single.paymentOrderId)).toMatchObject({
      state: 'created',
      provider: 'razorpay',
      providerOrderId: single.providerOrderId,
      amountPaise: SINGLE,
      details: { kind: 'retreat', occupancy: 'single', startDate: retreatStart },
    });
  });

  it('charges the rate for 2 nights and 3 adults, ignoring an amount the request carries', async () => {
    const tampered = Object.assign(stay(), { amountPaise: 100, amount: 100, discountPaise: STAY });
    const started = await startOpen(database.db, razorpay, tampered);
    expect(lastChargedAmount()).toBe(STAY);
    expect(started.amountPaise).toBe(STAY);

    const tamperedRetreat = Object.assign(retreat('double'), { amountPaise: 100 });
    await startOpen(database.db, razorpay, tamperedRetreat);
    expect(lastChargedAmount()).toBe(DOUBLE);
  });

  it('refuses what cannot be priced before asking the provider', async () => {
    const before = fake.requests.length;
    await expect(startOpen(database.db, razorpay, stay({ adults: 9 }))).rejects.toThrow('Adults must be between 1 and 8.');
    await expect(startOpen(database.db, razorpay, stay({ checkOut: checkIn }))).rejects.toThrow(
      'Check-out date must be after check-in date',
    );
    await expect(startOpen(database.db, razorpay, { ...retreat('double'), startDate: 'soon' })).rejects.toThrow(/start date/);
    expect(fake.requests.length).toBe(before);
  });

  it('refuses a stay before today, a retreat before tomorrow, and either beyond the horizon: 400, nothing stored, the provider not asked', async () => {
    const ordersBefore = (await database.db.select().from(paymentOrders)).length;
    const asked = fake.requests.length;
    // Beyond the horizon by a month, so that the test holds even if the date turns while it runs.
    const tooFar = addMonths(addMonths(today, 18), 1);
    const refused: [PaymentRequest, RegExp][] = [
      [stay({ checkIn: '2000-01-01', checkOut: '2000-01-03' }), /check-in date from today onwards/],
      [stay({ checkIn: addDays(today, -1), checkOut: addDays(today, 1) }), /check-in date from today onwards/],
      [stay({ checkIn: tooFar, checkOut: addDays(tooFar, 2) }), /up to 18 months ahead/],
      [{ ...retreat('double'), startDate: '1900-01-01' }, /start date from tomorrow onwards/],
      [{ ...retreat('double'), startDate: addDays(today, -1) }, /start date from tomorrow onwards/],
      [{ ...retreat('double'), startDate: tooFar }, /up to 18 months ahead/],
    ];
    for (const [request, message] of refused) {
      const error = await rejection(startPayment(database.db, razorpay, request));
      expect(error, JSON.stringify(request)).toBeInstanceOf(Refusal);
      expect((error as Refusal).status).toBe(400);
      expect((error as Refusal).message).toMatch(message);
    }
    expect(await database.db.select().from(paymentOrders)).toHaveLength(ordersBefore);
    expect(fake.requests.length).toBe(asked);
  });

  it('turns a 401 from order creation into ProviderAuthError and marks the order failed', async () => {
    fake.failNextWith(401);
    const error = await rejection(startOpen(database.db, razorpay, retreat('double')));
    expect(error).toBeInstanceOf(ProviderAuthError);
    const failed = await database.db.select().from(paymentOrders).where(eq(paymentOrders.state, 'failed'));
    expect(failed).toEqual([
      expect.objectContaining({ failureReason: expect.stringMatching(/^ProviderAuthError/), providerOrderId: null }),
    ]);
  });

  it('refuses wrong credentials the same way', async () => {
    const wrong = createRazorpayProvider({ ...KEYS, keySecret: 'not-the-secret', apiBase: fake.url });
    expect(await rejection(startOpen(database.db, wrong, retreat('double')))).toBeInstanceOf(ProviderAuthError);
  });

  it('turns a 5xx into ProviderUnavailable', async () => {
    fake.failNextWith(503);
    expect(await rejection(startOpen(database.db, razorpay, retreat('double')))).toBeInstanceOf(ProviderUnavailable);
  });

  it('turns a provider that is down into ProviderUnavailable and leaves no order in state created', async () => {
    const down = await startFakeRazorpay(KEYS);
    await down.close();
    const provider = createRazorpayProvider({ ...KEYS, apiBase: down.url });
    const createdBefore = await database.db.select().from(paymentOrders).where(eq(paymentOrders.state, 'created'));

    expect(await rejection(startOpen(database.db, provider, stay()))).toBeInstanceOf(ProviderUnavailable);

    const createdAfter = await database.db.select().from(paymentOrders).where(eq(paymentOrders.state, 'created'));
    expect(createdAfter.map((row) => row.id).sort()).toEqual(createdBefore.map((row) => row.id).sort());
  });

  it('refuses an order response without an id, amount or currency', async () => {
    const incomplete = createRazorpayProvider({
      ...KEYS,
      apiBase: fake.url,
      fetch: async () => new Response(JSON.stringify({ id: 'order_x' }), { status: 200 }),
    });
    expect(await rejection(startOpen(database.db, incomplete, retreat('double')))).toBeInstanceOf(InvalidProviderResponse);
  });
});

describe(`confirmPaidOrder (${label})`, () => {
  it('refuses a forged checkout signature', async () => {
    const started = await startOpen(database.db, razorpay, retreat('double'));
    const { paymentId, signature } = fake.capturePayment(started.providerOrderId);
    expect(razorpay.verifyCheckout(started.providerOrderId, paymentId, signature)).toBe(true);
    expect(
      razorpay.verifyCheckout(
        started.providerOrderId,
        paymentId,
        signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
      ),
    ).toBe(false);
    expect(razorpay.verifyCheckout(started.providerOrderId, paymentId, 'forged')).toBe(false);
    // A genuine signature for another order does not pay this one.
    const other = await startOpen(database.db, razorpay, retreat('double'));
    expect(razorpay.verifyCheckout(other.providerOrderId, paymentId, signature)).toBe(false);
    expect(await bookingsFor(started.providerOrderId)).toHaveLength(0);
  });

  it('writes one confirmed retreat booking, and returns it again when confirmed twice', async () => {
    const started = await startOpen(database.db, razorpay, retreat('single'));
    const { paymentId } = fake.capturePayment(started.providerOrderId);

    const first = await confirmPaidOrder(database.db, { providerOrderId: started.providerOrderId, paymentId });
    const second = await confirmPaidOrder(database.db, { providerOrderId: started.providerOrderId, paymentId });

    expect(first.alreadyConfirmed).toBe(false);
    expect(second).toMatchObject({ alreadyConfirmed: true, booking: { id: first.booking.id } });
    expect(await bookingsFor(started.providerOrderId)).toEqual([
      expect.objectContaining({
        eventId: null,
        eventTitle: 'Rejuvenation retreat (3 days)',
        eventDate: retreatStart,
        selectedSlot: `${retreatStart} to ${addDays(retreatStart, 2)}`,
        price: priceText(SINGLE),
        customerName: 'Asha Rao',
        customerEmail: 'asha@example.org',
        customerPhone: '+91 91234 56789',
        status: 'confirmed',
        notes: expect.stringMatching(/single occupancy/i),
        paymentId,
        orderId: started.providerOrderId,
      }),
    ]);
    expect(await orderRow(started.paymentOrderId)).toMatchObject({
      state: 'paid',
      paymentId,
      bookingId: first.booking.id,
      paidAt: expect.any(Date),
    });
  });

  it('confirmed concurrently, still writes exactly one booking', async () => {
    const started = await startOpen(database.db, razorpay, stay());
    const { paymentId } = fake.capturePayment(started.providerOrderId);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => confirmPaidOrder(database.db, { providerOrderId: started.providerOrderId, paymentId })),
    );
    expect(new Set(results.map((result) => result.booking.id)).size).toBe(1);
    expect(results.filter((result) => !result.alreadyConfirmed)).toHaveLength(1);
    expect(await bookingsFor(started.providerOrderId)).toHaveLength(1);
  });

  it('records the stay with its dates, adults, nights and promo code, and charges the code’s discount', async () => {
    const code = await createPromoCode(database.db, { code: uniqueCode('MONSOON'), percentOff: 10, appliesTo: ['stay'] });
    const started = await startOpen(database.db, razorpay, stay({ promoCode: ` ${code.code} ` }));
    expect(lastChargedAmount()).toBe(STAY - STAY / 10);
    const { booking } = await confirmPaidOrder(database.db, { providerOrderId: started.providerOrderId, paymentId: 'pay_stay0000000001' });
    expect(booking).toMatchObject({
      eventTitle: 'Stay',
      eventDate: checkIn,
      selectedSlot: `${checkIn} to ${checkOut}`,
      price: priceText(STAY - STAY / 10),
      status: 'confirmed',
    });
    expect(booking.notes).toContain('Adults: 3');
    expect(booking.notes).toContain('Nights: 2');
    expect(booking.notes).toContain(promoNote(code.code, STAY / 10));
  });

  it('refuses a payment of another amount or currency with PaymentMismatch and writes no booking', async () => {
    const started = await startOpen(database.db, razorpay, retreat('double'));
    const { paymentId } = fake.capturePayment(started.providerOrderId, 100);
    const error = await rejection(
      confirmPaidOrder(database.db, { providerOrderId: started.providerOrderId, paymentId, amountPaise: 100, currency: 'INR' }),
    );
    expect(error).toBeInstanceOf(PaymentMismatch);
    expect(
      await rejection(
        confirmPaidOrder(database.db, { providerOrderId: started.providerOrderId, paymentId, amountPaise: DOUBLE, currency: 'USD' }),
      ),
    ).toBeInstanceOf(PaymentMismatch);
    expect(await bookingsFor(started.providerOrderId)).toHaveLength(0);
    expect((await orderRow(started.paymentOrderId))?.state).toBe('created');
  });

  it('refuses an order id it never created', async () => {
    expect(await rejection(confirmPaidOrder(database.db, { providerOrderId: 'order_unknown0000', paymentId: 'pay_x' }))).toBeInstanceOf(
      UnknownPaymentOrder,
    );
  });

  it('never turns a paid order into failed or expired', async () => {
    const started = await startOpen(database.db, razorpay, retreat('double'));
    const { paymentId } = fake.capturePayment(started.providerOrderId);
    await confirmPaidOrder(database.db, { providerOrderId: started.providerOrderId, paymentId });

    expect(await markOrderFailed(database.db, started.providerOrderId, 'late payment.failed')).toBe(false);
    await expireAbandonedOrders(database.db, new Date(Date.now() + 48 * 3_600_000));
    expect(await orderRow(started.paymentOrderId)).toMatchObject({ state: 'paid', failureReason: null });
  });

  it('lets a later successful attempt pay an order whose first attempt failed', async () => {
    const started = await startOpen(database.db, razorpay, retreat('double'));
    expect(await markOrderFailed(database.db, started.providerOrderId, 'Card declined')).toBe(true);
    const { paymentId } = fake.capturePayment(started.providerOrderId);
    const { booking } = await confirmPaidOrder(database.db, {
      providerOrderId: started.providerOrderId,
      paymentId,
      amountPaise: DOUBLE,
      currency: 'INR',
    });
    expect(booking.status).toBe('confirmed');
    expect(await orderRow(started.paymentOrderId)).toMatchObject({ state: 'paid', failureReason: null });
  });
});

describe(`reconcileOrders and expiry (${label})`, () => {
  it('confirms an order whose webhook never came, once it is 15 minutes old', async () => {
    const started = await startOpen(database.db, razorpay, stay({ adults: 1 }));
    const { paymentId } = fake.capturePayment(started.providerOrderId);

    const early = await reconcileOrders(database.db, razorpay, new Date(Date.now() + 5 * 60_000));
    expect(early.ran).toBe(true);
    expect(await bookingsFor(started.providerOrderId)).toHaveLength(0);

    const report = await reconcileOrders(database.db, razorpay, new Date(Date.now() + 16 * 60_000));
    expect(report.confirmed).toBeGreaterThanOrEqual(1);
    expect(await bookingsFor(started.providerOrderId)).toEqual([
      expect.objectContaining({ status: 'confirmed', paymentId, price: priceText(stayContent.nightlyRatePerAdultRupees * 100 * 2) }),
    ]);
    expect((await orderRow(started.paymentOrderId))?.state).toBe('paid');

    // Running again changes nothing.
    await reconcileOrders(database.db, razorpay, new Date(Date.now() + 17 * 60_000));
    expect(await bookingsFor(started.providerOrderId)).toHaveLength(1);
  });

  // Two processes need two connections; PGlite has one, so this case exists only in the PostgreSQL run (CI does it).
  const postgresOnly = label === 'postgres' ? it : () => {};
  postgresOnly('skips while another process holds the reconciliation lock', async () => {
    const started = await startOpen(database.db, razorpay, retreat('double'));
    fake.capturePayment(started.providerOrderId);
    const later = new Date(Date.now() + 16 * 60_000);
    // Another pooled connection stands in for another process running the job.
    const report = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${RECONCILE_LOCK})`);
      return reconcileOrders(database.db, razorpay, later);
    });
    expect(report).toMatchObject({ ran: false, checked: 0 });
    expect(await bookingsFor(started.providerOrderId)).toHaveLength(0);
    expect((await reconcileOrders(database.db, razorpay, later)).ran).toBe(true);
    expect(await bookingsFor(started.providerOrderId)).toHaveLength(1);
  });

  it('expires orders abandoned for 24 hours, and only those', async () => {
    const abandoned = await startOpen(database.db, razorpay, retreat('double'));

    expect(await expireAbandonedOrders(database.db, new Date(Date.now() + 23 * 3_600_000))).toBe(0);
    expect((await orderRow(abandoned.paymentOrderId))?.state).toBe('created');

    const report = await reconcileOrders(database.db, razorpay, new Date(Date.now() + 25 * 3_600_000));
    expect(report.expired).toBeGreaterThanOrEqual(1);
    expect((await orderRow(abandoned.paymentOrderId))?.state).toBe('expired');
    expect(await bookingsFor(abandoned.providerOrderId)).toHaveLength(0);
  });
});

describe(`demo provider (${label})`, () => {
  const demo = createDemoProvider({ secret: 'demo-secret' });

  it('goes through the same path: server price, signed answer, confirmed booking', async () => {
    const started = await startOpen(database.db, demo, Object.assign(retreat('double'), { amountPaise: 1 }));
    expect(started).toMatchObject({ amountPaise: DOUBLE, keyId: 'demo', providerOrderId: expect.stringMatching(/^order_demo_/) });

    const answer = signDemoPayment(started.providerOrderId, 'demo-secret');
    expect(answer.paymentId).toMatch(/^pay_demo_/);
    expect(demo.verifyCheckout(started.providerOrderId, answer.paymentId, answer.signature)).toBe(true);
    expect(
      demo.verifyCheckout(started.providerOrderId, answer.paymentId, signDemoPayment(started.providerOrderId, 'other').signature),
    ).toBe(false);

    const { booking } = await confirmPaidOrder(database.db, { providerOrderId: started.providerOrderId, paymentId: answer.paymentId });
    expect(booking).toMatchObject({ status: 'confirmed', price: priceText(DOUBLE), orderId: started.providerOrderId });
    expect((await orderRow(started.paymentOrderId))?.provider).toBe('demo');
  });
});

describe(`one payment per checkout (${label})`, () => {
  const ordersCreated = () => fake.requests.filter((request) => request.method === 'POST' && request.path === '/v1/orders').length;
  const guest = (email: string) => ({ ...customer, email });

  it('gives the first order again for the same idempotency key, and asks Razorpay once', async () => {
    const request = retreat('double', { customer: guest('same-key@example.org') });
    const before = ordersCreated();
    const first = await startPayment(database.db, razorpay, request);
    const again = await startPayment(database.db, razorpay, request);
    expect(first.state).toBe('open');
    expect(again).toEqual(first);
    expect(ordersCreated()).toBe(before + 1);
    expect(await database.db.select().from(paymentOrders).where(eq(paymentOrders.idempotencyKey, request.idempotencyKey))).toHaveLength(1);
  });

  it('answers a paid key with its booking and never creates another Razorpay order', async () => {
    const request = stay({ customer: guest('paid-key@example.org') });
    const started = await startOpen(database.db, razorpay, request);
    const { paymentId } = fake.capturePayment(started.providerOrderId);
    const { booking } = await confirmPaidOrder(database.db, { providerOrderId: started.providerOrderId, paymentId });

    const before = ordersCreated();
    const again = await startPayment(database.db, razorpay, request);
    expect(again).toMatchObject({
      state: 'paid',
      booking: { id: booking.id, reference: expect.stringMatching(/^SKN-[2-9A-HJKMNP-TV-Z]{6}$/) },
    });
    expect(ordersCreated()).toBe(before);
    expect(await bookingsFor(started.providerOrderId)).toHaveLength(1);
  });

  it('stores one order when the same key arrives twice at once', async () => {
    const request = retreat('single', { customer: guest('twice-at-once@example.org') });
    const results = await Promise.allSettled([startPayment(database.db, razorpay, request), startPayment(database.db, razorpay, request)]);
    expect(results.some((result) => result.status === 'fulfilled')).toBe(true);
    for (const result of results)
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ status: 409, message: CHECKOUT_MESSAGES.preparing });
    expect(await database.db.select().from(paymentOrders).where(eq(paymentOrders.idempotencyKey, request.idempotencyKey))).toHaveLength(1);
  });

  it('refuses the key of one checkout for other details', async () => {
    const request = retreat('double', { customer: guest('other-details@example.org') });
    await startPayment(database.db, razorpay, request);
    const before = ordersCreated();
    await expect(startPayment(database.db, razorpay, { ...request, guests: 2 })).rejects.toThrow(CHECKOUT_MESSAGES.otherDetails);
    expect(ordersCreated()).toBe(before);
  });

  it('charges twice the per-person price for two guests sharing a double room, and records both', async () => {
    const started = await startOpen(database.db, razorpay, retreat('double', { guests: 2, customer: guest('couple@example.org') }));
    expect(lastChargedAmount()).toBe(COUPLE);
    const { booking } = await confirmPaidOrder(database.db, { providerOrderId: started.providerOrderId, paymentId: 'pay_couple00000001' });
    expect(booking).toMatchObject({
      price: priceText(COUPLE),
      details: { kind: 'retreat', occupancy: 'double', guests: 2 },
      notes: expect.stringContaining('2 guests'),
    });
    await expect(startOpen(database.db, razorpay, retreat('single', { guests: 2 }))).rejects.toThrow('Single occupancy is for one guest.');
  });

  it('tells a guest who already paid for the same dates, and books another only when asked', async () => {
    const email = 'twice-booked@example.org';
    const first = await startOpen(database.db, razorpay, stay({ customer: guest(email) }));
    const { booking } = await confirmPaidOrder(database.db, { providerOrderId: first.providerOrderId, paymentId: 'pay_first000000001' });

    const before = ordersCreated();
    const refused = await rejection(startPayment(database.db, razorpay, stay({ customer: guest(email.toUpperCase()) }) as PaymentRequest));
    expect(refused).toBeInstanceOf(DuplicateBooking);
    // Named only to a browser that holds the booking's link.
    expect(refused).toMatchObject({ status: 409, message: 'You already have a confirmed booking for these dates.', reference: null });
    const token = (await managePath(booking.id, database.db)).replace('/booking/', '');
    const named = { customer: guest(email), knownBookings: ['forged', token] };
    expect(await rejection(startPayment(database.db, razorpay, stay(named) as PaymentRequest))).toMatchObject({
      status: 409,
      message: `You already have a confirmed booking for these dates (reference ${booking.reference}).`,
      reference: booking.reference,
    });
    expect(ordersCreated()).toBe(before);

    // Other dates, or the guest's explicit choice, go ahead.
    expect((await startPayment(database.db, razorpay, stay({ customer: guest(email), checkOut: addDays(checkOut, 1) }))).state).toBe(
      'open',
    );
    expect((await startPayment(database.db, razorpay, stay({ customer: guest(email), allowDuplicate: true }))).state).toBe('open');
  });
});
