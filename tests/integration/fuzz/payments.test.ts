import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { checkoutSignature, webhookSignature } from '#server/provider/signatures.ts';
import { zonedInstant } from '#server/zoned-time.ts';
import { TIME_ZONE } from '../../support/factories.ts';
import { type FakeRazorpay, startFakeRazorpay } from '../../support/fake-razorpay.ts';
import { roomTypeId } from '../../support/paid-orders.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createTherapyScene } from '../../support/therapies.ts';
import { createFuzzer, type Fuzzer, runs, timeout } from './fuzzer.ts';
import { deepJson, hostileJson, hostileText, jsonBody } from './hostile.ts';
import { badBookings, badPaymentOrders, overlappingAppointments } from './invariants.ts';

// The payment endpoints with the live provider's code against the fake Razorpay: orders go to it over
// HTTP, checkout answers and webhooks are signed with its secrets, so hostile values get past the
// signature checks to the parsing and the confirmation. (The demo checkout is fuzzed in public-forms.)

const KEYS = { keyId: 'rzp_test_fuzz', keySecret: 'fuzz key secret' };
const WEBHOOK_SECRET = 'fuzz webhook secret';
let razorpay: FakeRazorpay;
let app: TestApp;
let fuzz: Fuzzer;
const orders: { id: string; amount: number }[] = [];

const customer = { name: 'Asha Rao', email: 'asha@example.org', mobile: '+91 98765 43210' };
/** Mostly JSON as the checkout sends it; sometimes a form, plain text or nothing at all. */
const contentType = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 8 },
  { arbitrary: fc.constantFrom('application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data', ''), weight: 1 },
);

let gardenRoom = '';

beforeAll(async () => {
  razorpay = await startFakeRazorpay(KEYS);
  app = await startTestApp({
    env: {
      RAZORPAY_KEY_ID: KEYS.keyId,
      RAZORPAY_KEY_SECRET: KEYS.keySecret,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_BASE: razorpay.url,
    },
  });
  fuzz = await createFuzzer(app, 'payments');
  gardenRoom = await roomTypeId(app.database.db);
  // Many open orders: the first good answer or event for an order settles it, and a settled order ignores the rest.
  for (let n = 0; n < 100; n += 1) {
    const body = JSON.stringify({
      kind: 'retreat',
      idempotencyKey: crypto.randomUUID(),
      occupancy: n % 2 ? 'double' : 'single',
      // A date of its own each (or two sharing a night): the retreat's eight Garden Rooms would run out on one date.
      startDate: addDays(todayIn(TIME_ZONE), 5 + n),
      customer,
    });
    const answer = await fuzz.send({ path: '/api/payments/orders', resource: true, body, contentType: 'application/json' });
    expect(answer.status).toBe(200);
    const { id, amount } = JSON.parse(answer.text) as { id: string; amount: number };
    orders.push({ id, amount });
  }
});

afterAll(async () => {
  fuzz?.report();
  await app?.close();
  await razorpay?.close();
});

/** A webhook body like Razorpay's for one of our orders, the payment entity bent by the fuzz; sometimes the whole body too. */
function hostileEvent(order: { id: string; amount: number }) {
  const entity = hostileJson({
    id: 'pay_AbCdEfGh123456',
    entity: 'payment',
    order_id: order.id,
    amount: order.amount,
    currency: 'INR',
    status: 'captured',
    error_description: 'Declined',
  });
  const kind = fc.oneof(
    { arbitrary: fc.constantFrom('payment.captured', 'order.paid', 'payment.failed', 'refund.created'), weight: 4 },
    { arbitrary: hostileText, weight: 1 },
  );
  const event = fc.record({ kind, entity }).map(({ kind, entity }) => ({
    entity: 'event',
    event: kind,
    contains: ['payment'],
    payload: { payment: { entity } },
    created_at: 1_700_000_000,
  }));
  return fc.oneof({ arbitrary: event, weight: 4 }, { arbitrary: event.chain((body) => hostileJson(body)), weight: 1 });
}

describe('payment endpoints take any input without a server error', { timeout: timeout() }, () => {
  it('create order, for the retreat and the stay', async () => {
    const today = todayIn(TIME_ZONE);
    const retreat = jsonBody({
      kind: 'retreat',
      idempotencyKey: crypto.randomUUID(),
      occupancy: 'double',
      startDate: addDays(today, 5),
      customer,
      website: '',
    });
    const stay = jsonBody({
      kind: 'stay',
      idempotencyKey: crypto.randomUUID(),
      checkIn: addDays(today, 3),
      checkOut: addDays(today, 6),
      adults: 2,
      promoCode: 'SPRING',
      roomTypeId: gardenRoom,
      customer,
      amount: 1,
    });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(retreat, stay),
        contentType,
        fc.constantFrom('POST', 'POST', 'POST', 'GET', 'PUT'),
        async (body, type, method) => {
          await fuzz.check({
            path: '/api/payments/orders',
            resource: true,
            ...(method === 'GET' ? { method } : { method, body, contentType: type }),
          });
        },
      ),
      { numRuns: runs(1000) },
    );
    await fuzz.expectNoBadRows('payment_orders', badPaymentOrders);
  });

  it('create order, for a therapy at a time of the coming weeks', async () => {
    const scene = await createTherapyScene(app.database.db);
    fuzz.forgetWrites();
    const today = todayIn(TIME_ZONE);
    // Starts on the hour and between, inside the practitioners' hours, in their break and outside them.
    const body = fc.tuple(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 95 }), fc.boolean()).chain(([days, quarter, chosen]) =>
      jsonBody({
        kind: 'appointment',
        idempotencyKey: crypto.randomUUID(),
        serviceId: scene.serviceId,
        startsAt: zonedInstant(addDays(today, days), quarter * 15, TIME_ZONE).toISOString(),
        practitionerId: chosen ? scene.practitionerIds[0] : null,
        customer,
        amount: 1,
      }),
    );
    await fc.assert(
      fc.asyncProperty(body, contentType, async (json, type) => {
        await fuzz.check({ path: '/api/payments/orders', resource: true, method: 'POST', body: json, contentType: type });
      }),
      { numRuns: runs(500) },
    );
    await fuzz.expectNoBadRows('payment_orders', badPaymentOrders);
    await fuzz.expectNoBadRows('appointments', overlappingAppointments);
  });

  it('verify the checkout answer', async () => {
    // Good signatures for our orders, so that some answers reach the confirmation itself.
    const signed = fc
      .record({ order: fc.constantFrom(...orders), paymentId: fc.stringMatching(/^pay_[A-Za-z0-9]{14}$/) })
      .map(({ order, paymentId }) => ({
        razorpay_order_id: order.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: checkoutSignature(order.id, paymentId, KEYS.keySecret),
      }));
    const body = fc.oneof(
      signed.map((answer) => JSON.stringify(answer)),
      signed.chain((answer) => jsonBody(answer)),
    );
    await fc.assert(
      fc.asyncProperty(body, contentType, async (answer, type) => {
        await fuzz.check({ path: '/api/payments/verify', resource: true, body: answer, contentType: type });
      }),
      { numRuns: runs(600) },
    );
    await fuzz.expectNoBadRows('bookings', badBookings);
  });

  it('webhook: signed hostile events, and unsigned or mis-signed ones', async () => {
    const event = fc.constantFrom(...orders).chain(hostileEvent);
    const raw = fc.oneof(
      { arbitrary: event.map((body) => JSON.stringify(body) ?? ''), weight: 12 },
      { arbitrary: hostileText, weight: 2 },
      { arbitrary: deepJson, weight: 1 },
    );
    const signing = fc.constantFrom('good', 'good', 'good', 'good', 'good', 'none', 'wrong', 'uppercase');
    // Mostly a new event id each delivery (a known one is answered 'duplicate' without being read), sometimes a redelivery.
    const eventId = fc.option(
      fc.oneof(
        { arbitrary: fc.constant('evt_'), weight: 6 },
        { arbitrary: fc.constant('evt_redelivered'), weight: 1 },
        { arbitrary: hostileText.map((text) => text.slice(0, 500)), weight: 3 },
      ),
      { nil: undefined },
    );
    let delivery = 0;
    await fc.assert(
      fc.asyncProperty(raw, signing, eventId, async (body, how, prefix) => {
        delivery += 1;
        const id = prefix === undefined || prefix === 'evt_redelivered' ? prefix : `${prefix}${delivery}`;
        const good = webhookSignature(body, WEBHOOK_SECRET);
        const signature = {
          good,
          none: undefined,
          wrong: good.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
          uppercase: good.toUpperCase(),
        }[how];
        const headers: Record<string, string> = {};
        if (signature) headers['x-razorpay-signature'] = signature;
        // Header values are ByteStrings: what cannot travel in one is sent %-escaped, as a proxy might.
        if (id !== undefined) headers['x-razorpay-event-id'] = encodeURIComponent(id.toWellFormed());
        await fuzz.check({ path: '/api/payments/razorpay/webhook', resource: true, body, contentType: 'application/json', headers });
      }),
      { numRuns: runs(700) },
    );
    await fuzz.expectNoBadRows('bookings', badBookings);
  });
});
