import { type APIRequestContext, expect } from '@playwright/test';
import { addDays, todayIn } from '../../app/lib/dates.ts';
import { ROOM_MESSAGES } from '../../app/lib/rooms.ts';
import { roomTypeId } from './rooms-helpers.ts';

// A stay paid through the demo checkout's endpoints (the test server has no Razorpay keys), as the
// guest's browser pays it, and the manage link its confirmation mail carries.

function post(request: APIRequestContext, baseURL: string, path: string, body: unknown) {
  return request.post(path, { headers: { 'Content-Type': 'application/json', Origin: baseURL }, data: JSON.stringify(body) });
}

/** A two-night Garden Room stay `daysAhead` days from today, paid; the booking's id and the amount paid. */
export async function payDemoStay(request: APIRequestContext, baseURL: string, email: string, daysAhead: number) {
  const typeId = await roomTypeId(request);
  const askOrder = (checkIn: string) =>
    post(request, baseURL, '/api/payments/orders', {
      kind: 'stay',
      idempotencyKey: crypto.randomUUID(),
      checkIn,
      checkOut: addDays(checkIn, 2),
      adults: 2,
      roomTypeId: typeId,
      customer: { name: 'Kavya Rao', email, mobile: '98765 43210' },
    });
  // The whole suite books this type on its own dates at once: should this pair of nights be full, the
  // next week's is taken, as a guest would. What is tested here is the payment, not the last room.
  let orderAnswer = await askOrder(addDays(todayIn('Asia/Kolkata'), daysAhead));
  for (let week = 1; week <= 4 && orderAnswer.status() === 400 && (await orderAnswer.text()).includes(ROOM_MESSAGES.noRooms); week += 1) {
    orderAnswer = await askOrder(addDays(todayIn('Asia/Kolkata'), daysAhead + 7 * week));
  }
  expect(orderAnswer.status(), await orderAnswer.text()).toBe(200);
  const order = (await orderAnswer.json()) as { id: string; amount: number };
  const answer = await (await post(request, baseURL, '/api/payments/demo', { orderId: order.id, outcome: 'pay' })).json();
  const verified = await post(request, baseURL, '/api/payments/verify', answer);
  expect(verified.status()).toBe(200);
  const { bookingId } = (await verified.json()) as { bookingId: string };
  return { bookingId, amountPaise: order.amount };
}

export interface TestMail {
  kind: string;
  text: string;
}

export async function mailsTo(request: APIRequestContext, email: string): Promise<TestMail[]> {
  return (await (await request.get(`/__test__/mail?to=${encodeURIComponent(email)}`)).json()) as TestMail[];
}

/** The manage page's path, from the confirmation mail. */
export async function managePathFor(request: APIRequestContext, email: string): Promise<string> {
  const confirmed = (await mailsTo(request, email)).find((mail) => mail.kind === 'booking-confirmed');
  expect(confirmed, 'the guest was sent the confirmation').toBeTruthy();
  const url = /https?:\/\/\S+\/booking\/[A-Za-z0-9_.-]+/.exec(confirmed!.text)?.[0];
  expect(url, 'the mail carries the manage link').toBeTruthy();
  return new URL(url!).pathname;
}

/**
 * Days ahead for this test's stay: apart per project and per run, so parallel tests rarely share nights;
 * with payDemoStay's four weeks on, still short of the nights stay-rooms.spec.ts closes (320 days on).
 */
export function stayDaysAhead(base: number): number {
  return base + Math.floor(Math.random() * 80) * 3;
}
