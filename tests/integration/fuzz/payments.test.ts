import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { checkoutSignature } from '#server/payments/signatures.ts';
import { TIME_ZONE } from '../../support/factories.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createFuzzer, runs, timeout, type Fuzzer } from './fuzzer.ts';
import { deepJson, hostileJson, hostileText, jsonBody, wrongJson } from './hostile.ts';
import { badBookings, badPaymentOrders } from './invariants.ts';

// The payment endpoints with the demo checkout: JSON in, JSON out, never trusting a field it sent.

const SECRET = 'fuzz demo payment secret';
let app: TestApp;
let fuzz: Fuzzer;
const orderIds: string[] = [];

const customer = { name: 'Asha Rao', email: 'asha@example.org', mobile: '+91 98765 43210' };
const json = (body: unknown) => ({ body: JSON.stringify(body) ?? 'null', contentType: 'application/json' });
/** Mostly JSON as the checkout sends it; sometimes a form, plain text or nothing at all. */
const contentType = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 8 },
  { arbitrary: fc.constantFrom('application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data', ''), weight: 1 },
);

beforeAll(async () => {
  app = await startTestApp({ env: { DEMO_PAYMENT_SECRET: SECRET } });
  fuzz = await createFuzzer(app, 'payments');
  // Orders the verify and demo fuzz can name.
  for (const occupancy of ['double', 'single']) {
    const answer = await fuzz.send({
      path: '/api/payments/orders',
      resource: true,
      ...json({ kind: 'retreat', occupancy, startDate: addDays(todayIn(TIME_ZONE), 5), customer }),
    });
    expect(answer.status).toBe(200);
    orderIds.push((JSON.parse(answer.text) as { id: string }).id);
  }
});

afterAll(async () => {
  fuzz?.report();
  await app?.close();
});

describe('payment endpoints take any input without a server error', { timeout: timeout() }, () => {
  it('create order, for the retreat and the stay', async () => {
    const today = todayIn(TIME_ZONE);
    const retreat = jsonBody({ kind: 'retreat', occupancy: 'double', startDate: addDays(today, 5), customer, website: '' });
    const stay = jsonBody({ kind: 'stay', checkIn: addDays(today, 3), checkOut: addDays(today, 6), adults: 2, promoCode: 'SPRING', customer, amount: 1 });
    await fc.assert(
      fc.asyncProperty(fc.oneof(retreat, stay), contentType, async (body, type) => {
        await fuzz.check({ path: '/api/payments/orders', resource: true, body, contentType: type });
      }),
      { numRuns: runs(800) },
    );
    await fuzz.expectNoBadRows('payment_orders', badPaymentOrders);
  });

  it('verify the checkout answer', async () => {
    // Good signatures for the orders made above, so that some answers reach the confirmation itself.
    const signed = fc.record({ orderId: fc.constantFrom(...orderIds), paymentId: fc.stringMatching(/^pay_[A-Za-z0-9]{4,20}$/) }).map(({ orderId, paymentId }) => ({
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature(orderId, paymentId, SECRET),
    }));
    const body = fc.oneof(signed.map((answer) => JSON.stringify(answer)), signed.chain((answer) => jsonBody(answer)));
    await fc.assert(
      fc.asyncProperty(body, contentType, async (answer, type) => {
        await fuzz.check({ path: '/api/payments/verify', resource: true, body: answer, contentType: type });
      }),
      { numRuns: runs(500) },
    );
    await fuzz.expectNoBadRows('bookings', badBookings);
  });

  it('demo checkout buttons', async () => {
    const body = fc.oneof(
      jsonBody({ orderId: orderIds[0]!, outcome: 'fail' }),
      fc.record({ orderId: fc.oneof(fc.constantFrom(...orderIds), hostileText), outcome: fc.oneof(fc.constantFrom('pay', 'fail'), wrongJson) }).map((answer) => JSON.stringify(answer)),
      deepJson,
    );
    await fc.assert(
      fc.asyncProperty(body, contentType, fc.constantFrom('POST', 'GET', 'PUT', 'DELETE'), async (answer, type, method) => {
        const request = method === 'GET' ? { method } : { method, body: answer, contentType: type };
        await fuzz.check({ path: '/api/payments/demo', resource: true, ...request });
      }),
      { numRuns: runs(500) },
    );
  });
});
