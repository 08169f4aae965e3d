// Drill (f): Razorpay's refund endpoint is down while guests cancel paid stays and retreats weeks ahead,
// choosing the policy's refund. For half of them it refuses outright (503); for the other half it makes
// the refund and then times out (504), as a lost answer looks. Every cancellation must still be
// answered; once Razorpay is back, reconciliation sends what is pending and Razorpay's refund.processed
// webhooks (each delivered twice, shuffled) settle them: every refund processed, none made twice.
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { reconcileOrders } from '#server/payments/reconcile.ts';
import { createRazorpayProvider } from '#server/provider/razorpay.ts';
import { REFUND_RECONCILE_AFTER_MS, REFUND_RECONCILE_BATCH } from '#server/refunds/reconcile.ts';
import type { FakeRazorpay } from '#tests/support/fake-razorpay.ts';
import { exactly, type Figure, reported } from '../report.ts';
import type { RestartableServer } from '../server.ts';
import { deliverWebhook, KEYS, openOrders, sendCheckoutAnswer, type WebhookEvent, withPaymentsServer } from './payments.ts';
import { type Answer, call, count, describeTally, shuffle, tally } from './support.ts';

/** Under the manage page's limit of 20 cancels per IP address in ten minutes: every guest here is 127.0.0.1. */
const GUESTS = 16;

export async function refundDrill(): Promise<Figure[]> {
  return withPaymentsServer('refunds', cancelWhileRefundsAreDown);
}

async function cancelWhileRefundsAreDown(server: RestartableServer, fake: FakeRazorpay, db: Database): Promise<Figure[]> {
  const orderIds = await openOrders(db, server.url, GUESTS, 'refunds');
  for (const orderId of orderIds) {
    const { paymentId, signature } = fake.capturePayment(orderId);
    const answer = await sendCheckoutAnswer(server.url, orderId, paymentId, signature);
    if (answer.outcome !== 200) throw new Error(`paying ${orderId} answered ${answer.outcome}`);
  }
  const paths = await managePaths(db);
  if (paths.length !== GUESTS) throw new Error(`${paths.length} manage links for ${GUESTS} paid bookings`);

  const half = Math.ceil(paths.length / 2);
  fake.setRefundOutage('down');
  const refused = await Promise.all(paths.slice(0, half).map((path) => cancel(server.url, path)));
  fake.setRefundOutage('lost-answer');
  const timedOut = await Promise.all(paths.slice(half).map((path) => cancel(server.url, path)));
  fake.setRefundOutage(null);
  const cancels = [...refused, ...timedOut];
  const pendingAfterOutage = await count(db, sql`select count(*) as n from refunds where state = 'pending'`);

  // Razorpay is back; reconciliation runs as it would half an hour later, in batches.
  const provider = createRazorpayProvider({ ...KEYS, apiBase: fake.url });
  const later = new Date(Date.now() + REFUND_RECONCILE_AFTER_MS + 60_000);
  const errors: string[] = [];
  for (let round = 0; round < Math.ceil(GUESTS / REFUND_RECONCILE_BATCH) + 1; round += 1) {
    const report = await reconcileOrders(db, provider, later);
    errors.push(...report.errors);
    if (report.refunds.checked < REFUND_RECONCILE_BATCH) break;
  }
  if (errors.length) console.error(`(f) reconciliation errors:\n  ${errors.join('\n  ')}`);

  // Razorpay processes every refund it holds and tells us twice over, in any order.
  const events: WebhookEvent[] = [...fake.refunds.values()].map((refund) => ({
    eventId: `evt_${refund.id}`,
    body: fake.settleRefund(refund.id, 'processed'),
  }));
  const deliveries = await Promise.all(shuffle([...events, ...events]).map((event) => deliverWebhook(server.url, fake, event)));

  const perPayment = new Map<string, number>();
  for (const refund of fake.refunds.values()) perPayment.set(refund.payment_id, (perPayment.get(refund.payment_id) ?? 0) + 1);
  const processed = await count(db, sql`select count(*) as n from refunds where state = 'processed'`);
  const beyondPaid = await count(
    db,
    sql`select count(*) as n from payment_orders o where o.amount_paise <
          (select coalesce(sum(r.amount_paise), 0) from refunds r where r.payment_order_id = o.id and r.state <> 'failed')`,
  );
  const mails = await count(db, sql`select count(*) as n from mail_outbox where kind = 'refund-processed'`);
  const outcomes = deliveries.map((answer) =>
    answer.outcome === 200 ? (JSON.parse(answer.body) as { status: string }).status : String(answer.outcome),
  );
  return [
    reported('(f) refunds: paid bookings cancelled for the refund while Razorpay was down', cancels.length),
    reported('(f) refunds: cancel answers', describeTally(tally(cancels.map((answer) => answer.outcome)))),
    exactly('(f) refunds: cancellations not answered 200', cancels.filter((answer) => answer.outcome !== 200).length, 0),
    exactly('(f) refunds: pending once the outage ended', pendingAfterOutage, GUESTS),
    reported('(f) refunds: webhook outcomes', describeTally(tally(outcomes))),
    exactly('(f) refunds: processed after Razorpay returned', processed, GUESTS),
    exactly('(f) refunds: made at Razorpay', fake.refunds.size, GUESTS),
    exactly('(f) refunds: payments refunded twice', [...perPayment.values()].filter((n) => n > 1).length, 0),
    exactly('(f) refunds: payments refunded beyond what was paid', beyondPaid, 0),
    exactly('(f) refunds: refund mails queued', mails, GUESTS),
  ];
}

/** Each paid booking's manage page, from the confirmation mail the guest received. */
async function managePaths(db: Database): Promise<string[]> {
  const result = await db.execute(sql`select text from mail_outbox where kind = 'booking-confirmed'`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { text: string }[] }).rows) as { text: string }[];
  return rows.flatMap((row) => {
    const match = /https?:\/\/\S+?(\/booking\/[A-Za-z0-9_.-]+)/.exec(row.text);
    return match ? [match[1]!] : [];
  });
}

/** The guest's "Yes, cancel my booking" with the refund chosen, as the manage page posts it. */
function cancel(base: string, path: string): Promise<Answer> {
  return call(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ intent: 'cancel', choice: 'refund' }),
  });
}
