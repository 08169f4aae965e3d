// Drill (a): the server is killed with SIGKILL in the middle of a burst of payment confirmations and
// calendar bookings, restarted, and reconciliation runs. Every order the provider says was paid must
// end with exactly one confirmed booking, and every booking the guest was told about must exist.
import type { Database } from '#server/db/client.ts';
import { RECONCILE_AFTER_MS, RECONCILE_BATCH, reconcileOrders } from '#server/payments/reconcile.ts';
import { createRazorpayProvider } from '#server/provider/razorpay.ts';
import { createEvent } from '#tests/support/factories.ts';
import type { FakeRazorpay } from '#tests/support/fake-razorpay.ts';
import { atLeast, exactly, type Figure, reported } from '../report.ts';
import type { RestartableServer } from '../server.ts';
import { deliverWebhook, KEYS, openOrders, sendCheckoutAnswer, webhookEvent, withPaymentsServer } from './payments.ts';
import { type Answer, bookEvent, checkLedger, describeTally, isBooked, missingBookings, shuffle, tally } from './support.ts';

const ORDERS = 60;
const EVENT_BOOKINGS = 24;
const SLOT_CAPACITY = 6;
const CONCURRENCY = 12;
/** The kill comes once this share of the burst has been answered, so many requests are still in flight. */
const KILL_AFTER = 0.35;

export async function killDrill(): Promise<Figure[]> {
  return withPaymentsServer('kill', burstKillAndRecover);
}

async function burstKillAndRecover(server: RestartableServer, fake: FakeRazorpay, db: Database): Promise<Figure[]> {
  const event = await createEvent(db, { slotCapacity: SLOT_CAPACITY, timeSlots: ['8:00 AM'] });
  const orderIds = await openOrders(db, server.url, ORDERS, 'kill');
  const payments = orderIds.map((orderId) => ({ orderId, ...fake.capturePayment(orderId) }));

  // Each paid order is confirmed twice over (the browser's answer and the webhook), mixed with guests booking a small slot.
  type Task = { kind: 'verify' | 'webhook' | 'book'; send: () => Promise<Answer & { email?: string }> };
  const tasks: Task[] = shuffle([
    ...payments.map((p): Task => ({ kind: 'verify', send: () => sendCheckoutAnswer(server.url, p.orderId, p.paymentId, p.signature) })),
    ...payments.map((p): Task => ({
      kind: 'webhook',
      send: () => deliverWebhook(server.url, fake, webhookEvent(fake, 'payment.captured', p.payment)),
    })),
    ...Array.from({ length: EVENT_BOOKINGS }, (): Task => ({ kind: 'book', send: () => bookEvent(server.url, event, '8:00 AM', 'kill') })),
  ]);

  const killAt = Math.floor(tasks.length * KILL_AFTER);
  let killed: Promise<void> | undefined;
  const results: { kind: Task['kind']; answer: Answer & { email?: string } }[] = [];
  let next = 0;
  const worker = async () => {
    // Once the server is killed nobody is left to answer; what was not sent yet is left to reconciliation.
    while (next < tasks.length && !killed) {
      const task = tasks[next++]!;
      const answer = await task.send();
      results.push({ kind: task.kind, answer });
      if (results.length >= killAt) killed ??= server.kill('SIGKILL');
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await killed;

  const restartStarted = Date.now();
  await server.restart();
  const restartMs = Date.now() - restartStarted;

  // The reconciliation job, as it would run a quarter of an hour later, against the same database and the fake.
  const provider = createRazorpayProvider({ ...KEYS, apiBase: fake.url });
  const later = new Date(Date.now() + RECONCILE_AFTER_MS + 60_000);
  let reconciled = 0;
  const reconcileErrors: string[] = [];
  for (let round = 0; round < Math.ceil(ORDERS / RECONCILE_BATCH) + 1; round += 1) {
    const report = await reconcileOrders(db, provider, later);
    reconciled += report.confirmed;
    reconcileErrors.push(...report.errors);
    if (report.checked < RECONCILE_BATCH) break;
  }

  const paid = [...fake.orders.values()].filter((order) => order.status === 'paid').map((order) => order.id);
  const ledger = await checkLedger(db, paid);
  const toldBooked = results.filter((r) => r.kind === 'book' && isBooked(r.answer)).map((r) => r.answer.email!);
  const verifiedOk = results.filter((r) => r.kind === 'verify' && r.answer.outcome === 200).length;
  const cut = results.filter((r) => r.answer.outcome === 'reset' || r.answer.outcome === 'hang').length;
  const neverSent = tasks.length - results.length;
  if (reconcileErrors.length) console.error(`(a) reconciliation errors:\n  ${reconcileErrors.join('\n  ')}`);

  return [
    reported('(a) kill: paid orders', paid.length),
    reported('(a) kill: requests answered before the kill', results.length - cut),
    atLeast('(a) kill: requests in flight, cut by the kill', cut, 1),
    reported('(a) kill: requests never sent (server dead)', neverSent),
    reported('(a) kill: answers by status', describeTally(tally(results.map((r) => r.answer.outcome)))),
    reported('(a) kill: checkout answers confirmed before the kill', verifiedOk),
    reported('(a) kill: restart until ready, ms', restartMs),
    atLeast('(a) kill: orders confirmed by reconciliation', reconciled, 1),
    exactly('(a) kill: reconciliation errors', reconcileErrors.length, 0),
    exactly('(a) kill: paid orders without exactly one booking', ledger.paidWithoutBooking, 0),
    exactly('(a) kill: duplicate bookings', ledger.duplicateBookings, 0),
    exactly('(a) kill: overbooked slots', ledger.overbookedSlots, 0),
    exactly('(a) kill: calendar bookings answered OK but not stored', await missingBookings(db, toldBooked), 0),
  ];
}
