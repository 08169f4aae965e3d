// Paying as a guest does, against the fake Razorpay: orders opened through the app's own API, payments
// captured at the fake, then the checkout answer and Razorpay's signed webhooks sent to the app.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import { roomTypes } from '#server/db/schema.ts';
import { seedDemoRooms } from '#server/seed.ts';
import { type FakePayment, type FakeRazorpay, startFakeRazorpay } from '#tests/support/fake-razorpay.ts';
import { type RestartableServer, startServer } from '../server.ts';
import { type Answer, DRILL_ENV, freshDatabase, postJson } from './support.ts';

export const KEYS = { keyId: 'rzp_test_drills00001', keySecret: 'drills-key-secret', webhookSecret: 'drills-webhook-secret' };

/** Points the app's live Razorpay code at the fake. */
export function razorpayEnv(fake: FakeRazorpay): Record<string, string> {
  return {
    RAZORPAY_KEY_ID: KEYS.keyId,
    RAZORPAY_KEY_SECRET: KEYS.keySecret,
    RAZORPAY_WEBHOOK_SECRET: KEYS.webhookSecret,
    RAZORPAY_API_BASE: fake.url,
  };
}

/**
 * Opens `count` orders through POST /api/payments/orders, retreats and stays in turn, in the demo estate's
 * rooms (seeded into the drill's database first); returns their Razorpay ids.
 */
export async function openOrders(db: Database, base: string, count: number, tag: string): Promise<string[]> {
  await seedDemoRooms(db);
  const [garden] = await db.select({ id: roomTypes.id }).from(roomTypes).where(eq(roomTypes.name, 'Garden Room'));
  const start = addDays(todayIn('Asia/Kolkata'), 30);
  const ids: string[] = [];
  // A few at a time: opening orders is set-up, not what the drill measures.
  for (let first = 0; first < count; first += 5) {
    const batch = Array.from({ length: Math.min(5, count - first) }, (_, i) => {
      const n = first + i;
      const customer = { name: `Payer ${n}`, email: `${tag}-payer-${n}@example.org`, mobile: '+91 98765 43210' };
      const body =
        n % 2 === 0
          ? { kind: 'retreat', idempotencyKey: crypto.randomUUID(), occupancy: 'double', startDate: addDays(start, n), customer }
          : {
              kind: 'stay',
              idempotencyKey: crypto.randomUUID(),
              checkIn: addDays(start, n),
              checkOut: addDays(start, n + 2),
              adults: 2,
              roomTypeId: garden?.id,
              customer,
            };
      return postJson(base, '/api/payments/orders', body);
    });
    for (const answer of await Promise.all(batch)) {
      if (answer.outcome !== 200) throw new Error(`opening an order answered ${answer.outcome}: ${answer.body.slice(0, 200)}`);
      ids.push((JSON.parse(answer.body) as { id: string }).id);
    }
  }
  return ids;
}

/** The browser's answer after Standard Checkout, with the signature the fake gave. */
/** The checkout's answer as the browser posts it; `timeoutMs` for confirmations that queue behind others. */
export function sendCheckoutAnswer(
  base: string,
  orderId: string,
  paymentId: string,
  signature: string,
  timeoutMs?: number,
): Promise<Answer> {
  const answer = { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature };
  return postJson(base, '/api/payments/verify', answer, {}, timeoutMs);
}

export interface WebhookEvent {
  eventId: string;
  body: string;
}

/** One event as Razorpay would send it; redelivering it means sending the same body and id again. */
export function webhookEvent(fake: FakeRazorpay, event: string, payment: FakePayment): WebhookEvent {
  return { eventId: `evt_${crypto.randomBytes(7).toString('hex')}`, body: fake.webhookBody(event, payment) };
}

export function deliverWebhook(base: string, fake: FakeRazorpay, event: WebhookEvent, timeoutMs?: number): Promise<Answer> {
  return postJson(
    base,
    '/api/payments/razorpay/webhook',
    event.body,
    {
      'x-razorpay-signature': fake.signWebhook(event.body, KEYS.webhookSecret),
      'x-razorpay-event-id': event.eventId,
    },
    timeoutMs,
  );
}

/**
 * A payments drill's stage: a fresh database, the fake Razorpay, and the app started against both;
 * `run` gets the server, the fake and the database, and all three are torn down after it, however it ends.
 */
export async function withPaymentsServer<T>(
  label: string,
  run: (server: RestartableServer, fake: FakeRazorpay, db: Database) => Promise<T>,
): Promise<T> {
  const fake = await startFakeRazorpay(KEYS);
  const database = await freshDatabase(label);
  const handle = openDatabase({ url: database.url });
  try {
    const server = await startServer({ ...DRILL_ENV, ...razorpayEnv(fake), DATABASE_URL: database.url });
    try {
      return await run(server, fake, handle.db);
    } finally {
      await server.stop();
    }
  } finally {
    await handle.close();
    await database.drop();
    await fake.close();
  }
}
