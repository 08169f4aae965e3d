// Drill (d): Razorpay's webhooks for several paid orders, each delivered five times: out of order (a
// declined attempt's payment.failed may come last), with duplicates (the same event id twice), all at
// once. Each order must end paid with exactly one booking and one confirmation mail.
import { sql } from 'drizzle-orm';
import { exactly, type Figure, reported } from '../report.ts';
import { deliverWebhook, openOrders, type WebhookEvent, webhookEvent, withPaymentsServer } from './payments.ts';
import { checkLedger, count, describeTally, shuffle, tally } from './support.ts';

const ORDERS = 12;

export async function webhookDrill(): Promise<Figure[]> {
  return withPaymentsServer('webhooks', async (server, fake, db) => {
    const orderIds = await openOrders(db, server.url, ORDERS, 'webhooks');
    const deliveries: WebhookEvent[] = [];
    for (const orderId of orderIds) {
      const declined = fake.failPayment(orderId, 'Card declined by the bank');
      const { payment } = fake.capturePayment(orderId);
      const captured = webhookEvent(fake, 'payment.captured', payment);
      const orderPaid = webhookEvent(fake, 'order.paid', payment);
      // Five deliveries: both success events twice (same id, as Razorpay redelivers), and the earlier failure.
      deliveries.push(captured, captured, orderPaid, orderPaid, webhookEvent(fake, 'payment.failed', declined));
    }
    const answers = await Promise.all(shuffle(deliveries).map((event) => deliverWebhook(server.url, fake, event)));

    const ledger = await checkLedger(db, orderIds);
    const mails = await count(
      db,
      sql`select count(*) as n from mail_outbox m join bookings b on b.id = m.booking_id where m.kind = 'booking-confirmed' and b.order_id is not null`,
    );
    const outcomes = answers.map((answer) =>
      answer.outcome === 200 ? (JSON.parse(answer.body) as { status: string }).status : String(answer.outcome),
    );
    return [
      reported('(d) webhooks: paid orders', orderIds.length),
      reported('(d) webhooks: deliveries (5 per order, shuffled, concurrent)', deliveries.length),
      reported('(d) webhooks: outcomes', describeTally(tally(outcomes))),
      exactly('(d) webhooks: deliveries not answered 200', answers.filter((answer) => answer.outcome !== 200).length, 0),
      exactly('(d) webhooks: paid orders without exactly one booking', ledger.paidWithoutBooking, 0),
      exactly('(d) webhooks: duplicate bookings', ledger.duplicateBookings, 0),
      exactly('(d) webhooks: confirmation mails queued', mails, orderIds.length),
    ];
  });
}
