import { type APIRequestContext, expect, test } from '@playwright/test';
import { stay as stayContent } from '../../app/content/stay.ts';
import { addMonths, BOOKING_DATE_MESSAGES } from '../../app/lib/booking-window.ts';
import { addDays, todayIn } from '../../app/lib/dates.ts';
import { priceText } from '../../app/lib/money.ts';
import { retreatQuote } from '../../app/lib/retreat-quote.ts';
import { roomTypeId } from './rooms-helpers.ts';

// The payment endpoints with the demo provider (no Razorpay keys in the test server). They have no
// layout, so they run in the desktop project only.
const api = { tag: '@desktop-only' };
// The retreat's prices, from the content's figures through the one quote the server charges.
const DOUBLE = retreatQuote('double', 1).amountPaise;
const SINGLE = retreatQuote('single', 1).amountPaise;
const start = addDays(todayIn('Asia/Kolkata'), 20);
const customer = (email: string) => ({ name: 'Meera Iyer', email, mobile: '98765 43210' });

async function post(request: APIRequestContext, baseURL: string, path: string, body: unknown) {
  return request.post(path, { headers: { 'Content-Type': 'application/json', Origin: baseURL }, data: JSON.stringify(body) });
}

test('the server prices the order, whatever amount the request carries', api, async ({ request, baseURL }) => {
  const retreat = await post(request, baseURL!, '/api/payments/orders', {
    kind: 'retreat',
    idempotencyKey: crypto.randomUUID(),
    occupancy: 'double',
    startDate: start,
    customer: customer('price.retreat@example.org'),
    amount: 100,
    amountPaise: 100,
  });
  expect(retreat.status()).toBe(200);
  expect(await retreat.json()).toMatchObject({
    amount: DOUBLE,
    currency: 'INR',
    keyId: 'demo',
    provider: 'demo',
    id: expect.stringMatching(/^order_demo_/),
    prefill: { contact: '+919876543210' },
  });

  const single = await post(request, baseURL!, '/api/payments/orders', {
    kind: 'retreat',
    idempotencyKey: crypto.randomUUID(),
    occupancy: 'single',
    startDate: start,
    customer: customer('price.single@example.org'),
  });
  expect((await single.json()).amount).toBe(SINGLE);

  const stay = await post(request, baseURL!, '/api/payments/orders', {
    kind: 'stay',
    idempotencyKey: crypto.randomUUID(),
    checkIn: start,
    checkOut: addDays(start, 2),
    adults: 3,
    roomTypeId: await roomTypeId(request),
    customer: customer('price.stay@example.org'),
  });
  // 2 nights for 3 adults at the content's rate.
  expect((await stay.json()).amount).toBe(stayContent.nightlyRatePerAdultRupees * 100 * 2 * 3);
});

test(
  'paying through the demo checkout confirms exactly one booking, and a replayed answer returns it again',
  api,
  async ({ request, baseURL }) => {
    const email = 'paid.retreat@example.org';
    const order = await (
      await post(request, baseURL!, '/api/payments/orders', {
        kind: 'retreat',
        idempotencyKey: crypto.randomUUID(),
        occupancy: 'double',
        startDate: start,
        customer: customer(email),
      })
    ).json();
    const answer = await (await post(request, baseURL!, '/api/payments/demo', { orderId: order.id, outcome: 'pay' })).json();
    expect(answer).toMatchObject({ razorpay_order_id: order.id, razorpay_payment_id: expect.stringMatching(/^pay_demo_/) });

    const verified = await post(request, baseURL!, '/api/payments/verify', answer);
    expect(verified.status()).toBe(200);
    const body = await verified.json();
    expect(body).toMatchObject({
      success: true,
      message: `Payment successful! Payment ID: ${answer.razorpay_payment_id}. Booking confirmed!`,
    });
    const again = await (await post(request, baseURL!, '/api/payments/verify', answer)).json();
    expect(again.bookingId).toBe(body.bookingId);

    const stored = await (await request.get(`/__test__/bookings?email=${email}`)).json();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      status: 'confirmed',
      paymentId: answer.razorpay_payment_id,
      orderId: order.id,
      price: priceText(DOUBLE),
      eventDate: start,
      eventId: null,
      customerPhone: '98765 43210',
    });
  },
);

test(
  'an order for a stay in the past, a retreat starting before tomorrow, or either beyond the horizon is refused and records nothing',
  api,
  async ({ request, baseURL }) => {
    const email = 'past.order@example.org';
    const today = todayIn('Asia/Kolkata');
    // A month beyond the 18 of the horizon, so that the answer holds even if the date turns meanwhile.
    const tooFar = addMonths(today, 19);
    const garden = await roomTypeId(request);
    const orders: [Record<string, unknown>, string | RegExp][] = [
      [{ kind: 'stay', checkIn: '2000-01-01', checkOut: '2000-01-03', adults: 2, roomTypeId: garden }, BOOKING_DATE_MESSAGES.stayFromToday],
      [
        { kind: 'stay', checkIn: tooFar, checkOut: addDays(tooFar, 2), adults: 2, roomTypeId: garden },
        /^Bookings open up to 18 months ahead\./,
      ],
      [{ kind: 'retreat', occupancy: 'double', startDate: '1900-01-01' }, BOOKING_DATE_MESSAGES.retreatFromTomorrow],
      [{ kind: 'retreat', occupancy: 'double', startDate: today }, BOOKING_DATE_MESSAGES.retreatFromTomorrow],
      [{ kind: 'retreat', occupancy: 'single', startDate: tooFar }, /^Bookings open up to 18 months ahead\./],
    ];
    for (const [order, message] of orders) {
      const response = await post(request, baseURL!, '/api/payments/orders', {
        ...order,
        idempotencyKey: crypto.randomUUID(),
        customer: customer(email),
      });
      expect(response.status(), JSON.stringify(order)).toBe(400);
      const { error } = await response.json();
      if (typeof message === 'string') expect(error).toBe(message);
      else expect(error).toMatch(message);
    }
    expect(await (await request.get(`/__test__/bookings?email=${email}`)).json()).toEqual([]);
  },
);

test('a forged signature is refused with the specification message and books nothing', api, async ({ request, baseURL }) => {
  const email = 'forged@example.org';
  const order = await (
    await post(request, baseURL!, '/api/payments/orders', {
      kind: 'retreat',
      idempotencyKey: crypto.randomUUID(),
      occupancy: 'single',
      startDate: start,
      customer: customer(email),
    })
  ).json();
  const response = await post(request, baseURL!, '/api/payments/verify', {
    razorpay_order_id: order.id,
    razorpay_payment_id: 'pay_forged',
    razorpay_signature: 'a'.repeat(64),
  });
  expect(response.status()).toBe(400);
  expect((await response.json()).message).toBe('Payment verification failed: Invalid signature. Please contact support.');
  expect(await (await request.get(`/__test__/bookings?email=${email}`)).json()).toEqual([]);
});

test('hostile input to the payment endpoints gets a 4xx with a reason, never a 5xx', api, async ({ request, baseURL }) => {
  const garden = await roomTypeId(request);
  // Each order bends one thing of a good one (a real room type, so that a stay is refused for what it bends).
  const retreatOrder = (changes: object) => ({
    kind: 'retreat',
    idempotencyKey: crypto.randomUUID(),
    occupancy: 'double',
    startDate: start,
    customer: customer('h@example.org'),
    ...changes,
  });
  const stayOrder = (changes: object) => ({
    kind: 'stay',
    idempotencyKey: crypto.randomUUID(),
    checkIn: start,
    checkOut: addDays(start, 1),
    adults: 2,
    roomTypeId: garden,
    customer: customer('h@example.org'),
    ...changes,
  });
  const bodies: [string, unknown][] = [
    ['/api/payments/orders', {}],
    ['/api/payments/orders', retreatOrder({ occupancy: 'penthouse' })],
    ['/api/payments/orders', retreatOrder({ startDate: '2026-02-30' })],
    ['/api/payments/orders', stayOrder({ checkOut: start })],
    ['/api/payments/orders', stayOrder({ adults: 9 })],
    ['/api/payments/orders', stayOrder({ adults: '2' })],
    ['/api/payments/orders', retreatOrder({ customer: { name: '<script>', email: 'x', mobile: 'y' } })],
    ['/api/payments/orders', retreatOrder({ customer: { ...customer('h@example.org'), name: 'x'.repeat(10_000) } })],
    ['/api/payments/verify', {}],
    ['/api/payments/verify', { razorpay_order_id: 'order_unknown', razorpay_payment_id: 'pay_x', razorpay_signature: 'b'.repeat(64) }],
    ['/api/payments/verify', { razorpay_order_id: 1, razorpay_payment_id: [], razorpay_signature: null }],
    ['/api/payments/demo', { orderId: '../etc/passwd', outcome: 'pay' }],
    ['/api/payments/demo', { orderId: 'order_demo_x', outcome: 'refund' }],
  ];
  for (const [path, body] of bodies) {
    const status = (await post(request, baseURL!, path, body)).status();
    expect(status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBeGreaterThanOrEqual(400);
    expect(status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBeLessThan(500);
  }
  const notJson = await request.post('/api/payments/orders', {
    headers: { 'Content-Type': 'application/json', Origin: baseURL! },
    data: '{"kind":',
  });
  expect(notJson.status()).toBe(400);
  const huge = await request.post('/api/payments/orders', {
    headers: { 'Content-Type': 'application/json', Origin: baseURL! },
    data: JSON.stringify({ pad: 'x'.repeat(100_000) }),
  });
  expect(huge.status()).toBe(413);
  const unsigned = await request.post('/api/payments/razorpay/webhook', {
    headers: { 'Content-Type': 'application/json' },
    data: '{"event":"order.paid"}',
  });
  expect(unsigned.status()).toBe(401);
  expect((await request.get('/api/payments/orders')).status()).toBe(405);
  const unpaidForms: Record<string, string>[] = [
    { intent: 'unpaid' },
    { intent: 'unpaid', occupancy: 'double', startDate: '2020-01-01', name: 'A', email: 'a@example.org', mobile: '9876543210' },
    { intent: 'unpaid', occupancy: 'suite', startDate: start, name: 'A', email: 'a@example.org', mobile: '9876543210' },
  ];
  for (const form of unpaidForms) {
    const status = (await request.post('/rejuvenation/package', { headers: { Origin: baseURL! }, form })).status();
    expect(status, JSON.stringify(form)).toBe(400);
  }
});

test('the retreat dialog endpoint books without paying, answers JSON, and only to this site', api, async ({ request, baseURL }) => {
  const email = 'unpaid.endpoint@example.org';
  const good = { intent: 'unpaid', occupancy: 'single', startDate: start, name: 'Meera Iyer', email, mobile: '98765 43210' };
  const send = (form: Record<string, string>, origin = baseURL!) =>
    request.post('/api/retreat/bookings', { form, headers: { Origin: origin } });

  const foreign = await send(good, 'https://elsewhere.example');
  expect(foreign.status()).toBe(403);
  const past = await send({ ...good, startDate: todayIn('Asia/Kolkata') });
  expect(past.status()).toBe(400);
  expect(await past.json()).toEqual({ ok: false, message: 'Please choose a start date from tomorrow onwards.' });
  expect((await send({ ...good, occupancy: 'penthouse' })).status()).toBe(400);
  expect((await request.get('/api/retreat/bookings')).status()).toBe(405);
  expect(await (await request.get(`/__test__/bookings?email=${email}`)).json()).toEqual([]);

  const booked = await send(good);
  expect(booked.status()).toBe(200);
  const stored = await (await request.get(`/__test__/bookings?email=${email}`)).json();
  expect(stored).toMatchObject([{ status: 'pending', price: priceText(SINGLE), paymentId: null }]);
  // The answer leads to the booking's page, where the browser goes next, and asks for the mailed link.
  expect(await booked.json()).toEqual({
    ok: true,
    message:
      'Booking submitted successfully! We will contact you soon. Please confirm it with the link we have e-mailed you within 30 minutes: until then we hold your place, and after that it is released.',
    booking: { reference: stored[0].reference, url: expect.stringMatching(/^\/booking\/[\w-]{22}\.[\w-]{22}$/) },
  });
});
